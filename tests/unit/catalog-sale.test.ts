import { describe, expect, it } from 'vitest'
import { SALE_THRESHOLD } from '@/lib/config/constants'
import { isSale, referencePriceCents, saleComparison, saleFacts, salePercent } from '@/lib/catalog/rules/sale'
import type { SaleFacts } from '@/lib/catalog/rules/sale'
import { variant } from './catalog-fixtures'

const facts = (price: number, rrp: number | null, ref: number | null = null): SaleFacts => ({
  price,
  recommendedRetailPrice: rrp,
  referencePrice: ref,
})

describe('sale price display (spec 02 §9: at most 96 % of the recommended retail or reference price)', () => {
  it('spec 02 §9: the threshold is 96 %', () => {
    expect(SALE_THRESHOLD).toBe(0.96)
  })

  it.each<[string, SaleFacts, boolean]>([
    ['exactly 96 % of the RRP', facts(960, 1000), true],
    ['1 cent above 96 % of the RRP', facts(961, 1000), false],
    ['1 cent below 96 % of the RRP', facts(959, 1000), true],
    ['96 % of an RRP where 0.96 × cents is not exact in binary (2499 → 2399.04)', facts(2399, 2499), true],
    ['just above 96 % of 2499', facts(2400, 2499), false],
    ['exactly 96 % of the reference price', facts(4800, null, 5000), true],
    ['just above 96 % of the reference price', facts(4801, null, 5000), false],
    ['RRP not reached but reference price is', facts(980, 1000, 1100), true],
    ['equal to the RRP', facts(1000, 1000), false],
    ['above the RRP', facts(1200, 1000), false],
    ['no comparison price', facts(1000, null, null), false],
    ['a zero RRP is no comparison', facts(0, 0), false],
  ])('spec 02 §9: %s → sale %s', (_case, f, expected) => {
    expect(isSale(f)).toBe(expected)
  })

  it.each<[string, SaleFacts, ReturnType<typeof saleComparison>]>([
    [
      'exactly 96 % gives 4 %',
      facts(960, 1000),
      { against: 'recommendedRetailPrice', compareCents: 1000, percent: 4 },
    ],
    ['half price', facts(1000, 2000), { against: 'recommendedRetailPrice', compareCents: 2000, percent: 50 }],
    [
      'both qualify: the RRP is used',
      facts(500, 1000, 2000),
      { against: 'recommendedRetailPrice', compareCents: 1000, percent: 50 },
    ],
    [
      'only the reference qualifies',
      facts(900, 920, 1200),
      { against: 'referencePrice', compareCents: 1200, percent: 25 },
    ],
    [
      'percent is rounded (33.3 → 33)',
      facts(2000, 2999),
      { against: 'recommendedRetailPrice', compareCents: 2999, percent: 33 },
    ],
    ['not a sale', facts(990, 1000), null],
  ])('spec 02 §3, §9: %s', (_case, f, expected) => {
    expect(saleComparison(f)).toEqual(expected)
  })

  it.each([
    [960, 1000, 4],
    [0, 1000, 100],
    [999, 1000, 0],
    [100, 0, 0],
  ])('spec 02 §3: sale percent of %i against %i is %i', (price, compare, percent) => {
    expect(salePercent(price, compare)).toBe(percent)
  })

  it.each<[string | null | undefined, number | null]>([
    ['1299', 1299],
    [' 1299 ', 1299],
    ['12.99', 1299],
    ['12,99', 1299],
    ['12,5', 1250],
    ['', null],
    [null, null],
    [undefined, null],
    ['abc', null],
    ['-100', null],
  ])('spec 02 §3: KQPRI.priceReference %o is %o cents', (raw, cents) => {
    expect(referencePriceCents(raw)).toBe(cents)
  })

  it('spec 02 §3: a variant’s sale facts come from its price and KQPRI.priceReference', () => {
    const v = variant({
      cents: 960,
      price: { recommendedRetailPrice: 1000 },
      kqpri: { priceReference: '1100' },
    })
    expect(saleFacts(v)).toEqual({ price: 960, recommendedRetailPrice: 1000, referencePrice: 1100 })
  })
})
