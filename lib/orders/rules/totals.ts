/**
 * An order's totals (issue 11 item 2, spec 02 §3 Order totals), pure and in integer cents:
 * - goods: the sum of the server-priced basket lines (gross);
 * - voucher: a reduction of the gross goods (lib/vouchers/rules/voucher.ts), spread over the VAT rates in
 *   proportion to their gross goods, since a discount lowers the taxable amount;
 * - shipping: the basket's own rule and configuration (lib/basket/rules/shipping.ts); its thresholds read
 *   the goods before the voucher, as the basket showed them; shipping is taxed like the goods, split over
 *   the rates in proportion to their gross goods;
 * - total = goods − voucher + shipping;
 * - gift card: a means of payment, not a discount (it lowers no VAT): it pays min(balance, total), the
 *   chosen method pays the rest (payable); a card that covers all leaves nothing for another method;
 * - VAT per rate by vatBreakdown (lib/checkout/rules/vat.ts).
 */
import { vatBreakdown } from '@/lib/checkout/rules/vat'
import { giftCardShare } from '@/lib/giftcards/rules/gift-card'
import { shippingSummary, type ShippingConfig, type ShippingKind } from '@/lib/basket/rules/shipping'
import type { OrderTotalsSnapshot } from './snapshot'

export interface TotalsLine {
  grossCents: number
  /** Basis points, as the catalog keeps rates: 1900 = 19 %. */
  vatRateBp: number
  freeShipping: boolean
  bulky: boolean
}

export interface TotalsInput {
  lines: readonly TotalsLine[]
  shippingConfig: ShippingConfig
  /** Already capped at the goods by the voucher rule; 0 without a voucher. */
  voucherReductionCents: number
  /** The gift card's balance; null without a gift card. */
  giftCardBalanceCents: number | null
}

export interface Totals extends OrderTotalsSnapshot {
  shippingKind: ShippingKind
}

export function orderTotals(input: TotalsInput): Totals {
  const goodsGrossCents = input.lines.reduce((sum, l) => sum + l.grossCents, 0)
  const shipping = shippingSummary(
    input.lines.map((l) => ({ totalWithTax: l.grossCents, freeShipping: l.freeShipping, bulky: l.bulky })),
    input.shippingConfig,
  )
  const shippingGrossCents = shipping.costCents
  const discountGrossCents = Math.max(0, Math.min(input.voucherReductionCents, goodsGrossCents))
  const totalGrossCents = goodsGrossCents - discountGrossCents + shippingGrossCents
  const giftCardCents =
    input.giftCardBalanceCents === null ? 0 : giftCardShare(input.giftCardBalanceCents, totalGrossCents)

  const vat = vatBreakdown(
    input.lines.map((l) => ({ rate: l.vatRateBp / 100, grossCents: l.grossCents })),
    { shippingGrossCents, discountGrossCents },
  )
  return {
    goodsGrossCents,
    shippingGrossCents,
    discountGrossCents,
    totalGrossCents,
    giftCardCents,
    payableCents: totalGrossCents - giftCardCents,
    vat,
    shippingKind: shipping.kind ?? 'free',
  }
}
