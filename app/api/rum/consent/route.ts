/**
 * POST /api/rum/consent/ (spec 02 §7 consent log): the shop's own store of consent decisions, used when
 * no CONSENT_LOG_URL is configured. 204 stored; 400 naming the fields (or another market's shop id);
 * 403 cross-site; 429 with Retry-After from one address too often. No session is read or created.
 */
import { getDb } from '@/lib/db'
import { consentLogSchema } from '@/lib/consent/rules/log'
import { isInternal, recordConsent } from '@/lib/consent/server/log'
import { invalidRequest } from '@/lib/http/rules/errors'
import { anonymousMutation } from '@/lib/http/server'
import { clientKey } from '@/lib/http/server/rate-limit'
import { consentLogPerIp } from '@/lib/http/server/rate-limits'
import { requestMarket } from '@/lib/routing/server/request-context'

export const POST = anonymousMutation({ body: consentLogSchema }, async ({ body, request }) => {
  const market = await requestMarket()
  if (body.shopId !== market.shopId)
    return invalidRequest([{ field: 'body.shopId', message: 'another shop' }])
  const address = clientKey(request)
  await consentLogPerIp.consume(address)
  await recordConsent(await getDb(), body, isInternal(address))
  return new Response(null, { status: 204, headers: { 'cache-control': 'no-store' } })
})
