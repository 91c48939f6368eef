/**
 * The frontend_begin_checkout event of spec 02 §7, pushed when the checkout opens: the basket as the
 * checkout's summary prices it, money divided by 100 (spec 02 §9).
 */
import type { CheckoutSummary } from './summary'
import { trackingMoney } from './purchase-tracking'

export const BEGIN_CHECKOUT_EVENT = 'frontend_begin_checkout'

export function beginCheckoutPayload(summary: CheckoutSummary): Record<string, unknown> {
  return {
    currency: summary.currency,
    value: trackingMoney(summary.totals.totalGrossCents),
    shipping: trackingMoney(summary.totals.shippingGrossCents),
    coupon: summary.voucher?.code ?? null,
    items: summary.lines.map((line) => ({
      item_name: line.name,
      item_brand: line.brand,
      price: trackingMoney(line.unitGrossCents),
      quantity: line.quantity,
    })),
  }
}
