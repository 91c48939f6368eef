import { describe, expect, it } from 'vitest'
import { withoutItem, withQuantity } from '@/lib/basket/rules/optimistic'
import type { Basket, BasketItem } from '@/lib/basket/rules/types'

const money = (withTax: number, withoutTax: number) => ({ withTax, withoutTax, currencyCode: 'EUR' as const })

function item(key: string, quantity: number, unitWithTax: number, unitWithoutTax: number): BasketItem {
  return {
    key,
    quantity,
    price: {
      unit: money(unitWithTax, unitWithoutTax),
      total: money(unitWithTax * quantity, unitWithoutTax * quantity),
    },
  } as BasketItem
}

function basket(items: BasketItem[]): Basket {
  return {
    key: 'basket_1_abc',
    items,
    count: items.reduce((n, i) => n + i.quantity, 0),
    cost: money(
      items.reduce((n, i) => n + i.price.total.withTax, 0),
      items.reduce((n, i) => n + i.price.total.withoutTax, 0),
    ),
  } as Basket
}

describe('optimistic basket (changes show at once, the server answer replaces them)', () => {
  const start = basket([item('a', 2, 1299, 1092), item('b', 1, 500, 420)])

  it.each([
    { quantity: 1, total: 1299, count: 2, cost: 1799 },
    { quantity: 3, total: 3897, count: 4, cost: 4397 },
    { quantity: 2, total: 2598, count: 3, cost: 3098 },
  ])(
    'quantity of a line → $quantity: line total, piece count and cost follow',
    ({ quantity, total, count, cost }) => {
      const next = withQuantity(start, 'a', quantity)
      expect(next.items[0]?.quantity).toBe(quantity)
      expect(next.items[0]?.price.total.withTax).toBe(total)
      expect(next.count).toBe(count)
      expect(next.cost.withTax).toBe(cost)
      expect(next.cost.currencyCode).toBe('EUR')
    },
  )

  it('removing a line drops it and its money; other lines stay as they were', () => {
    const next = withoutItem(start, 'a')
    expect(next.items.map((i) => i.key)).toEqual(['b'])
    expect(next.count).toBe(1)
    expect(next.cost).toEqual(money(500, 420))
    expect(next.items[0]).toBe(start.items[1])
  })

  it('an unknown item key changes nothing but returns a new basket object', () => {
    expect(withoutItem(start, 'zzz').items).toEqual(start.items)
    expect(withQuantity(start, 'zzz', 5).cost).toEqual(start.cost)
  })

  it('the original basket is never mutated (the rollback restores it)', () => {
    const copy = structuredClone(start)
    withQuantity(start, 'a', 9)
    withoutItem(start, 'b')
    expect(start).toEqual(copy)
  })
})
