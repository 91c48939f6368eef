/**
 * POST /api/checkout/orders/?locale= (issue 11 items 2, 5): places the order of the caller's basket.
 * Body: idempotencyKey, basketKey, billingAddress / shippingAddress (typed, or {addressId} of the address
 * book), deliveryKind, paymentMethod, voucherCode?, giftCard?{code,pin}, acceptTerms: true; no prices, no
 * quantities. Answers {orderNumber, redirectUrl, next} (201 new, 200 the same attempt again); 400 bad
 * input or empty basket, 401 neither customer nor guest, 403 another's basket or cross-site, 409 out of
 * stock or changed basket (message keys of lib/orders/rules/messages.ts), 422 voucher, gift card,
 * method, 429 past the per-session limit.
 */
import { getDb } from '@/lib/db'
import { NO_STORE } from '@/lib/http/rules/errors'
import { mutation } from '@/lib/http/server'
import { placeOrderPerSession } from '@/lib/http/server/rate-limits'
import { giftCardAttempt } from '@/lib/checkout/server/gift-card-attempts'
import { localeQuerySchema } from '@/lib/lists/rules/schemas'
import { shopContextOf } from '@/lib/lists/server/request'
import { placeOrderSchema } from '@/lib/orders/rules/schemas'
import { placeOrder } from '@/lib/orders/server/place-order'
import { orderPaymentPort } from '@/lib/orders/server/port'

export const POST = mutation(
  { body: placeOrderSchema, query: localeQuerySchema },
  async ({ body, query, session, request }) => {
    await placeOrderPerSession.consume(session.id)
    const ctx = await shopContextOf(session, query.locale)
    // A PIN tried through placement counts like one tried through the summary (no guessing either way).
    const attempt = body.giftCard ? await giftCardAttempt(session.id, request) : null
    const { created, ...answer } = await placeOrder(await getDb(), ctx, body, { port: orderPaymentPort })
    await attempt?.accepted()
    return Response.json(answer, { status: created ? 201 : 200, headers: NO_STORE })
  },
)
