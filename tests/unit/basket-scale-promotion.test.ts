import { describe, expect, it } from 'vitest'
import { linePrice, withoutTaxAt } from '@/lib/basket/rules/pricing'
import {
  DEFAULT_PRICE_PROMOTION_KEY,
  pricePromotionKey,
  scaleSteps,
  scaleUnitPrice,
} from '@/lib/basket/rules/scale-promotion'
import type { Kqpri } from '@/lib/catalog/rules/types'
import { variant } from './catalog-fixtures'

const kqpri = (scales: Partial<Kqpri> = {}): Kqpri => ({
  BVC: 1,
  deliveryDaysFrom: 1,
  deliveryDaysTo: 3,
  priceReference: null,
  ...scales,
})
const threeScales = kqpri({
  scaleAmount1: 3,
  scalePrice1: 1799,
  scaleAmount2: 6,
  scalePrice2: 1599,
  scaleAmount3: 12,
  scalePrice3: 1399,
})

describe('quantity-scale promotion key (spec 02 §4: Promotion{threshold} of the highest threshold not above the quantity)', () => {
  it.each([
    [1, DEFAULT_PRICE_PROMOTION_KEY],
    [2, 'default'],
    [3, 'Promotion3'],
    [5, 'Promotion3'],
    [6, 'Promotion6'],
    [11, 'Promotion6'],
    [12, 'Promotion12'],
    [99, 'Promotion12'],
  ])('quantity %i → %s', (quantity, key) => {
    expect(pricePromotionKey(threeScales, quantity)).toBe(key)
  })

  it('is default for a variant without scale data', () => {
    expect(pricePromotionKey(kqpri(), 50)).toBe('default')
  })

  it('reads thresholds in any slot order and ignores slots without amount or price', () => {
    const shuffled = kqpri({
      scaleAmount1: 10,
      scalePrice1: 900,
      scaleAmount2: 4,
      scaleAmount3: 2,
      scalePrice3: 990,
    })
    expect(scaleSteps(shuffled)).toEqual([
      { threshold: 2, unitPriceWithTax: 990 },
      { threshold: 10, unitPriceWithTax: 900 },
    ])
    expect(pricePromotionKey(shuffled, 4)).toBe('Promotion2')
  })

  it.each([
    ['a zero threshold', { scaleAmount1: 0, scalePrice1: 500 }],
    ['a fractional threshold', { scaleAmount1: 2.5, scalePrice1: 500 }],
    ['a zero price', { scaleAmount1: 2, scalePrice1: 0 }],
  ])('ignores %s', (_label, scales) => {
    expect(pricePromotionKey(kqpri(scales), 10)).toBe('default')
  })
})

describe('line price follows the scale price (spec 02 §3 price.unit/total, §4, money in cents)', () => {
  const v = variant({ cents: 1999, kqpri: { scaleAmount1: 3, scalePrice1: 1799 } })

  it('charges the base price below the first threshold', () => {
    expect(scaleUnitPrice(v.KQPRI, 1999, 2)).toBe(1999)
    expect(linePrice(v, 2)).toEqual({
      unit: { withTax: 1999, withoutTax: v.price.withoutTax, currencyCode: 'EUR' },
      total: { withTax: 3998, withoutTax: v.price.withoutTax * 2, currencyCode: 'EUR' },
    })
  })

  it('charges the scale price from the threshold on, without tax at the variant’s VAT rate', () => {
    const price = linePrice(v, 3)
    expect(price.unit).toEqual({ withTax: 1799, withoutTax: withoutTaxAt(1799, 0.19), currencyCode: 'EUR' })
    expect(price.unit.withoutTax).toBe(1512)
    expect(price.total.withTax).toBe(5397)
    expect(Number.isInteger(price.total.withoutTax)).toBe(true)
  })

  it('takes a price without VAT as it is', () => {
    expect(withoutTaxAt(1000, 0)).toBe(1000)
  })
})
