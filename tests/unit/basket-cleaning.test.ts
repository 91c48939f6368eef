import { describe, expect, it, vi } from 'vitest'
import { cleanItems, partitionBuyable, withTries } from '@/lib/basket/rules/cleaning'
import { isLineBuyable } from '@/lib/basket/rules/lines'
import { product, variant } from './catalog-fixtures'

const failing = (times: number) => {
  let calls = 0
  return vi.fn(async () => {
    calls += 1
    if (calls <= times) throw new Error(`try ${calls} failed`)
  })
}

describe('basket clean-up retries (spec 02 §4: non-buyable items removed, up to 3 tries each)', () => {
  it.each([
    [0, true, 1],
    [1, true, 2],
    [2, true, 3],
    [3, false, 3],
    [10, false, 3],
  ])('a removal that fails %i times: succeeded %s after %i tries', async (failures, ok, tries) => {
    const attempt = failing(failures)
    const onGiveUp = vi.fn()
    expect(await withTries(attempt, undefined, onGiveUp)).toBe(ok)
    expect(attempt).toHaveBeenCalledTimes(tries)
    expect(onGiveUp).toHaveBeenCalledTimes(ok ? 0 : 1)
    if (!ok) expect(onGiveUp.mock.calls[0]?.[0]).toEqual(new Error('try 3 failed'))
  })

  it('keeps buyable items, removes the others and reports removed and failed ones apart', async () => {
    const items = ['keep-1', 'gone-ok', 'keep-2', 'gone-flaky', 'gone-stuck']
    const removals: Record<string, () => Promise<void>> = {
      'gone-ok': failing(0),
      'gone-flaky': failing(2),
      'gone-stuck': failing(3),
    }
    const remove = vi.fn((item: string) => removals[item]!())
    const gaveUp = vi.fn()
    const result = await cleanItems(items, (i) => i.startsWith('keep'), remove, 3, gaveUp)
    expect(result).toEqual({
      kept: ['keep-1', 'keep-2'],
      removed: ['gone-ok', 'gone-flaky'],
      failed: ['gone-stuck'],
    })
    expect(remove).toHaveBeenCalledTimes(1 + 3 + 3)
    expect(gaveUp).toHaveBeenCalledWith('gone-stuck', new Error('try 3 failed'))
  })

  it('touches nothing when every item is buyable', async () => {
    const remove = vi.fn(async () => undefined)
    expect(await cleanItems([1, 2], () => true, remove)).toEqual({ kept: [1, 2], removed: [], failed: [] })
    expect(remove).not.toHaveBeenCalled()
    expect(partitionBuyable([1, 2, 3], (n) => n !== 2)).toEqual({ keep: [1, 3], remove: [2] })
  })

  it.each([
    ['a BVC 1 variant in stock', product(), variant({ bvc: 1, stock: 2 }), true],
    ['a BVC 2 variant (delivered later) without stock', product(), variant({ bvc: 2, stock: 0 }), true],
    ['a BVC 1 variant without stock', product(), variant({ bvc: 1, stock: 0 }), false],
    ['a BVC 3 variant', product(), variant({ bvc: 3 }), false],
    ['a BVC 4 (sold out) variant', product(), variant({ bvc: 4 }), false],
    ['an inactive product', product({ isActive: false }), variant(), false],
    ['a product gone from the catalog', undefined, variant(), false],
    ['a variant gone from the catalog', product(), undefined, false],
  ])('a line with %s is buyable: %s', (_label, p, v, buyable) => {
    expect(isLineBuyable(p, v)).toBe(buyable)
  })
})
