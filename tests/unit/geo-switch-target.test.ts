import { describe, expect, it } from 'vitest'
import type { Language } from '@/lib/config/markets'
import {
  countrySwitchUrl,
  marketForCountry,
  switchPath,
  targetLanguage,
  type PickerMarket,
} from '@/lib/geo/rules/switch-target'

// Spec 02 §2 "Country picker overlay": choosing a country stores the choice; if it differs from the
// current one, the visitor leaves for that country's shop link, keeping the current path and query.
const market = (code: string, country: string, languages: Language[], domain = `${code}.localhost`) => ({
  code,
  country,
  languages,
  domain,
})
const MARKETS: PickerMarket[] = [
  market('de-de', 'de', ['de']),
  market('de-at', 'at', ['de']),
  market('de-ch', 'ch', ['de', 'fr']),
  market('fr-ch', 'ch', ['fr', 'de']),
  market('fr-be', 'be', ['fr', 'nl']),
  market('nl-be', 'be', ['nl', 'fr']),
  market('nl-nl', 'nl', ['nl']),
]

describe("a country's shop", () => {
  it.each<[string, Language, string | null]>([
    ['ch', 'de', 'de-ch'],
    ['ch', 'fr', 'fr-ch'],
    ['ch', 'nl', 'de-ch'],
    ['be', 'nl', 'nl-be'],
    ['be', 'fr', 'fr-be'],
    ['be', 'de', 'fr-be'],
    ['at', 'fr', 'de-at'],
    ['us', 'de', null],
  ])('%s for a visitor reading %s: %s', (country, language, code) => {
    expect(marketForCountry(MARKETS, country, language)?.code ?? null).toBe(code)
  })

  it.each<[string, Language, Language]>([
    ['de-ch', 'de', 'de'],
    ['fr-ch', 'de', 'de'],
    ['de-at', 'fr', 'de'],
    ['fr-be', 'de', 'fr'],
    ['nl-nl', 'fr', 'nl'],
  ])('%s shows a %s reader %s', (code, current, language) => {
    expect(targetLanguage(MARKETS.find((m) => m.code === code)!, current)).toBe(language)
  })
})

describe('the same page in the other shop', () => {
  it.each<[string, Language, Language, string]>([
    // Same language: the path as it is (listing and content pages, products, screens).
    ['/de/kueche/toepfe/', 'de', 'de', '/de/kueche/toepfe/'],
    ['/de/p/bratpfanne-123/', 'de', 'de', '/de/p/bratpfanne-123/'],
    ['/de/warenkorb/', 'de', 'de', '/de/warenkorb/'],
    ['/de/', 'de', 'de', '/de/'],
    // Another language: screens of the table of localised paths are translated.
    ['/de/warenkorb/', 'de', 'fr', '/fr/panier/'],
    ['/fr/panier/', 'fr', 'nl', '/nl/winkelmandje/'],
    ['/de/suche/', 'de', 'fr', '/fr/rechercher/'],
    ['/de/kasse/', 'de', 'fr', '/fr/esp%C3%A8ces/'],
    ['/fr/esp%C3%A8ces/', 'fr', 'de', '/de/kasse/'],
    ['/de/konto/bestellung/DE-1000001/', 'de', 'fr', '/fr/compte/commandes/DE-1000001/'],
    ['/de/p/bratpfanne-123/', 'de', 'fr', '/fr/p/bratpfanne-123/'],
    ['/de/documentation/ui-kit/', 'de', 'nl', '/nl/documentation/ui-kit/'],
    ['/de/', 'de', 'fr', '/fr/'],
    // Content pages have slugs per language only the content service knows: the target's home.
    ['/de/kueche/toepfe/', 'de', 'fr', '/fr/'],
    ['/de/ueber-uns/', 'de', 'nl', '/nl/'],
    ['/de/%E0%A4%A/', 'de', 'fr', '/fr/'],
  ])('%s (%s) in %s is %s', (path, from, to, target) => {
    expect(switchPath(path, from, to)).toBe(target)
  })
})

describe('the switch link', () => {
  const location = { pathname: '/de/kueche/toepfe/', search: '?sort=price-asc&page=2', port: '3220' }

  it('keeps path and query on the Swiss shop for a German reader, and hands the choice over', () => {
    expect(countrySwitchUrl({ markets: MARKETS, country: 'ch', currentLanguage: 'de', location })).toBe(
      'http://de-ch.localhost:3220/de/kueche/toepfe/?sort=price-asc&page=2&shop-country=ch',
    )
  })

  it('goes to the home page of a shop without the language', () => {
    expect(countrySwitchUrl({ markets: MARKETS, country: 'nl', currentLanguage: 'de', location })).toBe(
      'http://nl-nl.localhost:3220/nl/?sort=price-asc&page=2&shop-country=nl',
    )
  })

  it('translates a screen on a production domain (https, no port)', () => {
    const markets = MARKETS.map((m) => (m.code === 'fr-be' ? { ...m, domain: 'www.example.be' } : m))
    const basket = { pathname: '/de/warenkorb/', search: '', port: '' }
    expect(countrySwitchUrl({ markets, country: 'be', currentLanguage: 'de', location: basket })).toBe(
      'https://www.example.be/fr/panier/?shop-country=be',
    )
  })

  it('names port 80 for a local shop reached without one', () => {
    const home = { pathname: '/de/', search: '', port: '' }
    expect(countrySwitchUrl({ markets: MARKETS, country: 'at', currentLanguage: 'de', location: home })).toBe(
      'http://de-at.localhost:80/de/?shop-country=at',
    )
  })

  it('is none for a country without a shop', () => {
    expect(countrySwitchUrl({ markets: MARKETS, country: 'us', currentLanguage: 'de', location })).toBeNull()
  })
})
