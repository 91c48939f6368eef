import { describe, expect, it } from 'vitest'
import { centsToAmount, formatMoney, formatPriceRange } from '@/lib/catalog/rules/money'
import type { MoneyFormat } from '@/lib/catalog/rules/money'
import { priceDisplay } from '@/lib/catalog/rules/price-display'
import { scalePrices } from '@/lib/catalog/rules/scale-prices'
import { unitLabel, unitPrice } from '@/lib/catalog/rules/unit-price'
import type { Kqpri } from '@/lib/catalog/rules/types'
import { plain, variant } from './catalog-fixtures'

const DE: MoneyFormat = { locale: 'de-DE', currency: 'EUR' }
const CH: MoneyFormat = { locale: 'de-CH', currency: 'CHF' }
const BE: MoneyFormat = { locale: 'fr-BE', currency: 'EUR' }
const NL: MoneyFormat = { locale: 'nl-NL', currency: 'EUR' }

describe('money display (spec 01 §9)', () => {
  it.each([
    [1299, 12.99],
    [0, 0],
    [5, 0.05],
    [100000, 1000],
  ])('spec 01 §9: %i cents are %d after dividing by 100', (cents, amount) => {
    expect(centsToAmount(cents)).toBe(amount)
  })

  it.each<[number, MoneyFormat, string]>([
    [1299, DE, '12,99 €'],
    [1200, DE, '12,00 €'],
    [123450, DE, '1.234,50 €'],
    [1299, CH, 'CHF 12.99'],
    [123450, CH, "CHF 1'234.50"],
    [1299, BE, '12,99 €'],
    [1299, NL, '€ 12,99'],
    [0, DE, '0,00 €'],
  ])('spec 01 §9: %i cents with 2 decimals in %o → %s', (cents, format, expected) => {
    expect(plain(formatMoney(cents, format))).toBe(expected)
  })

  it.each<[number, number, MoneyFormat, { from: string; to: string; isRange: boolean }]>([
    [999, 2999, DE, { from: '9 €', to: '30 €', isRange: true }],
    [1000, 2000, DE, { from: '10 €', to: '20 €', isRange: true }],
    [1050, 1050, DE, { from: '11 €', to: '11 €', isRange: false }],
    [1049, 1049, DE, { from: '10 €', to: '10 €', isRange: false }],
    [999, 2001, CH, { from: 'CHF 9', to: 'CHF 21', isRange: true }],
    [2999, 999, BE, { from: '9 €', to: '30 €', isRange: true }],
  ])(
    'spec 01 §9: a price range %i–%i is shown without decimals, enclosing the real prices',
    (a, b, f, expected) => {
      const range = formatPriceRange(a, b, f)
      expect({ ...range, from: plain(range.from), to: plain(range.to) }).toEqual(expected)
    },
  )
})

describe('unit price (spec 01 §9 unit labels, spec 02 §3 unitPrice)', () => {
  it.each([
    ['LI', 'l'],
    ['QM', 'm²'],
    ['li', 'l'],
    ['KG', 'kg'],
    ['M', 'm'],
  ])('spec 01 §9: unit %s is shown as %s', (code, label) => {
    expect(unitLabel(code)).toBe(label)
  })

  it.each([
    ['LI, 1 l', { withTax: 399, unit: 'LI', size: 1 }, DE, { price: '3,99 €', amount: '1', unit: 'l' }],
    ['QM, 1 m²', { withTax: 2490, unit: 'QM', size: 1 }, DE, { price: '24,90 €', amount: '1', unit: 'm²' }],
    [
      'LI, 0.75 l',
      { withTax: 532, unit: 'LI', size: 0.75 },
      BE,
      { price: '5,32 €', amount: '0,75', unit: 'l' },
    ],
    ['LI in CHF', { withTax: 450, unit: 'LI', size: 1 }, CH, { price: 'CHF 4.50', amount: '1', unit: 'l' }],
  ])('spec 02 §3: %s → "price / amount unit"', (_case, reference, format, expected) => {
    const shown = unitPrice(reference, format)
    expect(shown && { ...shown, price: plain(shown.price) }).toEqual(expected)
  })

  it.each([
    ['no reference', null],
    ['zero price', { withTax: 0, unit: 'LI', size: 1 }],
    ['zero size', { withTax: 399, unit: 'LI', size: 0 }],
    ['no unit', { withTax: 399, unit: '', size: 1 }],
  ])('spec 02 §3: %s → no unit price', (_case, reference) => {
    expect(unitPrice(reference, DE)).toBeNull()
  })
})

describe('scale prices (spec 02 §3 KQPRI, spec 02 §9 at most 3)', () => {
  const base: Kqpri = { BVC: 1, deliveryDaysFrom: 1, deliveryDaysTo: 3, priceReference: null }

  it('spec 02 §3: three thresholds in rising quantity, whatever their slot', () => {
    const kqpri: Kqpri = {
      ...base,
      scaleAmount1: 10,
      scalePrice1: 799,
      scaleUnit1: 'ST',
      scaleAmount2: 3,
      scalePrice2: 899,
      scaleAmount3: 5,
      scalePrice3: 849,
      scaleUnit3: 'ST',
    }
    expect(scalePrices(kqpri, DE).map((s) => ({ ...s, price: plain(s.price) }))).toEqual([
      { minQuantity: 3, cents: 899, price: '8,99 €', unit: null },
      { minQuantity: 5, cents: 849, price: '8,49 €', unit: 'st' },
      { minQuantity: 10, cents: 799, price: '7,99 €', unit: 'st' },
    ])
  })

  it.each<[string, Partial<Kqpri>, number[]]>([
    ['no scale data', {}, []],
    ['one threshold', { scaleAmount1: 2, scalePrice1: 950 }, [2]],
    ['a slot without price is unused', { scaleAmount1: 2, scaleAmount2: 4, scalePrice2: 900 }, [4]],
    [
      'a zero amount is unused',
      { scaleAmount1: 0, scalePrice1: 900, scaleAmount2: 6, scalePrice2: 800 },
      [6],
    ],
    ['a zero price is unused', { scaleAmount1: 2, scalePrice1: 0 }, []],
  ])('spec 02 §3: %s', (_case, extra, quantities) => {
    expect(scalePrices({ ...base, ...extra }, DE).map((s) => s.minQuantity)).toEqual(quantities)
  })
})

describe('price display options (spec 02 §3)', () => {
  it('spec 02 §3, §9: a sale variant with unit and scale prices, in the price’s own currency', () => {
    const v = variant({
      cents: 960,
      price: {
        recommendedRetailPrice: 1000,
        reference: { withTax: 1920, unit: 'LI', size: 1 },
        currencyCode: 'CHF',
      },
      kqpri: { priceReference: '1100', scaleAmount1: 3, scalePrice1: 900 },
    })
    const shown = priceDisplay(v, { locale: 'de-CH' })
    expect(plain(shown.price)).toBe('CHF 9.60')
    expect(shown.currencyCode).toBe('CHF')
    expect(shown.sale).toMatchObject({ against: 'recommendedRetailPrice', compareCents: 1000, percent: 4 })
    expect(plain(shown.sale?.comparePrice ?? '')).toBe('CHF 10.00')
    expect(plain(shown.recommendedRetailPrice ?? '')).toBe('CHF 10.00')
    expect(plain(shown.referencePrice ?? '')).toBe('CHF 11.00')
    expect(shown.unitPrice).toMatchObject({ amount: '1', unit: 'l' })
    expect(shown.scalePrices.map((s) => s.minQuantity)).toEqual([3])
    expect(shown.hasDifferentPrice).toBe(false)
  })

  it('spec 02 §3: no sale, no comparison prices', () => {
    const shown = priceDisplay(variant({ cents: 1999 }), { locale: 'de-DE' })
    expect(shown).toMatchObject({
      cents: 1999,
      sale: null,
      recommendedRetailPrice: null,
      referencePrice: null,
      unitPrice: null,
    })
    expect(plain(shown.price)).toBe('19,99 €')
  })

  it('spec 02 §3, §5: hasDifferentPrice comes from the product’s variants', () => {
    const v = variant({ cents: 1000 })
    const shown = priceDisplay(v, { locale: 'de-DE', variants: [v, variant({ cents: 1200 })] })
    expect(shown.hasDifferentPrice).toBe(true)
  })
})
