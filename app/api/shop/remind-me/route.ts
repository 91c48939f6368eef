/**
 * POST /api/shop/remind-me/: remind me when this variant is available again (spec 01 §4 panel,
 * spec 02 §2 dialog); an address that has not confirmed gets only the confirmation mail first (issue 13
 * item 4). Limited per client address.
 */
import { mutation } from '@/lib/http/server'
import { clientKey } from '@/lib/http/server/rate-limit'
import { remindMePerIp } from '@/lib/http/server/rate-limits'
import { remindMeRequestSchema } from '@/lib/catalog/rules/remind-me'
import { requestReminder } from '@/lib/catalog/server/remind-me-intake'
import { requestMarket } from '@/lib/routing/server/request-context'

export const POST = mutation({ body: remindMeRequestSchema }, async ({ body, session, request }) => {
  const market = await requestMarket()
  await remindMePerIp.consume(clientKey(request))
  return requestReminder(body, market.code, session)
})
