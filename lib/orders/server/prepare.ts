import 'server-only'

/**
 * Everything an order is placed with, worked out before its transaction (issue 11 items 2, 5): the
 * basket read and priced on the server (lib/basket/server/read.ts; never a client price), the voucher and
 * gift card checked, the totals (lib/orders/rules/totals.ts), the delivery kind and the payment method
 * allowed in the market. The transaction then only takes what this plan says, or refuses.
 */
import { attributeIs } from '@/lib/catalog/rules/attributes'
import { loadBasket } from '@/lib/basket/server/read'
import { loadShippingConfig } from '@/lib/basket/server/shipping-config'
import type { BasketItem, BasketOwner } from '@/lib/basket/rules/types'
import type { PaymentCode } from '@/lib/config/payment'
import type { Db } from '@/lib/db'
import type { GiftCardRow, VoucherRow } from '@/lib/db/schema'
import { findGiftCard } from '@/lib/giftcards/server/gift-cards'
import { fieldError, HttpError, type FieldProblem } from '@/lib/http/rules/errors'
import type { ShopContext } from '@/lib/lists/rules/ownership'
import { voucherReduction } from '@/lib/vouchers/rules/voucher'
import { findVoucher } from '@/lib/vouchers/server/vouchers'
import { isPaymentAllowed } from '@/lib/checkout/rules/payment-methods'
import { ORDER_MESSAGES } from '../rules/messages'
import type { PlaceOrderInput } from '../rules/schemas'
import { orderTotals, type Totals } from '../rules/totals'

export interface OrderPlan {
  items: BasketItem[]
  totals: Totals
  voucher: { row: VoucherRow; reductionCents: number } | null
  giftCard: GiftCardRow | null
  /** The method paying `totals.payableCents`; 'G' when the gift card pays everything. */
  method: PaymentCode
}

const refuse = (field: string, message: string) => new HttpError(422, message, [{ field, message }])

/** What the checkout asks a quote for: the order's choices without addresses, key or terms. */
export type QuoteInput = Pick<PlaceOrderInput, 'voucherCode' | 'giftCard'>

/**
 * The basket priced with its voucher and gift card, and what is wrong with either (a field problem each,
 * message keys of ../rules/messages.ts): a pure read of the order, nothing is written or taken. The
 * summary call (lib/checkout/server/summary.ts) shows it; placement refuses on any problem.
 */
export interface OrderQuote {
  items: BasketItem[]
  totals: Totals
  voucher: OrderPlan['voucher']
  giftCard: GiftCardRow | null
  hasBulky: boolean
  problems: FieldProblem[]
}

export async function quoteOrder(
  db: Db,
  ctx: ShopContext,
  owner: BasketOwner,
  input: QuoteInput,
  now: Date,
): Promise<OrderQuote> {
  const { market } = ctx
  const [basket, shippingConfig] = await Promise.all([
    loadBasket(db, ctx, owner),
    loadShippingConfig(market.code, ctx.language),
  ])
  // Lines the clean-up just removed: the shopper must see the changed basket before paying for it.
  if (basket.removedItems.length > 0) throw new HttpError(409, ORDER_MESSAGES.itemsRemoved)
  if (basket.items.length === 0) throw new HttpError(400, ORDER_MESSAGES.basketEmpty)

  const problems: FieldProblem[] = []
  const goodsGrossCents = basket.items.reduce((sum, i) => sum + i.price.total.withTax, 0)
  let voucher: OrderPlan['voucher'] = null
  if (input.voucherCode) {
    const row = await findVoucher(db, input.voucherCode)
    const result = voucherReduction(row, {
      market: market.code,
      currency: market.currency,
      goodsGrossCents,
      now,
    })
    if (result.ok) voucher = { row: row!, reductionCents: result.reductionCents }
    else problems.push({ field: 'body.voucherCode', message: result.message })
  }
  let giftCard: GiftCardRow | null = null
  if (input.giftCard) {
    try {
      giftCard = await findGiftCard(db, input.giftCard, market.currency, now)
    } catch (error) {
      if (!(error instanceof HttpError) || !error.fields) throw error
      problems.push(...error.fields)
    }
  }

  const bulky = (i: BasketItem) => attributeIs(i.product.attributes, 'bulkyOrLoad', 'j')
  const totals = orderTotals({
    lines: basket.items.map((i) => ({
      grossCents: i.price.total.withTax,
      vatRateBp: Math.round(i.variant.price.tax.vat.rate * 10_000),
      freeShipping: i.freeShipping,
      bulky: bulky(i),
    })),
    shippingConfig,
    voucherReductionCents: voucher?.reductionCents ?? 0,
    giftCardBalanceCents: giftCard?.balanceCents ?? null,
  })
  return { items: basket.items, totals, voucher, giftCard, hasBulky: basket.items.some(bulky), problems }
}

export async function planOrder(
  db: Db,
  ctx: ShopContext,
  owner: BasketOwner,
  input: PlaceOrderInput,
  now: Date,
): Promise<OrderPlan> {
  const quote = await quoteOrder(db, ctx, owner, input, now)
  const [problem] = quote.problems
  if (problem) throw refuse(problem.field, problem.message)
  const { items, totals, voucher, giftCard, hasBulky } = quote
  if (totals.shippingKind !== 'free' && input.deliveryKind !== totals.shippingKind) {
    throw refuse('body.deliveryKind', ORDER_MESSAGES.deliveryUnavailable)
  }
  const method = paymentMethodOf(input, totals, ctx, hasBulky)
  return { items, totals, voucher, giftCard, method }
}

/** The market's method for what the gift card leaves; nothing else is needed when it leaves nothing. */
function paymentMethodOf(
  input: PlaceOrderInput,
  totals: Totals,
  ctx: ShopContext,
  hasBulky: boolean,
): PaymentCode {
  if (totals.payableCents === 0) return 'G'
  const method = input.paymentMethod
  if (!method || method === 'G') throw fieldError('body.paymentMethod', ORDER_MESSAGES.methodRequired)
  // The checkout's own rule (cash on delivery not for freight nor above its limit); whether the browser
  // supports Apple Pay only the browser knows, and the provider's page checks it again.
  const context = { applePaySupported: true, totalCents: totals.payableCents, hasBulky }
  if (!isPaymentAllowed(ctx.market, method, context)) {
    throw refuse('body.paymentMethod', ORDER_MESSAGES.methodUnavailable)
  }
  return method
}
