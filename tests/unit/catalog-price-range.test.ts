import { describe, expect, it } from 'vitest'
import { differingPriceRange } from '@/lib/catalog/rules/price-differs'
import { toListingProduct } from '@/lib/catalog/rules/listing/listing-product'
import { productCardView } from '@/lib/catalog/rules/view/product-card'
import type { Product } from '@/lib/catalog/rules/types'
import { plain, product, price, variant } from './catalog-fixtures'

describe('price range of the compared variants (spec 02 §5 price-differs, spec 01 §9 range)', () => {
  it.each([
    ['one price', [variant({ cents: 1000 }), variant({ cents: 1000 })], null],
    [
      'two prices',
      [variant({ cents: 1000 }), variant({ cents: 2450 }), variant({ cents: 1500 })],
      { min: 1000, max: 2450 },
    ],
    [
      'BVC 3 and 4 are left out',
      [variant({ cents: 1000 }), variant({ cents: 300, bvc: 3 }), variant({ cents: 9000, bvc: 4 })],
      null,
    ],
    [
      'only stocked variants count while some have stock',
      [variant({ cents: 1000 }), variant({ cents: 5000, stock: 0 })],
      null,
    ],
    [
      'without stock anywhere every deliverable one counts',
      [variant({ cents: 1000, stock: 0 }), variant({ cents: 5000, stock: 0 })],
      { min: 1000, max: 5000 },
    ],
    ['no variants', [], null],
  ])('%s', (_case, variants, range) => {
    expect(differingPriceRange(variants)).toEqual(range)
  })
})

describe('product card price (spec 01 §9: a price range is shown without decimals)', () => {
  const card = (extra: Partial<Product>) =>
    productCardView(toListingProduct(product(extra)), { locale: 'de-DE', flavour: { showNewBadge: true } })

  it('gives the range in whole units, the lower bound down and the upper one up', () => {
    const view = card({ variants: [variant({ cents: 999 }), variant({ cents: 2001 })] })
    expect(
      view.priceRange && {
        ...view.priceRange,
        from: plain(view.priceRange.from),
        to: plain(view.priceRange.to),
      },
    ).toEqual({
      from: '9 €',
      to: '21 €',
      isRange: true,
    })
  })

  it('in the currency of the prices (CHF in Switzerland)', () => {
    const chf = (cents: number) => ({ ...variant({ cents }), price: price(cents, { currencyCode: 'CHF' }) })
    const view = productCardView(toListingProduct(product({ variants: [chf(1990), chf(2990)] })), {
      locale: 'de-CH',
      flavour: { showNewBadge: true },
    })
    expect(plain(`${view.priceRange?.from} – ${view.priceRange?.to}`)).toBe('CHF 19 – CHF 30')
  })

  it('has no range where the variants cost the same', () => {
    expect(card({ variants: [variant({ cents: 999 }), variant({ cents: 999 })] }).priceRange).toBeNull()
    expect(card({}).priceRange).toBeNull()
  })
})
