/**
 * The basket as the shopper expects it right after a change (the optimistic update), shown until the
 * server answers. Only what the change certainly implies is touched: the line's quantity and total at
 * its current unit price, the piece count and the cost. Scale prices, shipping and payback follow with
 * the server's answer, which replaces this guess (or the rollback restores the old one).
 */
import type { Basket, BasketItem, Money } from './types'

const scale = (unit: Money, quantity: number): Money => ({
  ...unit,
  withTax: unit.withTax * quantity,
  withoutTax: unit.withoutTax * quantity,
})

function withItems(basket: Basket, items: BasketItem[]): Basket {
  const cost = items.reduce<Money>(
    (sum, item) => ({
      ...sum,
      withTax: sum.withTax + item.price.total.withTax,
      withoutTax: sum.withoutTax + item.price.total.withoutTax,
    }),
    { ...basket.cost, withTax: 0, withoutTax: 0 },
  )
  return { ...basket, items, cost, count: items.reduce((n, item) => n + item.quantity, 0) }
}

export function withQuantity(basket: Basket, itemKey: string, quantity: number): Basket {
  return withItems(
    basket,
    basket.items.map((item) =>
      item.key === itemKey
        ? { ...item, quantity, price: { ...item.price, total: scale(item.price.unit, quantity) } }
        : item,
    ),
  )
}

export function withoutItem(basket: Basket, itemKey: string): Basket {
  return withItems(
    basket,
    basket.items.filter((item) => item.key !== itemKey),
  )
}
