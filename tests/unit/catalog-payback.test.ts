import { describe, expect, it } from 'vitest'
import { itemPaybackPoints, paybackPoints } from '@/lib/catalog/rules/payback'
import type { PaybackItem } from '@/lib/catalog/rules/payback'

const item = (
  factor: number | null | undefined,
  unitPriceWithTax: number,
  quantity: number,
): PaybackItem => ({
  factor,
  unitPriceWithTax,
  quantity,
})

describe('payback points (spec 02 §9)', () => {
  it.each<[string, PaybackItem, number]>([
    ['factor 1, 12,99 €, 1 piece: 12.99 floored', item(1, 1299, 1), 12],
    ['factor 1, 12,99 €, 2 pieces: 25.98 floored', item(1, 1299, 2), 25],
    ['factor 2, 10,00 €, 3 pieces', item(2, 1000, 3), 60],
    ['factor 0.5, 9,99 €, 1 piece: 4.995 floored', item(0.5, 999, 1), 4],
    ['a binary fraction stays whole (0.29 × 1,00 € × 100 pieces = 29)', item(0.29, 100, 100), 29],
    ['positive but under 1: at least 1', item(1, 50, 1), 1],
    ['tiny but positive: at least 1', item(0.01, 1, 1), 1],
    ['factor 0: nothing', item(0, 1299, 1), 0],
    ['no factor: nothing', item(undefined, 1299, 1), 0],
    ['null factor: nothing', item(null, 1299, 1), 0],
    ['free item: nothing', item(1, 0, 1), 0],
    ['quantity 0: nothing', item(1, 1299, 0), 0],
    ['negative factor: nothing', item(-1, 1299, 1), 0],
  ])('spec 02 §9: %s → %i', (_case, i, points) => {
    expect(itemPaybackPoints(i)).toBe(points)
  })

  it('spec 02 §9: points are floored per item, then summed', () => {
    // 12.99 → 12 and 0.5 → 1: per-item rounding, not floor(13.49).
    expect(paybackPoints([item(1, 1299, 1), item(1, 50, 1)], true)).toBe(13)
  })

  it('spec 02 §3, §9: only where payback is on (Germany)', () => {
    expect(paybackPoints([item(1, 1299, 1)], false)).toBe(0)
    expect(paybackPoints([], true)).toBe(0)
  })
})
