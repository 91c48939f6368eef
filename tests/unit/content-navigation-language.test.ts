import { describe, expect, it } from 'vitest'
import { getMarket, type MarketCode } from '@/lib/config'
import type { Language } from '@/lib/config/markets'
import article from '@/content/stories/ratgeber/ordnung-in-der-kueche.json'
import documentation from '@/content/stories/documentation/pflege-und-reinigung.json'
import kitchen from '@/content/stories/kategorieseiten/kueche.json'
import kontakt from '@/content/stories/kontakt.json'
import kundenservice from '@/content/stories/kundenservice.json'
import { contentLanguageTargets, slugKey } from '@/lib/content/rules/navigation-language'
import { hreflangAlternates, marketAlternateTargets, type StoryPathFields } from '@/lib/content/rules/page'

/** A demo story as the content service answers it in the default language. */
const story = (fullSlug: string, file: { translated_slugs?: StoryPathFields['translated_slugs'] }) => ({
  full_slug: fullSlug,
  translated_slugs: file.translated_slugs,
})

describe('contentLanguageTargets: the language switch of a content page (spec 01 §2 translated slugs)', () => {
  it.each<[string, StoryPathFields, MarketCode, Partial<Record<Language, string>>]>([
    [
      'customer service',
      story('kundenservice', kundenservice),
      'de-ch',
      { de: '/de/kundenservice/', fr: '/fr/service-client/' },
    ],
    ['contact', story('kontakt', kontakt), 'fr-be', { fr: '/fr/contactez-nous/', nl: '/nl/contact/' }],
    [
      'category page',
      story('kategorieseiten/kueche', kitchen),
      'nl-be',
      { nl: '/nl/keuken/', fr: '/fr/cuisine/' },
    ],
    [
      'documentation',
      story('documentation/pflege-und-reinigung', documentation),
      'fr-ch',
      {
        fr: '/fr/documentation/entretien-et-nettoyage/',
        de: '/de/documentation/pflege-und-reinigung/',
      },
    ],
    ['home', { full_slug: 'home', translated_slugs: null }, 'de-ch', { de: '/de/', fr: '/fr/' }],
  ])('%s in %s', (_, fields, market, expected) => {
    expect(contentLanguageTargets(fields, getMarket(market).languages)).toEqual(expected)
  })

  it('an article read in French still leads to its German and Dutch paths', () => {
    const french = {
      full_slug: 'fr/les-inspirations/ordre-dans-la-cuisine',
      default_full_slug: 'ratgeber/ordnung-in-der-kueche',
      translated_slugs: article.translated_slugs,
    }
    expect(contentLanguageTargets(french, ['fr', 'de', 'nl'])).toEqual({
      fr: '/fr/les-inspirations/ordre-dans-la-cuisine/',
      de: '/de/ratgeber/ordnung-in-der-kueche/',
      nl: '/nl/magazine/orde-in-de-keuken/',
    })
  })

  it('names the same paths as the hreflang alternates', () => {
    for (const code of ['de-ch', 'fr-ch', 'fr-be', 'nl-be'] as const) {
      const market = getMarket(code)
      for (const fields of [
        story('kundenservice', kundenservice),
        story('kategorieseiten/kueche', kitchen),
      ]) {
        const alternates = hreflangAlternates(fields, marketAlternateTargets(market)).map((a) => a.href)
        expect(Object.values(contentLanguageTargets(fields, market.languages))).toEqual(alternates)
      }
    }
  })

  it('an unpublished translation shows the default slug; an unsafe slug leads to the home page', () => {
    const fields = {
      full_slug: 'a/../b',
      translated_slugs: [{ lang: 'fr', path: 'bon', published: false }],
    }
    expect(contentLanguageTargets(fields, ['de', 'fr'])).toEqual({ de: '/de/', fr: '/fr/' })
    expect(
      contentLanguageTargets(
        { full_slug: 'gut', translated_slugs: [{ lang: 'fr', path: 'bon', published: false }] },
        ['de', 'fr'],
      ),
    ).toEqual({ de: '/de/gut/', fr: '/fr/gut/' })
  })
})

describe('slugKey: is the switch computed for this page?', () => {
  it.each<[string | string[] | undefined, string]>([
    [['ratgeber', 'ordnung-in-der-kueche'], 'ratgeber/ordnung-in-der-kueche'],
    ['ratgeber/ordnung-in-der-kueche/', 'ratgeber/ordnung-in-der-kueche'],
    [['salon-et-s%C3%A9jour'], 'salon-et-séjour'],
    [['salon-et-séjour'], 'salon-et-séjour'],
    [['salon-et-se\u0301jour'], 'salon-et-séjour'],
    [['100%'], '100%'],
    [undefined, ''],
    [[], ''],
  ])('%j → %j', (slug, key) => {
    expect(slugKey(slug)).toBe(key)
  })
})
