import { describe, expect, it } from 'vitest'
import { hasDifferentPrice } from '@/lib/catalog/rules/price-differs'
import { variant } from './catalog-fixtures'

describe('price-differs flag (spec 02 §5)', () => {
  it.each([
    ['one variant', [variant({ cents: 1000 })], false],
    ['all the same price', [variant({ cents: 1000 }), variant({ cents: 1000 })], false],
    ['two prices with stock', [variant({ cents: 1000 }), variant({ cents: 1200 })], true],
    [
      'a BVC 3 variant with another price is excluded',
      [variant({ cents: 1000 }), variant({ cents: 500, bvc: 3 })],
      false,
    ],
    [
      'a BVC 4 variant with another price is excluded',
      [variant({ cents: 1000 }), variant({ cents: 1500, bvc: 4 })],
      false,
    ],
    [
      'a BVC 2 variant with another price counts',
      [variant({ cents: 1000 }), variant({ cents: 1500, bvc: 2 })],
      true,
    ],
    [
      'a zero-stock variant with another price is ignored when others have stock',
      [variant({ cents: 1000, stock: 3 }), variant({ cents: 1500, stock: 0 })],
      false,
    ],
    [
      'all at zero stock: their prices are compared',
      [variant({ cents: 1000, stock: 0 }), variant({ cents: 1500, stock: 0 })],
      true,
    ],
    [
      'all at zero stock, one price',
      [variant({ cents: 1000, stock: 0 }), variant({ cents: 1000, stock: 0 })],
      false,
    ],
    [
      'only BVC 3 and 4 variants',
      [variant({ cents: 1000, bvc: 3 }), variant({ cents: 2000, bvc: 4 })],
      false,
    ],
    ['no variants', [], false],
  ])('spec 02 §5: %s → %s', (_case, variants, expected) => {
    expect(hasDifferentPrice(variants)).toBe(expected)
  })
})
