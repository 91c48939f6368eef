import { describe, expect, it } from 'vitest'
import type { Variant } from '@/lib/catalog/rules/types'
import { FLAVOUR_RULES } from '@/lib/config/flavours'
import { wishlistAddPath, wishlistItemView, wishlistProductHref } from '@/lib/wishlist/rules/item-view'
import {
  clientWishlist,
  isProductSaved,
  itemKeysOfProduct,
  shownCount,
  toggleAction,
  withoutItems,
  withPendingProduct,
} from '@/lib/wishlist/rules/toggle'
import type { Wishlist, WishlistItem } from '@/lib/wishlist/rules/types'
import { plain, product, variant } from './catalog-fixtures'

const sized = (id: number, size: string, extra: Partial<Variant> = {}, bvc: 1 | 3 | 4 = 1): Variant => ({
  ...variant({ id, bvc }),
  attributes: { groesse: { value: size, label: size } },
  ...extra,
})

const pot = product({ id: 10, name: 'Kochtopf', variants: [sized(1001, '20 cm')] })
const towel = product({
  id: 20,
  name: 'Handtuch',
  variants: [sized(2001, '50 × 100 cm'), sized(2002, '70 × 140 cm')],
})

function wishlistOf(items: WishlistItem[]): Wishlist {
  return { key: 'wishlist_1_abc', items, count: items.length }
}
const saved = wishlistOf([
  { key: 'k1', variant: null, product: pot },
  { key: 'k2', variant: null, product: towel },
  { key: 'k3', variant: towel.variants[1] as Variant, product: towel },
])

describe('wishlist toggle (spec 02 §4: adds the product if absent, removes all matching items if present)', () => {
  it.each([
    ['a product saved once', 10, ['k1']],
    ['a product saved itself and as a variant: every entry', 20, ['k2', 'k3']],
    ['a product not saved', 30, []],
  ])('matching entries of %s', (_case, productId, keys) => {
    expect(itemKeysOfProduct(saved, productId)).toEqual(keys)
  })

  it('present → removes all matching entries', () => {
    expect(toggleAction(saved, 20)).toEqual({ kind: 'remove', productId: 20, itemKeys: ['k2', 'k3'] })
  })

  it('absent → adds the product (its id), or the variant when one is named', () => {
    expect(toggleAction(saved, 30)).toEqual({ kind: 'add', productId: 30, itemCreationId: 30 })
    expect(toggleAction(saved, 30, 3001)).toEqual({ kind: 'add', productId: 30, itemCreationId: 3001 })
    expect(toggleAction(undefined, 30)).toEqual({ kind: 'add', productId: 30, itemCreationId: 30 })
  })

  it('an add on its way counts and shows as saved until the server answers', () => {
    const before = clientWishlist(saved)
    const after = withPendingProduct(before, 30)
    expect(isProductSaved(before, 30)).toBe(false)
    expect(isProductSaved(after, 30)).toBe(true)
    expect(shownCount(before)).toBe(3)
    expect(shownCount(after)).toBe(4)
    expect(withPendingProduct(after, 30)).toBe(after)
    expect(withPendingProduct(before, 10)).toBe(before)
  })

  it("the server's answer drops pending adds it already holds", () => {
    expect(clientWishlist(saved, [10, 30]).pendingProductIds).toEqual([30])
  })

  it('a removal takes the entries out at once and recounts', () => {
    const after = withoutItems(clientWishlist(saved), ['k2', 'k3'])
    expect(after.items.map((i) => i.key)).toEqual(['k1'])
    expect(after.count).toBe(1)
    expect(shownCount(undefined)).toBe(0)
  })
})

const facts = { locale: 'de-DE', flavour: FLAVOUR_RULES.home }

describe('wishlist add to cart (spec 02 §4 add to cart from card or listing)', () => {
  const options = (p: typeof pot, item: Partial<WishlistItem> = {}) =>
    wishlistItemView({ key: 'k', variant: null, product: p, ...item }, facts).addPath

  it('one variant: added directly, with no variant line (its article number is not one, spec 01 §5)', () => {
    expect(options(pot)).toEqual({ kind: 'add', variantId: 1001, variantLabel: '' })
  })

  it('several variants: the shopper picks one in the dialog', () => {
    expect(options(towel)).toEqual({ kind: 'chooseVariant' })
  })

  it('a saved variant is added as it is, named by what sets it apart', () => {
    expect(options(towel, { variant: towel.variants[1] as Variant })).toEqual({
      kind: 'add',
      variantId: 2002,
      variantLabel: '70 × 140 cm',
    })
  })

  it('personalised: its product page with action=addToCart asks for the engraving', () => {
    const engraved = { ...towel, attributes: { personalisierterArtikel: { value: '1', label: 'ja' } } }
    expect(options(engraved)).toEqual({ kind: 'productPage' })
  })

  it('nothing buyable (or the saved variant sold out): no add', () => {
    const gone = { ...towel, variants: [sized(2001, 'S', {}, 4), sized(2002, 'M', {}, 3)] }
    expect(options(gone)).toEqual({ kind: 'unavailable' })
    expect(options(gone, { variant: gone.variants[0] as Variant })).toEqual({ kind: 'unavailable' })
  })

  it('several variants, one buyable: still asks (the shopper sees what is sold out)', () => {
    const one = [
      { id: 1, label: 'S', articleNumber: '1', buyable: false },
      { id: 2, label: 'M', articleNumber: '2', buyable: true },
    ]
    expect(wishlistAddPath({ product: towel, variant: null }, one)).toEqual({ kind: 'chooseVariant' })
  })
})

describe('wishlist item view', () => {
  it('names the saved variant, its price and availability; a saved product shows its own', () => {
    const view = wishlistItemView({ key: 'k3', variant: towel.variants[1] as Variant, product: towel }, facts)
    expect(view).toMatchObject({
      key: 'k3',
      productId: 20,
      variantLabel: '70 × 140 cm',
      variantReferenceKey: '2002_01',
      availability: 'available',
    })
    expect(plain(view.price.price)).toBe('19,99 €')
    expect(wishlistItemView({ key: 'k2', variant: null, product: towel }, facts).variantLabel).toBeNull()
  })

  it.each([
    [[1, 1], 'available'],
    [[4, 4], 'soldOut'],
    [[3, 4], 'unavailable'],
  ] as const)('variants with BVC %j → %s', (bvcs, availability) => {
    const p = { ...towel, variants: bvcs.map((bvc, i) => sized(5000 + i, `G${i}`, {}, bvc)) }
    expect(wishlistItemView({ key: 'k', variant: null, product: p }, facts).availability).toBe(availability)
  })
})

describe('wishlist product link (spec 02 §2 link rule)', () => {
  it.each([
    [null, false, '/de/p/handtuch-20/'],
    ['2002_01', false, '/de/p/handtuch-20/?variant=2002_01'],
    [null, true, '/de/p/handtuch-20/?action=addToCart'],
    ['2002_01', true, '/de/p/handtuch-20/?variant=2002_01&action=addToCart'],
  ])('variant %s, add %s → %s', (variantReferenceKey, add, href) => {
    expect(wishlistProductHref('/de/p/handtuch-20', { variantReferenceKey }, add)).toBe(href)
  })
})
