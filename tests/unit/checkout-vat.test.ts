import { describe, expect, it } from 'vitest'
import { MARKET_DEFINITIONS } from '@/lib/config/markets'
import { netOf, spreadCents, VAT_RATES, vatBreakdown, vatRate, vatTotal } from '@/lib/checkout/rules/vat'

describe('VAT rates per country and class (issue 11 item 2, markets of spec 01 §1)', () => {
  it('has rates for the country of every market (spec 01 §1)', () => {
    for (const market of MARKET_DEFINITIONS) expect(VAT_RATES).toHaveProperty(market.country)
  })

  it.each([
    ['de', 'standard', 19],
    ['de', 'reduced', 7],
    ['AT', 'standard', 20],
    ['at', 'reduced', 10],
    ['ch', 'standard', 8.1],
    ['ch', 'reduced', 2.6],
    ['be', 'standard', 21],
    ['be', 'reduced', 6],
    ['nl', 'standard', 21],
    ['nl', 'reduced', 9],
    ['fr', 'standard', 20],
    ['fr', 'reduced', 5.5],
  ] as const)('%s %s is %s %%', (country, vatClass, rate) => {
    expect(vatRate(country, vatClass)).toBe(rate)
  })

  it('refuses a country no market is in', () => expect(() => vatRate('it', 'standard')).toThrow())
})

describe('net of a gross amount', () => {
  it.each([
    [119, 19, 100],
    [107, 7, 100],
    [1200, 20, 1000],
    [1210, 21, 1000],
    [1090, 9, 1000],
    [1055, 5.5, 1000],
    [10000, 8.1, 9251],
    [1026, 2.6, 1000],
    [0, 19, 0],
    [1, 19, 1],
  ])('%i cents at %s %% → net %i', (gross, rate, net) => expect(netOf(gross, rate)).toBe(net))
})

describe('spreading an amount in proportion (largest remainder)', () => {
  it.each([
    [499, [3998, 1047], [395, 104]],
    [500, [3998, 1047], [396, 104]],
    [100, [1, 1, 1], [34, 33, 33]],
    [1, [1, 1], [1, 0]],
    [0, [5, 7], [0, 0]],
    [-10, [1, 1, 1], [-4, -3, -3]],
    [499, [0, 0], [499, 0]],
    [499, [], []],
  ])('%i over %j → %j, summing exactly', (amount, weights, parts) => {
    const result = spreadCents(amount, weights)
    expect(result).toEqual(parts)
    if (weights.length) expect(result.reduce((a, b) => a + b, 0)).toBe(amount)
  })
})

describe('vatBreakdown: shipping and discounts taxed like the goods (issue 11 item 2)', () => {
  it('groups the lines per rate, highest rate first', () => {
    expect(
      vatBreakdown([
        { rate: 7, grossCents: 107 },
        { rate: 19, grossCents: 119 },
        { rate: 19, grossCents: 238 },
      ]),
    ).toEqual([
      { rate: 19, grossCents: 357, netCents: 300, vatCents: 57 },
      { rate: 7, grossCents: 107, netCents: 100, vatCents: 7 },
    ])
  })

  it('de-de: spreads 4.99 shipping and a 5.00 voucher over 19 % and 7 % by the goods gross', () => {
    const parts = vatBreakdown(
      [
        { rate: 19, grossCents: 3998 },
        { rate: 7, grossCents: 1047 },
      ],
      { shippingGrossCents: 499, discountGrossCents: 500 },
    )
    expect(parts).toEqual([
      { rate: 19, grossCents: 3997, netCents: 3359, vatCents: 638 },
      { rate: 7, grossCents: 1047, netCents: 979, vatCents: 68 },
    ])
    expect(parts.reduce((s, p) => s + p.grossCents, 0)).toBe(3998 + 1047 + 499 - 500)
    expect(vatTotal(parts)).toBe(706)
  })

  it.each([
    ['at', 20, 10, 2400, 1100, 590],
    ['ch', 8.1, 2.6, 10810, 1026, 990],
    ['be', 21, 6, 1210, 1060, 990],
    ['nl', 21, 9, 1210, 1090, 490],
    ['fr', 20, 5.5, 1200, 1055, 0],
  ])('%s: gross of every part sums to goods plus shipping', (_c, standard, reduced, a, b, shipping) => {
    const parts = vatBreakdown(
      [
        { rate: standard, grossCents: a },
        { rate: reduced, grossCents: b },
      ],
      { shippingGrossCents: shipping },
    )
    expect(parts.map((p) => p.rate)).toEqual([standard, reduced])
    expect(parts.reduce((s, p) => s + p.grossCents, 0)).toBe(a + b + shipping)
    for (const p of parts) expect(p.netCents + p.vatCents).toBe(p.grossCents)
  })

  it('one rate takes all the shipping; no lines, no parts', () => {
    expect(vatBreakdown([{ rate: 19, grossCents: 1000 }], { shippingGrossCents: 499 })).toEqual([
      { rate: 19, grossCents: 1499, netCents: 1260, vatCents: 239 },
    ])
    expect(vatBreakdown([])).toEqual([])
  })
})
