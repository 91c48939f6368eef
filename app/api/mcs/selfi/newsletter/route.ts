/**
 * POST /api/mcs/selfi/newsletter/ (spec 02 §7 Newsletter): a sign-up with double opt-in. Always
 * `{ type: 'success' }` for valid input, whether the address is new, pending or confirmed (no
 * enumeration); 400 naming the fields, 403 cross-site, 429 with Retry-After from one client too often.
 */
import { servesLanguage } from '@/lib/config'
import { getDb } from '@/lib/db'
import { invalidRequest } from '@/lib/http/rules/errors'
import { mutation } from '@/lib/http/server'
import { clientKey } from '@/lib/http/server/rate-limit'
import { newsletterPerIp } from '@/lib/http/server/rate-limits'
import { NEWSLETTER_ERRORS } from '@/lib/newsletter/rules/form'
import { newsletterQuerySchema, newsletterRequestSchema } from '@/lib/newsletter/rules/request'
import { subscribeToNewsletter } from '@/lib/newsletter/server/subscribe'
import { requestMarket } from '@/lib/routing/server/request-context'

export const POST = mutation(
  { body: newsletterRequestSchema, query: newsletterQuerySchema },
  async ({ body, query, request }) => {
    const market = await requestMarket()
    // The form sends its market's shop id; another shop's id is not this domain's to sign up for.
    if (body.shopId !== market.shopId) {
      return invalidRequest([{ field: 'body.shopId', message: NEWSLETTER_ERRORS.invalid }])
    }
    await newsletterPerIp.consume(clientKey(request))
    const language =
      query.locale && servesLanguage(market, query.locale) ? query.locale : (market.languages[0] ?? 'de')
    await subscribeToNewsletter(await getDb(), {
      shopId: market.shopId,
      market: market.code,
      language,
      email: body.email,
      firstName: body.firstName,
      lastName: body.lastName,
      salutation: body.salutation,
      source: body.source,
    })
    return { type: 'success' }
  },
)
