/**
 * Basket lines as tracking items (spec 02 §4 "Tracking state", §7): equal items (same variant and item
 * group) are merged by adding quantities; the free item of a valid buy_x_get_y promotion is tracked as a
 * separate item with price 0. Used by view_cart and the cart events. Pure.
 */
import { trackingItem, trackingMoney, type TrackableProduct, type TrackingItem } from './product-data'

export const BUY_X_GET_Y = 'buy_x_get_y'

export interface TrackableLine {
  quantity: number
  variant: { id: number }
  product: TrackableProduct
  itemGroup: { id: string } | null
  price: { unit: { withTax: number } }
  promotionId?: string | null
  /** A buy_x_get_y effect names how many of the line's pieces are free. */
  promotion?: { isValid: boolean; effect: { type: string; freeQuantity?: number } } | null
}

/** How many pieces of the line a valid buy_x_get_y promotion gives away (0 for any other line). */
export function freeQuantity(line: TrackableLine): number {
  const promotion = line.promotion
  if (!promotion?.isValid || promotion.effect.type !== BUY_X_GET_Y) return 0
  return Math.min(line.quantity, Math.max(0, Math.floor(promotion.effect.freeQuantity ?? 0)))
}

/** One line as an item with the given quantity (and price 0 for the free part). */
export function lineItem(line: TrackableLine, quantity = line.quantity, free = false): TrackingItem {
  const item = trackingItem(line.product, {
    variantId: line.variant.id,
    priceCents: free ? 0 : line.price.unit.withTax,
    quantity,
  })
  if (line.promotionId) Object.assign(item, { promotion_id: line.promotionId })
  return item
}

/** The lines as items, equal ones merged, in the order they first appear. */
export function basketItems(lines: readonly TrackableLine[]): TrackingItem[] {
  const merged = new Map<string, TrackingItem>()
  const add = (key: string, line: TrackableLine, quantity: number, free: boolean) => {
    if (quantity <= 0) return
    const found = merged.get(key)
    if (found) found.quantity = (found.quantity ?? 0) + quantity
    else merged.set(key, lineItem(line, quantity, free))
  }
  for (const line of lines) {
    const base = `${line.variant.id}|${line.itemGroup?.id ?? ''}`
    const free = freeQuantity(line)
    add(`${base}|paid`, line, line.quantity - free, false)
    add(`${base}|free`, line, free, true)
  }
  return [...merged.values()]
}

/** The value of items: sum of price × quantity, in the currency unit. */
export function itemsValue(items: readonly TrackingItem[]): number {
  const cents = items.reduce((sum, i) => sum + Math.round((i.price ?? 0) * 100) * (i.quantity ?? 1), 0)
  return trackingMoney(cents)
}
