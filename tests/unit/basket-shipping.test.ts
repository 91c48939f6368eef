import { describe, expect, it } from 'vitest'
import { shippingConfigFromLayout } from '@/lib/basket/server/shipping-config'
import {
  FALLBACK_SHIPPING_CONFIG,
  progressFor,
  shippingKind,
  shippingSummary,
  tierFor,
  type ShippingConfig,
  type ShippingLine,
} from '@/lib/basket/rules/shipping'

const line = (totalWithTax: number, extra: Partial<ShippingLine> = {}): ShippingLine => ({
  totalWithTax,
  freeShipping: false,
  bulky: false,
  ...extra,
})

const tiered: ShippingConfig = {
  standard: [
    { costCents: 499, fromOrderValueCents: 0, label: 'Standard' },
    { costCents: 299, fromOrderValueCents: 3000 },
    { costCents: 0, fromOrderValueCents: 5000, label: 'Gratis' },
  ],
  freight: [{ costCents: 1499, fromOrderValueCents: 0 }],
}

describe('shipping cost of the basket (spec 02 §3 layout shipping configuration; fallback of spec 01 §9)', () => {
  it('falls back to standard 4,99 from order value 0,00 and freight 14,99', () => {
    expect(FALLBACK_SHIPPING_CONFIG).toEqual({
      standard: [{ costCents: 499, fromOrderValueCents: 0 }],
      freight: [{ costCents: 1499, fromOrderValueCents: 0 }],
    })
    expect(shippingSummary([line(1000)])).toEqual({
      kind: 'standard',
      costCents: 499,
      label: null,
      orderValueCents: 1000,
      progress: null,
    })
  })

  it.each([
    ['an empty basket ships nothing', [], null, 0],
    ['ordinary goods go standard', [line(1000)], 'standard', 499],
    ['one bulky item makes it freight', [line(1000), line(20000, { bulky: true })], 'freight', 1499],
    ['only free-shipping items ship free', [line(1000, { freeShipping: true })], 'free', 0],
    [
      'a free-shipping bulky item does not make the rest freight',
      [line(1000), line(20000, { bulky: true, freeShipping: true })],
      'standard',
      499,
    ],
  ] as const)('%s', (_label, lines, kind, cost) => {
    expect(shippingKind(lines)).toBe(kind)
    expect(shippingSummary(lines).costCents).toBe(cost)
  })

  it('counts free-shipping items into the order value', () => {
    expect(shippingSummary([line(1000), line(500, { freeShipping: true })]).orderValueCents).toBe(1500)
  })

  it.each([
    [0, 499, { nextCostCents: 299, fromOrderValueCents: 3000, missingCents: 3000, percent: 0 }],
    [1500, 499, { nextCostCents: 299, fromOrderValueCents: 3000, missingCents: 1500, percent: 50 }],
    [2999, 499, { nextCostCents: 299, fromOrderValueCents: 3000, missingCents: 1, percent: 99 }],
    [3000, 299, { nextCostCents: 0, fromOrderValueCents: 5000, missingCents: 2000, percent: 60 }],
    [5000, 0, null],
    [12000, 0, null],
  ])('order value %i pays %i with progress %j', (value, cost, progress) => {
    const summary = shippingSummary([line(value)], tiered)
    expect(summary.costCents).toBe(cost)
    expect(summary.progress).toEqual(progress)
  })

  it('reads tiers in any order and uses the first one below every threshold', () => {
    const shuffled = [...tiered.standard].reverse()
    expect(tierFor(shuffled, 4000)?.costCents).toBe(299)
    expect(tierFor([{ costCents: 399, fromOrderValueCents: 1000 }], 10)?.costCents).toBe(399)
    expect(tierFor([], 10)).toBeNull()
    expect(progressFor([], 10)).toBeNull()
  })

  it('carries the label of the reached tier, and uses the fallback when a kind has no tiers', () => {
    expect(shippingSummary([line(6000)], tiered).label).toBe('Gratis')
    expect(shippingSummary([line(10, { bulky: true })], { standard: [], freight: [] }).costCents).toBe(1499)
  })

  it('builds the configuration from the layout story’s shipping entries', () => {
    const layout = {
      shippingTiers: {
        standard: [
          { kind: 'standard' as const, costCents: 390, fromOrderValueCents: 0, label: 'Standard' },
          { kind: 'standard' as const, costCents: 0, fromOrderValueCents: 5000, label: 'Gratis' },
        ],
        freight: [{ kind: 'freight' as const, costCents: 2990, fromOrderValueCents: 0 }],
      },
    }
    const config = shippingConfigFromLayout(layout)
    expect(config).toEqual({
      standard: [
        { costCents: 390, fromOrderValueCents: 0, label: 'Standard' },
        { costCents: 0, fromOrderValueCents: 5000, label: 'Gratis' },
      ],
      freight: [{ costCents: 2990, fromOrderValueCents: 0 }],
    })
    // With a free tier ahead, the basket shows how much is missing (spec 02 §2 shipping cost progress).
    expect(shippingSummary([line(3000)], config).progress).toMatchObject({ missingCents: 2000, percent: 60 })
  })
})
