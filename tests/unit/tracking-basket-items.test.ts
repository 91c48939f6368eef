import { describe, expect, it } from 'vitest'
import { basketItems, freeQuantity, itemsValue, type TrackableLine } from '@/lib/tracking/rules/basket-items'

const line = (variant: number, quantity: number, over: Partial<TrackableLine> = {}): TrackableLine => ({
  quantity,
  variant: { id: variant },
  product: { id: 1, referenceKey: 'R1', masterKey: 'M1', name: 'Topf', brand: { name: 'B' }, categories: [] },
  itemGroup: null,
  price: { unit: { withTax: 1250 } },
  ...over,
})

const buyXGetY = (freeQuantity: number, isValid = true) => ({
  isValid,
  effect: { type: 'buy_x_get_y', freeQuantity },
})

// Spec 02 §4 "Tracking state": equal items (same variant and item group) are merged by adding
// quantities; a buy_x_get_y promotion on a valid basket item is tracked as a free item with price zero.
describe('basket lines as tracking items (spec 02 §4)', () => {
  it('merges equal items and keeps different variants and item groups apart', () => {
    const items = basketItems([
      line(1, 1),
      line(1, 2),
      line(2, 1),
      line(1, 1, { itemGroup: { id: '12345678' } }),
    ])
    expect(items.map((i) => [i.item_variant, i.quantity])).toEqual([
      ['1', 3],
      ['2', 1],
      ['1', 1],
    ])
    expect(items[0]?.price).toBe(12.5)
    expect(itemsValue(items)).toBe(62.5)
  })

  it.each([
    [line(1, 3, { promotion: buyXGetY(1) }), 1],
    [line(1, 3, { promotion: buyXGetY(1, false) }), 0],
    [line(1, 1, { promotion: buyXGetY(2) }), 1],
    [line(1, 3, { promotion: { isValid: true, effect: { type: 'badge' } } }), 0],
    [line(1, 3), 0],
  ])('free pieces of %j: %d', (l, free) => {
    expect(freeQuantity(l)).toBe(free)
  })

  it('tracks the free piece of a buy_x_get_y apart, at price 0', () => {
    const items = basketItems([line(1, 3, { promotion: buyXGetY(1) })])
    expect(items.map((i) => [i.quantity, i.price])).toEqual([
      [2, 12.5],
      [1, 0],
    ])
    expect(itemsValue(items)).toBe(25)
  })
})
