import { describe, expect, it } from 'vitest'
import { FLAVOUR_RULES } from '@/lib/config/flavours'
import { BADGE_MESSAGE_KEYS, badges, isBundle, productBadgeFacts } from '@/lib/catalog/rules/badges'
import type { BadgeFacts } from '@/lib/catalog/rules/badges'
import { product, variant } from './catalog-fixtures'

const none: BadgeFacts = { salePercent: null, promotion: null, isNew: false, isBundle: false, themes: [] }
const all: BadgeFacts = {
  salePercent: 20,
  promotion: { id: 'summer', label: 'Sommer-Aktion' },
  isNew: true,
  isBundle: true,
  themes: [
    { id: 'eco', label: 'Nachhaltig' },
    { id: 'made-in-de', label: 'Made in Germany' },
  ],
}

describe('product badges (spec 02 §3)', () => {
  it('spec 02 §3: every badge in fixed order: sale, promotion, new, bundle, themes', () => {
    expect(badges(all, FLAVOUR_RULES.home)).toEqual([
      { type: 'sale', id: 'sale', label: '-20%', labelIsMessageKey: false },
      { type: 'promotion', id: 'promotion-summer', label: 'Sommer-Aktion', labelIsMessageKey: false },
      { type: 'new', id: 'new', label: BADGE_MESSAGE_KEYS.new, labelIsMessageKey: true },
      { type: 'bundle', id: 'bundle', label: BADGE_MESSAGE_KEYS.bundle, labelIsMessageKey: true },
      { type: 'theme', id: 'theme-eco', label: 'Nachhaltig', labelIsMessageKey: false },
      { type: 'theme', id: 'theme-made-in-de', label: 'Made in Germany', labelIsMessageKey: false },
    ])
  })

  it.each([
    ['home', true],
    ['baby', true],
    ['bm', false],
  ] as const)(
    'spec 02 §3: the new badge in flavour %s → %s (not for the baby-market brand)',
    (flavour, shown) => {
      const types = badges({ ...none, isNew: true }, FLAVOUR_RULES[flavour]).map((b) => b.type)
      expect(types.includes('new')).toBe(shown)
    },
  )

  it('spec 02 §3: the other badges still show for bm', () => {
    expect(badges(all, FLAVOUR_RULES.bm).map((b) => b.type)).toEqual([
      'sale',
      'promotion',
      'bundle',
      'theme',
      'theme',
    ])
  })

  it.each<[string, Partial<BadgeFacts>, string[]]>([
    ['nothing to show', {}, []],
    ['sale of 4 %', { salePercent: 4 }, ['sale']],
    ['sale of 0 % shows nothing', { salePercent: 0 }, []],
    [
      'a theme listed twice shows once',
      {
        themes: [
          { id: 'eco', label: 'A' },
          { id: 'eco', label: 'A' },
        ],
      },
      ['theme-eco'],
    ],
  ])('spec 02 §3: %s', (_case, extra, ids) => {
    expect(badges({ ...none, ...extra }, FLAVOUR_RULES.home).map((b) => b.id)).toEqual(ids)
  })

  it.each<[string, Record<string, unknown>, boolean]>([
    ['vppArticle J', { vppArticle: 'J' }, true],
    ['vppArticle { value: J }', { vppArticle: { value: 'J', label: 'Ja' } }, true],
    ['vppArticle j in a list', { vppArticle: [{ value: 'j', label: 'ja' }] }, true],
    ['vppArticle N', { vppArticle: 'N' }, false],
    ['virtuelleBundles with entries', { virtuelleBundles: [{ id: 1, variantId: 77 }] }, true],
    ['virtuelleBundles as text', { virtuelleBundles: '4711,4712' }, true],
    ['virtuelleBundles empty list', { virtuelleBundles: [] }, false],
    ['virtuelleBundles empty text', { virtuelleBundles: ' ' }, false],
    ['virtuelleBundles empty value', { virtuelleBundles: { value: '', label: '' } }, false],
    ['neither', {}, false],
  ])('spec 01 §3, spec 02 §3: bundle from %s → %s', (_case, advancedAttributes, expected) => {
    expect(isBundle(product({ advancedAttributes }))).toBe(expected)
  })

  it('spec 02 §3: badge facts of a product take the sale percent of the current variant', () => {
    const p = product({
      sale: 30,
      isNew: true,
      promo: { id: 'p1', label: 'Aktion' },
      themes: [{ id: 'eco', label: 'Nachhaltig' }],
      advancedAttributes: { vppArticle: 'J' },
    })
    const onSale = variant({ cents: 750, price: { recommendedRetailPrice: 1000 } })
    const full = variant({ cents: 1000, price: { recommendedRetailPrice: 1000 } })
    expect(productBadgeFacts(p, onSale)).toEqual({
      salePercent: 25,
      promotion: { id: 'p1', label: 'Aktion' },
      isNew: true,
      isBundle: true,
      themes: [{ id: 'eco', label: 'Nachhaltig' }],
    })
    expect(productBadgeFacts(p, full).salePercent).toBeNull()
    expect(productBadgeFacts(p).salePercent).toBe(30)
    expect(productBadgeFacts(product()).promotion).toBeNull()
  })
})
