import { describe, expect, it } from 'vitest'
import { toListingProduct } from '@/lib/catalog/rules/listing/listing-product'
import { PRODUCT_SELECTION, parseProductIds } from '@/lib/catalog/server/listing/product-selection'
import { showCardHint } from '@/lib/catalog/rules/view/card-hint'
import { CARD_IMAGE_SIZE, productCardView } from '@/lib/catalog/rules/view/product-card'
import type { Product } from '@/lib/catalog/rules/types'
import { plain, product, variant } from './catalog-fixtures'

const card = (extra: Partial<Product> = {}, showNewBadge = true) =>
  productCardView(toListingProduct(product(extra)), { locale: 'de-DE', flavour: { showNewBadge } })
const img = (n: number) => ({ src: `/images/catalog/1-${n}.webp` })

describe('product card (spec 02 §2, §3, §5)', () => {
  it.each([
    [0, false, CARD_IMAGE_SIZE.single],
    [1, false, 340],
    [2, true, 346],
    [5, true, 346],
  ])('spec 02 §2: %i images → slider %s, image size %i', (count, slider, size) => {
    const view = card({ images: Array.from({ length: count }, (_, i) => img(i)) })
    expect([view.hasSlider, view.imageSize]).toEqual([slider, size])
  })

  it.each([
    [{ id: 42, name: 'Kochtopf Tessin', seoUrl: '' }, 'kochtopf-tessin-42'],
    [{ id: 42, name: 'Kochtopf Tessin', seoUrl: 'topf-tessin-edelstahl' }, 'topf-tessin-edelstahl-42'],
    [{ id: 7, name: 'Grüße, 3/4 Maß', seoUrl: '  ' }, 'gruesse-3-4-mass-7'],
  ])("spec 02 §2: the product's own address, else name and number: %j → %s", (extra, pdp) => {
    expect(card(extra).pdp).toBe(pdp)
  })

  it.each([
    [{ isSoldOut: true }, true],
    [{ variants: [variant({ bvc: 4 }), variant({ bvc: 4 })] }, true],
    [{ variants: [variant({ bvc: 4 }), variant({ bvc: 3 })] }, false],
    [{ variants: [variant({ bvc: 1 })] }, false],
  ])('spec 01 §4: sold out %j → %s', (extra, soldOut) => {
    expect(card(extra).soldOut).toBe(soldOut)
  })

  it('spec 01 §4: the price is the cheapest available variant, "from" when prices differ (spec 02 §5)', () => {
    const view = card({
      variants: [variant({ cents: 2999 }), variant({ cents: 1999 }), variant({ cents: 999, bvc: 4 })],
    })
    expect(plain(view.price?.price ?? '')).toBe('19,99 €')
    expect(view.price?.hasDifferentPrice).toBe(true)
  })

  it('spec 02 §3: badges follow the flavour (no "new" for bm), colour dots only with more than one set', () => {
    expect(card({ isNew: true }).badges.map((b) => b.type)).toEqual(['new'])
    expect(card({ isNew: true }, false).badges).toEqual([])
    expect(card({ colorsList: [['rot']] }).colourDots).toBeNull()
    expect(card({ colorsList: [['rot'], ['blau']] }).colourDots?.dots).toHaveLength(2)
  })

  it('spec 02 §3: rating, sub-brand and personalised item from the attributes', () => {
    const view = card({
      attributes: {
        durchschnittBewertungen: { value: '4.2', label: '4.2' },
        anzahlBewertungen: { value: '17', label: '17' },
        subbrand: { value: 'profi', label: 'Kochkunst Profi' },
        personalisierterArtikel: { value: '1', label: 'ja' },
      },
    })
    expect([view.rating, view.subbrand, view.personalised]).toEqual([
      { value: 4.2, quantity: 17 },
      'Kochkunst Profi',
      true,
    ])
  })
})

describe('first-card hint bounce (spec 02 §2, §4)', () => {
  const ok = { hint: true, reducedMotion: false, consentVisible: false, inView: true, swiped: false }
  it.each([
    [ok, true],
    [{ ...ok, hint: false }, false],
    [{ ...ok, reducedMotion: true }, false],
    [{ ...ok, consentVisible: true }, false],
    [{ ...ok, inView: false }, false],
    [{ ...ok, swiped: true }, false],
  ])('%j → %s', (state, expected) => {
    expect(showCardHint(state)).toBe(expected)
  })
})

describe('product ids of product list and slider blocks (spec 02 §2)', () => {
  it.each([
    ['100302, 100305', [100302, 100305]],
    ['100302\n100305;100302', [100302, 100305]],
    [
      [100302, '100305', ' 7 '],
      [100302, 100305, 7],
    ],
    ['abc, 0, -4, 1.5, 99999999999', []],
    [undefined, []],
    [{ ids: [1] }, []],
  ])('%j → %j', (raw, ids) => {
    expect(parseProductIds(raw)).toEqual(ids)
  })

  it(`keeps at most ${PRODUCT_SELECTION.max}`, () => {
    expect(parseProductIds(Array.from({ length: 40 }, (_, i) => i + 1))).toHaveLength(PRODUCT_SELECTION.max)
  })
})
