import { describe, expect, it } from 'vitest'
import { availableQuantity, planAdd, planQuantity, type Limits, type Line } from '@/lib/basket/rules/lines'
import { BASKET_LIMITS } from '@/lib/config/constants'
import { variant } from './catalog-fixtures'

const limits: Limits = { maxLineQuantity: 10, maxLines: 3, maxTotalQuantity: 20 }
const line = (key: string, variantId: number, quantity: number, itemGroupId = ''): Line => ({
  key,
  variantId,
  itemGroupId,
  quantity,
})

describe('available quantity (spec 02 §4: at most the available quantity and the per-line maximum)', () => {
  it.each([
    ['BVC 1 bounded by stock', variant({ bvc: 1, stock: 4 }), 4],
    ['BVC 1 bounded by the line limit', variant({ bvc: 1, stock: 5000 }), BASKET_LIMITS.maxLineQuantity],
    ['BVC 1 without stock', variant({ bvc: 1, stock: 0 }), 0],
    [
      'BVC 2 (later delivery) bounded by the line limit only',
      variant({ bvc: 2, stock: 0 }),
      BASKET_LIMITS.maxLineQuantity,
    ],
    ['BVC 3 not buyable', variant({ bvc: 3, stock: 9 }), 0],
    ['BVC 4 not buyable', variant({ bvc: 4, stock: 9 }), 0],
  ])('%s → %i', (_label, v, available) => {
    expect(availableQuantity(v)).toBe(available)
  })
})

describe('planAdd (spec 02 §4: the same variant and item group raise the quantity, else a new line)', () => {
  const lines = [line('a', 1, 2), line('b', 1, 1, '12345678')]

  it.each([
    [
      'same variant, no group → update a',
      { variantId: 1, itemGroupId: '', quantity: 3 },
      { ok: true, kind: 'update', key: 'a', quantity: 5 },
    ],
    [
      'same variant, same group → update b',
      { variantId: 1, itemGroupId: '12345678', quantity: 1 },
      { ok: true, kind: 'update', key: 'b', quantity: 2 },
    ],
    [
      'same variant, other group → new line',
      { variantId: 1, itemGroupId: '87654321', quantity: 1 },
      { ok: true, kind: 'insert', quantity: 1 },
    ],
    [
      'other variant → new line',
      { variantId: 2, itemGroupId: '', quantity: 4 },
      { ok: true, kind: 'insert', quantity: 4 },
    ],
  ])('%s', (_label, add, plan) => {
    expect(planAdd(lines, add, 10, limits)).toEqual(plan)
  })

  it.each([
    ['more than available on a new line', [], 6, 5, 'quantity 6 exceeds the available quantity 5'],
    [
      'more than available on the merged line',
      [line('a', 1, 4)],
      2,
      5,
      'quantity 6 exceeds the available quantity 5',
    ],
    ['more than the line limit', [], 11, 50, 'at most 10 pieces per line'],
    ['more than both line limit and available quantity', [], 11, 5, 'at most 10 pieces per line'],
    [
      'more than the basket limit',
      [line('x', 9, 10), line('y', 8, 9)],
      2,
      50,
      'at most 20 pieces per basket',
    ],
  ])('refuses %s (422)', (_label, existing, quantity, available, message) => {
    expect(planAdd(existing, { variantId: 1, itemGroupId: '', quantity }, available, limits)).toEqual({
      ok: false,
      status: 422,
      message,
    })
  })

  it('refuses a new line beyond the line count, but still merges into an existing one', () => {
    const full = [line('a', 1, 1), line('b', 2, 1), line('c', 3, 1)]
    expect(planAdd(full, { variantId: 4, itemGroupId: '', quantity: 1 }, 9, limits)).toEqual({
      ok: false,
      status: 422,
      message: 'at most 3 lines per basket',
    })
    expect(planAdd(full, { variantId: 3, itemGroupId: '', quantity: 1 }, 9, limits)).toMatchObject({
      ok: true,
      key: 'c',
    })
  })
})

describe('planQuantity (updateItem bounds: ≤ available, per line and per basket)', () => {
  const lines = [line('a', 1, 2), line('b', 2, 15)]

  it.each([
    [1, 9, { ok: true, quantity: 1 }],
    [5, 9, { ok: true, quantity: 5 }],
    [5, 4, { ok: false, status: 422, message: 'quantity 5 exceeds the available quantity 4' }],
    [11, 50, { ok: false, status: 422, message: 'at most 10 pieces per line' }],
    // 15 elsewhere + 6 = 21 > 20: the line's own old quantity does not count twice.
    [6, 50, { ok: false, status: 422, message: 'at most 20 pieces per basket' }],
    [5, 50, { ok: true, quantity: 5 }],
  ])('quantity %i with %i available → %j', (quantity, available, plan) => {
    expect(planQuantity(lines, 'a', quantity, available, limits)).toEqual(plan)
  })
})
