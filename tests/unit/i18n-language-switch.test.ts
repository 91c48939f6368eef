import { describe, expect, it } from 'vitest'
import { buildShopConfig, MARKET_DEFINITIONS, type Language } from '@/lib/config'
import { PATHNAMES, type InternalPathname } from '@/lib/i18n/pathnames'
import { decideRoute } from '@/lib/routing/rules/decide'
import {
  keptQuery,
  languageSwitchHref,
  routeKey,
  switchRoute,
  type SwitchRoute,
} from '@/lib/i18n/rules/language-switch'

const config = buildShopConfig({})
const PRODUCT_SLUGS: Record<Language, string> = { de: 'kochtopf-123', fr: 'casserole-123', nl: 'kookpan-123' }
const decide = (market: string, href: string) => {
  const url = new URL(href, 'http://x')
  return decideRoute(
    { host: `${market}.localhost:3000`, rawPath: url.pathname, search: url.search },
    config,
    () => null,
    (language, id) => (id === 123 ? PRODUCT_SLUGS[language] : null),
  )
}

// Spec 01 §1: the markets with two languages, each switched both ways.
const TWO_LANGUAGE = MARKET_DEFINITIONS.filter((m) => m.languages.length === 2 && !m.partial)
const PAIRS = TWO_LANGUAGE.flatMap((m) =>
  m.languages.map((from) => ({
    market: m.code,
    from,
    to: m.languages.find((l) => l !== from) as Language,
  })),
)

const SAMPLE_PARAMS: Record<string, string[]> = {
  orderNumber: ['4711'],
  slug: ['anleitung', 'farben'],
  pdp: ['123'],
}
/** The router's segments of a screen (below the layout), parameters filled in. */
function internalSegments(internal: string): string[] {
  return internal
    .split('/')
    .filter(Boolean)
    .flatMap((part) => {
      const name = /^\[(?:\.\.\.)?(\w+)\]$/.exec(part)?.[1]
      return name ? (SAMPLE_PARAMS[name] as string[]) : [part]
    })
}
const destination = (market: string, language: string, segments: string[]) =>
  `/${market}/${language}/${segments.map(encodeURIComponent).join('/')}${segments.length ? '/' : ''}`

// Product and documentation story pages are checked with their slot data below.
const SCREENS = (Object.keys(PATHNAMES) as InternalPathname[]).filter(
  (k) => k !== '/p/[pdp]' && k !== '/documentation/[...slug]',
)

describe('language switch: every screen of spec 01 §2 in every two-language market', () => {
  it.each(PAIRS.flatMap((pair) => SCREENS.map((internal) => ({ ...pair, internal }))))(
    '$market $from → $to: $internal',
    ({ market, to, internal }) => {
      const segments = internalSegments(internal)
      const route = switchRoute(segments)
      expect(route).toMatchObject({ kind: 'screen', internal })
      // A one-time parameter never travels (an order number, a return address, a reset token, a voucher).
      const href = languageSwitchHref(route, to, { query: 'order=9&returnTo=%2Ffr%2F&hash=abc&voucher=X' })
      expect(href).not.toContain('?')
      // The proxy of the target language renders exactly that screen.
      expect(decide(market, href)).toMatchObject({
        kind: 'rewrite',
        language: to,
        destination: destination(market, to, segments),
        notFound: false,
      })
    },
  )

  it.each([
    [['thank-you'], 'de', '/de/danke/'],
    [['thank-you'], 'fr', '/fr/merci/'],
    [['thank-you'], 'nl', '/nl/bedankt/'],
    [['basket'], 'fr', '/fr/panier/'],
    [['wishlist'], 'de', '/de/wunschliste/'],
    [['contact'], 'nl', '/nl/contact/'],
    [['checkout'], 'fr', '/fr/esp%C3%A8ces/'],
    [['account', 'orders', '4711'], 'de', '/de/konto/bestellung/4711/'],
    [['account', 'orders', 'complaint', '4711'], 'fr', '/fr/compte/commandes/reclamation/4711/'],
    [['documentation', 'ui-kit'], 'fr', '/fr/documentation/ui-kit/'],
    [[], 'nl', '/nl/'],
  ] as const)('%j in %s is %s', (segments, language, href) => {
    expect(languageSwitchHref(switchRoute(segments), language)).toBe(href)
  })

  it('reads the router’s segments: catch-all values joined, page keys left out', () => {
    expect(switchRoute(['content', 'wohnen/kissen', '__PAGE__'])).toEqual({ kind: 'story', home: '/' })
    expect(switchRoute(['thank-you', '__PAGE__?{"order":"1"}'])).toMatchObject({ internal: '/thank-you' })
    expect(routeKey(['listing', 'salon-et-s%C3%A9jour'])).toBe(routeKey(['listing', 'salon-et-séjour']))
    expect(switchRoute(['not-found', 'x'])).toEqual({ kind: 'other' })
  })
})

// Spec 01 §9: page, page size, sort, filters (single, several values, price range) and combinations.
const LISTING_QUERIES = [
  'page=2',
  'perPage=48',
  'sort=price-asc',
  'farbe=rot',
  'farbe=rot&farbe=blau',
  'brand=3&kategorie=12',
  'price=10-50',
  'sale=1',
  'farbe=rot&sort=price-asc&page=3',
  'brand=3&price=10-50&perPage=48&page=2',
]
const STORY = { de: '/de/kueche/', fr: '/fr/cuisine/', nl: '/nl/keuken/' }

describe('language switch: story pages and listings with every query kind', () => {
  it.each(PAIRS.flatMap((pair) => LISTING_QUERIES.map((query) => ({ ...pair, query }))))(
    '$market $from → $to: ?$query',
    ({ market, from, to, query }) => {
      const route = switchRoute(['listing', STORY[from].split('/')[2] as string])
      const href = languageSwitchHref(route, to, { targets: STORY, query: `${query}&utm_source=mail` })
      expect(href).toBe(`${STORY[to]}?${query}`)
      // The listing, rendered per request or as the cached page of its normalised query.
      const slug = STORY[to].split('/')[2] as string
      expect(decide(market, href)).toMatchObject({
        kind: 'rewrite',
        destination: expect.stringMatching(
          new RegExp(`^/${market}/${to}/listing(-cached/[A-Za-z0-9_-]+)?/${slug}/$`),
        ),
      })
    },
  )

  it.each(PAIRS)('$market $from → $to: a content page without a query stays the cached page', (pair) => {
    const href = languageSwitchHref(switchRoute(['content', 'cuisine']), pair.to, {
      targets: STORY,
      query: '',
    })
    expect(decide(pair.market, href)).toMatchObject({
      destination: destination(pair.market, pair.to, ['content', STORY[pair.to].split('/')[2] as string]),
    })
  })

  it.each(PAIRS)('$market $from → $to: search keeps its term and filters', ({ market, to }) => {
    const href = languageSwitchHref(switchRoute(['search']), to, {
      query: 'q=topf&farbe=rot&page=2&voucher=X',
    })
    expect(href).toMatch(/\?q=topf&farbe=rot&page=2$/)
    expect(decide(market, href)).toMatchObject({ destination: destination(market, to, ['search']) })
  })

  it.each(PAIRS)('$market $from → $to: a product leads to its own slug, variant kept', ({ market, to }) => {
    const route = switchRoute(['p', '123'])
    const targets = { [to]: `/${to}/p/${PRODUCT_SLUGS[to]}/` }
    const href = languageSwitchHref(route, to, { targets, query: 'variant=7&action=wishlist' })
    expect(href).toBe(`/${to}/p/${PRODUCT_SLUGS[to]}/?variant=7`)
    expect(decide(market, href)).toMatchObject({
      kind: 'rewrite',
      destination: destination(market, to, ['p', '123']),
    })
    // Without the slot's slugs the product number still leads there, by the proxy's redirect.
    expect(decide(market, languageSwitchHref(route, to))).toMatchObject({
      kind: 'redirect',
      location: `/${to}/p/${PRODUCT_SLUGS[to]}/`,
    })
  })

  it.each(PAIRS)(
    '$market $from → $to: a variant page (?variant= rewritten to a segment) keeps its variant',
    ({ to }) => {
      const route = switchRoute(['p', '123', '0000123_01_02'])
      const targets = { [to]: `/${to}/p/${PRODUCT_SLUGS[to]}/` }
      expect(languageSwitchHref(route, to, { targets })).toBe(
        `/${to}/p/${PRODUCT_SLUGS[to]}/?variant=0000123_01_02`,
      )
      expect(languageSwitchHref(route, to)).toBe(`/${to}/p/123/?variant=0000123_01_02`)
    },
  )

  it('a cached page of a normalised query is read as the listing or search screen it shows', () => {
    // The router's segments of `listing-cached/{query}/…` and `search/{query}`; the slot keys its data
    // by the screen's route (components/layout/language-switch-slot.tsx), so both keys must meet.
    const cachedListing = ['listing-cached', 'c29ydD1wcmljZQ', 'cuisine']
    expect(switchRoute(cachedListing)).toEqual({ kind: 'story', home: '/' })
    expect(routeKey(cachedListing)).toBe(routeKey(['listing', 'cuisine']))
    expect(languageSwitchHref(switchRoute(cachedListing), 'de', { targets: STORY, query: 'page=2' })).toBe(
      `${STORY.de}?page=2`,
    )
    expect(switchRoute(['search', 'cT1wb3Q'])).toEqual(switchRoute(['search']))
    expect(routeKey(['search', 'cT1wb3Q'])).toBe(routeKey(['search']))
    expect(languageSwitchHref(switchRoute(['search', 'cT1wb3Q']), 'nl', { query: 'q=pot' })).toBe(
      '/nl/zoeken/?q=pot',
    )
  })

  it('without the story’s slugs (a stale slot) a story page leads to the home page, never to a 404', () => {
    expect(languageSwitchHref(switchRoute(['listing', 'cuisine']), 'de', { query: 'page=2' })).toBe('/de/')
    expect(languageSwitchHref(switchRoute(['documentation', 'farben']), 'fr')).toBe('/fr/documentation/')
  })

  it('keeps only what travels, per kind of page', () => {
    const story: SwitchRoute = { kind: 'story', home: '/' }
    expect(keptQuery(story, 'page=2&_storyblok=1&voucher=X')).toBe('?page=2')
    expect(keptQuery({ kind: 'other' }, 'page=2')).toBe('')
  })
})
