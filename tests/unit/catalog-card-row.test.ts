// The card row of spec 02 §2 (lib/catalog/rules/view/card-row.ts): every text of a card formatted and
// translated where the page renders, with absent parts left out.
import { describe, expect, it } from 'vitest'
import { createTranslator } from 'next-intl'
import { toListingProduct } from '@/lib/catalog/rules/listing/listing-product'
import { cardRow } from '@/lib/catalog/rules/view/card-row'
import { starsFillRem, type CatalogTranslate } from '@/lib/catalog/rules/view/card-texts'
import { productCardView } from '@/lib/catalog/rules/view/product-card'
import type { Product } from '@/lib/catalog/rules/types'
import de from '@/messages/de/catalog.json'
import fr from '@/messages/fr/catalog.json'
import nl from '@/messages/nl/catalog.json'
import { plain, product, variant } from './catalog-fixtures'

const CATALOGS = { de, fr, nl }
const LOCALES = { de: 'de-DE', fr: 'fr-CH', nl: 'nl-NL' } as const

function row(extra: Partial<Product> = {}, language: keyof typeof CATALOGS = 'de') {
  const locale = LOCALES[language]
  const t = createTranslator({ locale, messages: { catalog: CATALOGS[language] }, namespace: 'catalog' })
  const listing = toListingProduct(product(extra))
  const view = productCardView(listing, { locale, flavour: { showNewBadge: true } })
  return cardRow(view, {
    href: '/de/p/kochtopf-1/',
    locale,
    lowestCents: listing.priceRange.min.withTax,
    t: t as unknown as CatalogTranslate,
  })
}

const RATED = {
  durchschnittBewertungen: { value: '4.7', label: '4.7' },
  anzahlBewertungen: { value: '17', label: '17' },
}

describe('card row (spec 02 §2)', () => {
  it('a plain product: address, name, brand, price and the add icon leading to the page; nothing absent is sent', () => {
    const r = row({ variants: [variant({ cents: 1999 }), variant({ cents: 1999 })] })
    expect(r).toEqual({
      id: 1,
      href: '/de/p/kochtopf-1/',
      name: 'Kochtopf',
      brand: 'Hauswelt',
      images: [],
      size: 340,
      lowestCents: 1999,
      imageMissing: expect.any(String),
      price: { current: expect.any(String), cents: 1999 },
      add: { label: 'Kochtopf in den Warenkorb' },
    })
    expect(plain(r.price!.current)).toBe('19,99 €')
    expect(JSON.stringify(r)).not.toMatch(/null|undefined/)
  })

  it('spec 02 §4: one buyable variant is added directly; sold out has no add icon but its label', () => {
    const single = variant({ id: 77, cents: 999 })
    expect(row({ variants: [single] }).add).toEqual({ label: 'Kochtopf in den Warenkorb', variantId: 77 })
    const sold = row({ isSoldOut: true })
    expect([sold.add, sold.soldOut, sold.soldOutLabel]).toEqual([undefined, true, 'Ausverkauft'])
  })

  it.each([
    ['de', '4,7 von 5 Sternen bei 17 Bewertungen'],
    ['fr', '4,7 sur 5 étoiles, 17 avis'],
    ['nl', '4,7 van 5 sterren, 17 beoordelingen'],
  ] as const)('spec 02 §5: the rating is read out in %s as "%s"', (language, label) => {
    expect(row({ attributes: RATED }, language).rating).toEqual({ label, fillRem: 5.1, count: 17 })
  })

  it.each([
    [0, 0],
    [1, 1],
    [2.5, 2.7],
    [4.7, 5.1],
    [5, 5.4],
  ])('spec 02 §5: stars rated %f fill to %f rem', (value, rem) => {
    expect(starsFillRem(value)).toBe(rem)
  })

  it('spec 02 §5: colour dots with their names; spec 01 §9: differing prices as a range without decimals', () => {
    const r = row({
      colorsList: [['rot'], ['blau', 'weiss']],
      variants: [variant({ cents: 2999 }), variant({ cents: 1999 })],
    })
    expect(r.colours?.dots.map((d) => d.title)).toEqual(['Rot', 'Blau / Weiß'])
    expect(r.colours?.dots[1]?.background).toMatch(/^conic-gradient\(/)
    expect(plain(r.price!.current)).toBe('19 € – 30 €')
  })

  it('spec 02 §3: badges are translated, with the list named', () => {
    const r = row({ isNew: true })
    expect(r.badges).toEqual({ label: 'Merkmale', items: [{ type: 'new', label: expect.any(String) }] })
    expect(r.badges!.items[0]!.label).not.toMatch(/badges\./)
  })
})
