import { describe, expect, it } from 'vitest'
import { toListingProduct } from '@/lib/catalog/rules/listing/listing-product'
import { cardAddToCartFacts } from '@/lib/catalog/rules/view/card-add-to-cart'
import { productCardView } from '@/lib/catalog/rules/view/product-card'
import type { Bvc, Product } from '@/lib/catalog/rules/types'
import { product, variant } from './catalog-fixtures'

const personalised = (flag: string) => ({
  personalisierterArtikel: { value: flag, label: 'Personalisierbar' },
})
const facts = (extra: Partial<Product>) => cardAddToCartFacts(toListingProduct(product(extra)))

describe('add to cart from a card (spec 02 §4 "Add to cart (from card or listing)")', () => {
  it.each<[string, Partial<Product>, boolean]>([
    ['one buyable variant → added directly', { variants: [variant({ bvc: 1 })] }, true],
    ['one preorderable variant (BVC 2) → added directly', { variants: [variant({ bvc: 2 })] }, true],
    ['more than one variant → its page', { variants: [variant(), variant()] }, false],
    ['personalised → its page', { variants: [variant()], attributes: personalised('1') }, false],
    ["personalised '0' → added directly", { variants: [variant()], attributes: personalised('0') }, true],
    ['no variant at all → its page', { variants: [] }, false],
  ])('%s', (_case, extra, direct) => {
    expect(facts(extra).singleBuyableVariant).toBe(direct)
  })

  it.each<Bvc>([3, 4])(
    'a lone variant that cannot be bought (BVC %i) → its page, not a refused add',
    (bvc) => {
      expect(facts({ variants: [variant({ bvc })] }).singleBuyableVariant).toBe(false)
    },
  )

  it('names the first variant by its id for the basket', () => {
    const first = variant({ id: 9001, referenceKey: '1234567_01' })
    expect(facts({ variants: [first, variant()] })).toEqual({
      firstVariantId: 9001,
      singleBuyableVariant: false,
    })
    expect(facts({ variants: [] })).toEqual({
      firstVariantId: null,
      singleBuyableVariant: false,
    })
  })

  it('the card view model carries the facts', () => {
    const view = productCardView(toListingProduct(product({ variants: [variant({ id: 77 })] })), {
      locale: 'de-DE',
      flavour: { showNewBadge: true },
    })
    expect(view).toMatchObject({ firstVariantId: 77, singleBuyableVariant: true })
  })
})
