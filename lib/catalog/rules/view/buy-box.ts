/** What the product page's buy box shows and offers for its current variant (spec 01 §4, §9; spec 02 §9). */
import type { DeliveryMessage } from '../delivery-time'
import type { PriceDisplay } from '../price-display'
import type { VariantOption } from './variant-options'

/**
 * Price and delivery the buy box shows for its current option. Before the shopper has chosen among
 * variants that differ, the price is the "from" price (spec 01 §9) and the delivery plain availability
 * where windows vary (spec 01 §4); once a variant is chosen (or there is only one), that variant's own
 * price without "from" and its own delivery window.
 */
export function buyBoxFacts(
  option: Pick<VariantOption, 'price' | 'delivery' | 'deliveryUnchosen'>,
  chosen: boolean,
): { price: PriceDisplay; delivery: DeliveryMessage } {
  if (!chosen) return { price: option.price, delivery: option.deliveryUnchosen }
  return { price: { ...option.price, hasDifferentPrice: false }, delivery: option.delivery }
}

/**
 * What the buy box offers beside adding to the basket. Click and reserve and PAYBACK points only for a
 * variant that can be bought (not sold out, not undeliverable) and is goods, not a voucher (a voucher
 * is neither held in a store nor earns points on itself); the shipping-cost note not for a download.
 */
export function buyBoxOffers(
  option: Pick<VariantOption, 'buyable' | 'paybackPoints'>,
  { voucher, delivery }: { voucher: boolean; delivery: DeliveryMessage },
): { clickAndReserve: boolean; paybackPoints: number | null; shippingNote: boolean } {
  const goods = option.buyable && !voucher
  const points = option.paybackPoints
  return {
    clickAndReserve: goods,
    paybackPoints: goods && points !== null && points > 0 ? points : null,
    shippingNote: delivery.kind !== 'download',
  }
}
