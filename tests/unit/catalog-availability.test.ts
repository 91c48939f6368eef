import { describe, expect, it } from 'vitest'
import {
  PREORDER_MIN_DAYS,
  availabilityFacts,
  hasBuyableVariant,
  hasNoDeliveryTime,
  isBuyable,
  isExcludedFromDefaultPick,
  isPreorder,
  isSoldOut,
} from '@/lib/catalog/rules/availability'
import type { Bvc } from '@/lib/catalog/rules/types'
import { variant } from './catalog-fixtures'

describe('availability code BVC (spec 01 §4)', () => {
  it.each<[Bvc, boolean, boolean, boolean, boolean]>([
    // bvc, buyable, no delivery time, sold out, excluded from default pick
    [1, true, false, false, false],
    [2, true, false, false, false],
    [3, false, true, false, true],
    [4, false, false, true, true],
  ])('spec 01 §4: BVC %i → buyable %s, no delivery time %s, sold out %s, excluded %s', (bvc, b, n, s, x) => {
    expect(isBuyable(bvc)).toBe(b)
    expect(hasNoDeliveryTime(bvc)).toBe(n)
    expect(isSoldOut(bvc)).toBe(s)
    expect(isExcludedFromDefaultPick(bvc)).toBe(x)
  })

  it.each<[Bvc, number, boolean]>([
    [2, 998, false],
    [2, 999, true],
    [2, 1000, true],
    [1, 999, false],
    [3, 999, false],
    [4, 999, false],
  ])('spec 01 §4: preorder is BVC 2 with daysTo ≥ 999 (BVC %i, %i days → %s)', (bvc, to, expected) => {
    expect(isPreorder({ bvc, deliveryDaysTo: to })).toBe(expected)
  })

  it('spec 01 §4: the preorder threshold is 999 days', () => {
    expect(PREORDER_MIN_DAYS).toBe(999)
  })

  it('spec 01 §3: the rules read availability.BVC and KQPRI.deliveryDaysTo of a variant', () => {
    expect(availabilityFacts(variant({ bvc: 2, to: 999 }))).toEqual({ bvc: 2, deliveryDaysTo: 999 })
  })

  it.each<[string, Bvc[], boolean]>([
    ['one buyable among sold out', [4, 1, 3], true],
    ['only BVC 3 and 4', [3, 4], false],
    ['no variants', [], false],
  ])('spec 01 §4: a product has a buyable variant — %s', (_case, codes, expected) => {
    expect(hasBuyableVariant(codes.map((bvc) => variant({ bvc })))).toBe(expected)
  })
})
