import { describe, expect, it } from 'vitest'
import type { Language } from '@/lib/config/markets'
import {
  canonicalPath,
  hreflangAlternates,
  isBlogLike,
  languageSwitchTargets,
  marketAlternateTargets,
  splitLanguageFolder,
  storyPathsByLanguage,
  storyPathToShopPath,
  type StoryPathFields,
} from '@/lib/content/rules/page'

describe('storyPathToShopPath (spec 01 §2 normalisation)', () => {
  it.each<[string, Language, string | null]>([
    ['ueber-uns', 'de', '/de/ueber-uns/'],
    ['ueber-uns/', 'de', '/de/ueber-uns/'],
    ['/ueber-uns', 'fr', '/fr/ueber-uns/'],
    ['kategorieseiten/kueche', 'de', '/de/kueche/'],
    ['kategorieseiten/kueche/toepfe', 'de', '/de/kueche/toepfe/'],
    ['shop/kategorieseiten/bad', 'de', '/de/shop/bad/'],
    ['home', 'de', '/de/'],
    ['/home/', 'nl', '/nl/'],
    ['', 'de', '/de/'],
    ['home/unterseite', 'de', '/de/home/unterseite/'],
    ['fr/les-inspirations/cuisine', 'de', '/fr/les-inspirations/cuisine/'],
    ['fr/home', 'de', '/fr/'],
    ['nl/kategorieseiten/keuken', 'de', '/nl/keuken/'],
    ['fr/espèces', 'de', '/fr/esp%C3%A8ces/'],
    ['fr/esp%C3%A8ces', 'de', '/fr/esp%C3%A8ces/'],
    ['a b/c?d', 'de', '/de/a%20b/c%3Fd/'],
    ['a/../b', 'de', null],
    ['a/%2e%2e/b', 'de', null],
    ['a/%0d%0aSet-Cookie', 'de', null],
    ['a\\b', 'de', null],
    ['a/%E0%A4%A', 'de', null],
  ])('%j in %s → %j', (slug, language, expected) => {
    expect(storyPathToShopPath(slug, language)).toBe(expected)
  })

  it('splits a leading language folder only when it is a shop language', () => {
    expect(splitLanguageFolder('fr/a/b')).toEqual({ language: 'fr', segments: ['a', 'b'] })
    expect(splitLanguageFolder('en/a')).toEqual({ language: null, segments: ['en', 'a'] })
  })
})

describe('isBlogLike (spec 01 §2)', () => {
  it.each([
    ['ratgeber/kochen/pasta', true],
    ['magazin/einrichten', true],
    ['fr/les-inspirations/cuisine', true],
    ['kategorieseiten/magazinregale', true],
    ['MAGAZIN/gross', true],
    ['kategorieseiten/kueche', false],
    ['inspirations', false],
    ['home', false],
  ])('%j → %s', (slug, expected) => {
    expect(isBlogLike(slug)).toBe(expected)
  })
})

const kitchen: StoryPathFields = {
  full_slug: 'kategorieseiten/kueche',
  lang: 'default',
  translated_slugs: [
    { lang: 'fr', path: 'kategorieseiten/cuisine' },
    { lang: 'nl', path: 'kategorieseiten/keuken' },
  ],
}

describe('translated slugs drive the language switch and hreflang (spec 01 §2)', () => {
  it('reads the default-language path from the story and the others from translated_slugs', () => {
    expect(storyPathsByLanguage(kitchen)).toEqual({
      de: 'kategorieseiten/kueche',
      fr: 'kategorieseiten/cuisine',
      nl: 'kategorieseiten/keuken',
    })
  })

  it('a translated answer uses default_full_slug for the default language and drops language folders', () => {
    const french: StoryPathFields = {
      full_slug: 'fr/kategorieseiten/cuisine',
      default_full_slug: 'kategorieseiten/kueche',
      lang: 'fr',
      translated_slugs: [{ lang: 'fr', path: 'kategorieseiten/cuisine', published: true }],
    }
    expect(storyPathsByLanguage(french)).toEqual({
      de: 'kategorieseiten/kueche',
      fr: 'kategorieseiten/cuisine',
      nl: 'kategorieseiten/kueche',
    })
  })

  it('missing, empty and unpublished translations fall back to the default slug; foreign langs are ignored', () => {
    const story: StoryPathFields = {
      full_slug: 'kontakt',
      translated_slugs: [
        { lang: 'fr', path: 'contact', published: false },
        { lang: 'nl', path: ' ' },
        { lang: 'en', path: 'contact-us' },
        { lang: 'de', path: 'ignoriert' },
      ],
    }
    expect(storyPathsByLanguage(story)).toEqual({ de: 'kontakt', fr: 'kontakt', nl: 'kontakt' })
  })

  it('language-switch targets for the market languages', () => {
    expect(languageSwitchTargets(kitchen, ['de', 'fr'])).toEqual({ de: '/de/kueche/', fr: '/fr/cuisine/' })
    expect(languageSwitchTargets(kitchen, ['nl', 'fr'])).toEqual({ nl: '/nl/keuken/', fr: '/fr/cuisine/' })
  })

  it('the home story switches to the language roots', () => {
    expect(languageSwitchTargets({ full_slug: 'home', translated_slugs: null }, ['de', 'fr'])).toEqual({
      de: '/de/',
      fr: '/fr/',
    })
  })

  it('canonical path is the story path in the page language, whatever path was requested', () => {
    expect(canonicalPath(kitchen, 'fr')).toBe('/fr/cuisine/')
    expect(canonicalPath(kitchen, 'de')).toBe('/de/kueche/')
    expect(canonicalPath({ full_slug: 'home' }, 'de')).toBe('/de/')
  })

  it('hreflang alternates of a market: one per language with the country code', () => {
    const targets = marketAlternateTargets({ country: 'ch', languages: ['de', 'fr'] })
    expect(targets).toEqual([
      { hreflang: 'de-CH', language: 'de' },
      { hreflang: 'fr-CH', language: 'fr' },
    ])
    expect(hreflangAlternates(kitchen, targets)).toEqual([
      { hreflang: 'de-CH', href: '/de/kueche/' },
      { hreflang: 'fr-CH', href: '/fr/cuisine/' },
    ])
  })

  it('alternates on other domains carry their origin', () => {
    expect(
      hreflangAlternates(kitchen, [
        { hreflang: 'nl-BE', language: 'nl', origin: 'https://nl-be.example' },
        { hreflang: 'x-default', language: 'de', origin: 'https://www.example.de' },
      ]),
    ).toEqual([
      { hreflang: 'nl-BE', href: 'https://nl-be.example/nl/keuken/' },
      { hreflang: 'x-default', href: 'https://www.example.de/de/kueche/' },
    ])
  })

  it('a translated slug with unsafe segments leaves that language out', () => {
    const story: StoryPathFields = { full_slug: 'a/../b', translated_slugs: [{ lang: 'fr', path: 'bon' }] }
    expect(languageSwitchTargets(story, ['de', 'fr'])).toEqual({ fr: '/fr/bon/' })
  })
})

describe('escaped characters survive the path rules once decoded', () => {
  it('an escaped slash or percent sign stays inside its segment', () => {
    const story: StoryPathFields = {
      full_slug: 'a%2Fb',
      translated_slugs: [{ lang: 'fr', path: '100%25-coton' }],
    }
    expect(languageSwitchTargets(story, ['de', 'fr'])).toEqual({ de: '/de/a%2Fb/', fr: '/fr/100%25-coton/' })
    expect(storyPathsByLanguage({ full_slug: 'fr/espèces' }).de).toBe('esp%C3%A8ces')
  })
})
