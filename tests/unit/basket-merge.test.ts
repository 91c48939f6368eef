import { describe, expect, it } from 'vitest'
import type { Limits } from '@/lib/basket/rules/lines'
import { mergeNotice, planMerge, type MergeLine } from '@/lib/basket/rules/merge'
import { planWishlistMerge } from '@/lib/wishlist/rules/merge'

/**
 * lib/basket/rules/merge and lib/wishlist/rules/merge: the plans of the guest → account merge of spec 02
 * §4 "User". Every guest line is an add as planAdd decides it, so the merge keeps the add's limits.
 */
const limits: Limits = { maxLineQuantity: 10, maxLines: 3, maxTotalQuantity: 20 }
const line = (
  key: string,
  variantId: number,
  quantity: number,
  itemGroupId = '',
  text?: string,
): MergeLine => ({
  key,
  variantId,
  productId: 100 + variantId,
  quantity,
  itemGroupId,
  itemGroup: itemGroupId ? { id: itemGroupId, isMainItem: true, isRequired: false } : null,
  customData: text ? { customText: { text1: text } } : {},
})
const plenty = () => 10
const plan = (account: MergeLine[], guest: MergeLine[], available = plenty) =>
  planMerge(account, guest, available, { limits, random: () => 87654321 })

describe('planMerge (spec 02 §4 User: guest basket into the account basket)', () => {
  it('moves every guest line whole into an empty account basket', () => {
    expect(plan([], [line('g1', 1, 2), line('g2', 2, 3, '11111111')])).toEqual({
      moves: [
        { guestKey: 'g1', quantity: 2 },
        { guestKey: 'g2', quantity: 3 },
      ],
      raises: [],
      joined: 0,
      reports: [],
    })
  })

  it('adds the pieces of the same variant and item group to the account line (spec 02 §4 Basket)', () => {
    const result = plan([line('a1', 1, 2, '55555555')], [line('g1', 1, 3, '55555555'), line('g2', 1, 1)])
    expect(result.raises).toEqual([{ accountKey: 'a1', quantity: 5 }])
    expect(result.moves).toEqual([{ guestKey: 'g2', quantity: 1 }])
    expect(result.joined).toBe(1)
  })

  it.each([
    ['the line limit', [line('a1', 1, 8)], line('g1', 1, 5), 10, 2, 'limit'],
    ['the available stock', [line('a1', 1, 1)], line('g1', 1, 5), 3, 2, 'unavailable'],
    ['the basket total', [line('a1', 1, 9), line('a2', 2, 9)], line('g1', 3, 4), 10, 2, 'limit'],
  ] as const)('caps at %s and reports it', (_label, account, guest, stock, taken, reason) => {
    const result = plan([...account], [guest], () => stock)
    const { productId, variantId, quantity: requested } = guest
    expect(result.reports).toEqual([{ productId, variantId, requested, taken, reason }])
  })

  it.each([
    ['a variant that cannot be bought', [], 0, 'unavailable'],
    ['a full basket (line count)', [line('a1', 1, 1), line('a2', 2, 1), line('a3', 3, 1)], 10, 'limit'],
    ['a line already at its limit', [line('a1', 4, 10)], 10, 'limit'],
  ] as const)('refuses a line for %s and reports taken 0', (_label, account, stock, reason) => {
    const result = plan([...account], [line('g1', 4, 2)], () => stock)
    expect(result.moves).toEqual([])
    expect(result.raises).toEqual([])
    expect(result.reports).toEqual([{ productId: 104, variantId: 4, requested: 2, taken: 0, reason }])
  })

  it('plans each guest line on the lines the earlier ones left (the basket total holds across them)', () => {
    const result = plan([line('a1', 1, 10)], [line('g1', 2, 6), line('g2', 3, 6)])
    expect(result.moves).toEqual([
      { guestKey: 'g1', quantity: 6 },
      { guestKey: 'g2', quantity: 4 },
    ])
    expect(result.reports.map((r) => [r.variantId, r.taken])).toEqual([[3, 4]])
  })

  it('keeps a guest engraving apart from an account engraving that drew the same group', () => {
    const result = plan([line('a1', 1, 1, '12345678', 'Anna')], [line('g1', 1, 1, '12345678', 'Ben')])
    expect(result.raises).toEqual([])
    expect(result.moves).toEqual([
      { guestKey: 'g1', quantity: 1, itemGroup: { id: '87654321', isMainItem: true, isRequired: false } },
    ])
  })

  it('joins an engraving of the same group and text', () => {
    const result = plan([line('a1', 1, 1, '12345678', 'Anna')], [line('g1', 1, 2, '12345678', 'Anna')])
    expect(result.raises).toEqual([{ accountKey: 'a1', quantity: 3 }])
  })
})

describe('mergeNotice (the shopper is told every cap and refusal)', () => {
  const report = { productId: 1, variantId: 2, requested: 5, name: 'Topf', reason: 'limit' as const }
  it('names the capped and refused keys of basket.merge', () => {
    expect(mergeNotice({ ...report, taken: 3 })).toEqual({
      key: 'merge.capped',
      reasonKey: 'reasons.limit',
      values: { name: 'Topf', taken: 3, requested: 5 },
    })
    expect(mergeNotice({ ...report, taken: 0 }).key).toBe('merge.refused')
  })
})

describe('planWishlistMerge (spec 02 §4 User: wishlists united)', () => {
  const entry = (key: string, productId: number, variantId: number | null = null) => ({
    key,
    productId,
    variantId,
  })

  it('moves only what the account has not saved: a product and its variant are different entries', () => {
    const result = planWishlistMerge(
      [entry('a1', 1), entry('a2', 2, 201)],
      [entry('g1', 1), entry('g2', 2), entry('g3', 2, 201), entry('g4', 3)],
    )
    expect(result).toEqual({ moveKeys: ['g2', 'g4'], alreadySaved: 2, overLimit: 0 })
  })

  it('stops at the list limit and counts the rest', () => {
    const result = planWishlistMerge([entry('a1', 1)], [entry('g1', 2), entry('g2', 3), entry('g3', 1)], 2)
    expect(result).toEqual({ moveKeys: ['g1'], alreadySaved: 1, overLimit: 1 })
  })
})
