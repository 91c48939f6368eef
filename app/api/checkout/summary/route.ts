/**
 * POST /api/checkout/summary/?locale= (issue 11 item 2): the server's totals for the caller's basket with
 * a voucher code, a gift card (code and PIN) and the shipping country: goods, shipping kind and cost,
 * discount, total, the gift card's share, payable, VAT per rate, the payment methods offered and the
 * delivery estimate. Nothing is written. A bad voucher or gift card is no error but a problem in the
 * answer (message keys). 400 bad input or empty basket, 403 another's basket or cross-site, 409 lines
 * removed by the clean-up, 413 body too large, 429 too many failed gift card attempts.
 */
import { getDb } from '@/lib/db'
import { NO_STORE } from '@/lib/http/rules/errors'
import { mutation } from '@/lib/http/server'
import { localeQuerySchema } from '@/lib/lists/rules/schemas'
import { ownedList } from '@/lib/lists/rules/ownership'
import { shopContextOf } from '@/lib/lists/server/request'
import { checkoutSummarySchema } from '@/lib/checkout/rules/summary'
import { giftCardAttempt } from '@/lib/checkout/server/gift-card-attempts'
import { checkoutSummary } from '@/lib/checkout/server/summary'

export const POST = mutation(
  { body: checkoutSummarySchema, query: localeQuerySchema },
  async ({ body, query, session, request }) => {
    const ctx = await shopContextOf(session, query.locale)
    // Ownership before anything is counted or read: another's key is 403 and costs no attempt.
    ownedList('basket', body.basketKey, ctx)
    const attempt = body.giftCard ? await giftCardAttempt(session.id, request) : null
    const summary = await checkoutSummary(await getDb(), ctx, body)
    if (attempt && summary.giftCard) await attempt.accepted()
    return Response.json(summary, { headers: NO_STORE })
  },
)
