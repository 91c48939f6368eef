import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import {
  CACHED_QUERY_BOUNDS,
  cacheableFilters,
  filtersKey,
  normaliseListingQuery,
  normaliseSearchQuery,
  queryOfSegment,
  queryRecord,
  querySegment,
  UNKNOWN_CATALOG,
  type QueryVocabulary,
} from '@/lib/catalog/rules/listing/cache-query'
import { parseListingParams } from '@/lib/catalog/rules/listing/params'

/** Issue 15 item 1: one cached page per normalised listing or search query, within bounds. */
const catalog: QueryVocabulary = {
  hasToken: (param, value) =>
    ({ farbe: ['rot', 'blau', 'gruen'], brand: ['3', '7'], kategorie: ['12'] })[param as string]?.includes(
      value,
    ) ?? false,
  knowsTerm: (language, term) =>
    (language === 'de' ? ['handtuch', 'topf', 'pfanne'] : ['serviette']).some((w) => w.startsWith(term)),
}
const listing = (search: string, vocabulary = catalog) =>
  normaliseListingQuery(new URLSearchParams(search), vocabulary)

describe('normalised listing queries (issue 15 item 1)', () => {
  it.each([
    ['?page=2', 'page=2'],
    ['?sort=Price%3Aasc&page=2', 'sort=Price%3Aasc&page=2'],
    ['?page=2&sort=Price:asc', 'sort=Price%3Aasc&page=2'],
    // An explicit default sort is kept: a listing block may sort otherwise by default.
    ['?sort=Relevancy:desc', 'sort=Relevancy%3Adesc'],
    ['?farbe=rot&farbe=blau', 'farbe=blau&farbe=rot'],
    ['?farbe=blau&farbe=rot', 'farbe=blau&farbe=rot'],
    ['?farbe=rot&farbe=rot', 'farbe=rot'],
    ['?sale=1&farbe=rot', 'farbe=rot&sale=1'],
    ['?sale=true', 'sale=1'],
    ['?utm_source=x&sale=1', 'sale=1'],
    ['?perPage=48&page=3', 'perPage=48&page=3'],
    ['?perPage=500', 'perPage=96'],
    ['?price=10-50', 'price=10-50'],
    ['?price=1250-', 'price=1250-'],
    ['?rating=4&brand=7', 'brand=7&rating=4'],
    ['?kategorie=12', 'kategorie=12'],
    // Nothing beyond the clean page: the cached category page itself.
    ['?page=1', ''],
    ['?perPage=24', ''],
    ['?farbe=&price=', ''],
    ['?sale=0', ''],
  ])('%s → %j', (search, normal) => {
    expect(listing(search)).toBe(normal)
  })

  it.each([
    ['?page=abc', 'malformed'],
    ['?page=0', 'malformed'],
    ['?sort=bogus', 'malformed'],
    ['?sort=Price:asc&sort=Name:asc', 'given twice'],
    ['?farbe=lila', 'a value the catalog has not'],
    ['?brand=99', 'a value the catalog has not'],
    [`?page=${CACHED_QUERY_BOUNDS.maxPage + 1}`, 'past the cached pages'],
    ['?perPage=30', 'a page size the listing does not offer'],
    ['?farbe=rot&farbe=blau&farbe=gruen&brand=3&brand=7', 'more values than cached'],
    ['?price=123-1234', 'a price no band writes'],
    ['?price=50-10', 'malformed'],
  ])('%s is rendered per request (%s)', (search) => {
    expect(listing(search)).toBeNull()
  })

  it('caches no filter value while the catalog is unknown', () => {
    expect(listing('?farbe=rot', UNKNOWN_CATALOG)).toBeNull()
    expect(listing('?page=2', UNKNOWN_CATALOG)).toBe('page=2')
  })

  const params = fc.subarray([
    'farbe=rot',
    'farbe=blau',
    'sale=1',
    'page=2',
    'sort=Name:asc',
    'brand=7',
    'x=1',
  ])
  it('is the same for every order of the parameters, and its own normal form', () => {
    fc.assert(
      fc.property(params, (parts) => {
        const normal = listing(`?${parts.join('&')}`)
        const reversed = listing(`?${[...parts].reverse().join('&')}`)
        expect(reversed).toBe(normal)
        if (normal !== null) expect(listing(normal)).toBe(normal)
      }),
    )
  })

  it('keys a filter selection the same in any value order, and bounds it as the pages do', () => {
    const a = parseListingParams(new URLSearchParams('farbe=rot&farbe=blau')).value.filters
    const b = parseListingParams(new URLSearchParams('farbe=blau&farbe=rot')).value.filters
    expect(filtersKey(a)).toBe(filtersKey(b))
    expect(cacheableFilters(a, catalog)).toBe(true)
    expect(cacheableFilters(a, UNKNOWN_CATALOG)).toBe(false)
  })
})

describe('normalised search queries (issue 15 item 1)', () => {
  const search = (query: string, language: 'de' | 'fr' = 'de') =>
    normaliseSearchQuery(new URLSearchParams(query), language, catalog)

  it.each([
    ['?q=handtuch', 'de', 'q=handtuch'],
    ['?q=hand', 'de', 'q=hand'],
    ['?q=topf+pfanne', 'de', 'q=topf+pfanne'],
    ['?q=handtuch&sort=Price:asc&farbe=rot', 'de', 'q=handtuch&farbe=rot&sort=Price%3Aasc'],
    ['?q=handtuch&utm_source=x', 'de', 'q=handtuch'],
    ['?q=serviette', 'fr', 'q=serviette'],
  ] as const)('%s in %s → %j', (query, language, normal) => {
    expect(search(query, language)).toBe(normal)
  })

  it.each([
    ['?q=Handtuch', 'another spelling: shown as typed, so searched per request'],
    ['?q=handtuch%20%20topf', 'another spacing'],
    ['?q=handtcuh', 'a typo'],
    ['?q=serviette', 'a word of another language'],
    ['?q=topf&q=pfanne', 'q twice'],
    ['?q=', 'nothing searched'],
    ['?sort=Price:asc', 'nothing searched'],
    ['?q=topf+pfanne+hand+topfe', 'more words than cached'],
    ['?q=topf&page=abc', 'a malformed listing parameter'],
  ])('%s is searched per request (%s)', (query) => {
    expect(search(query)).toBeNull()
  })
})

describe('the query segment of the cached routes', () => {
  it.each(['page=2', 'farbe=blau&farbe=rot&sort=Price%3Aasc', 'q=topf+pfanne&page=2'])(
    'carries %j unchanged',
    (text) => {
      const segment = querySegment(text)
      expect(segment).toMatch(/^[A-Za-z0-9_-]+$/)
      expect(queryOfSegment(segment, text.startsWith('q=') ? 'search' : 'listing')).toBe(text)
    },
  )

  it.each([
    ['', 'listing'],
    ['not base64!', 'listing'],
    [querySegment('page=2&sort=Price%3Aasc'), 'listing'],
    [querySegment('farbe=rot&farbe=blau'), 'listing'],
    [querySegment('utm=1&page=2'), 'listing'],
    [querySegment('page=2'), 'search'],
    [querySegment('q=Topf'), 'search'],
  ] as const)('refuses %j as a %s key that is not in normal form', (segment, kind) => {
    expect(queryOfSegment(segment, kind)).toBeNull()
  })

  it('gives the query as a page would receive its searchParams', () => {
    expect(queryRecord('farbe=blau&farbe=rot&page=2')).toEqual({ farbe: ['blau', 'rot'], page: '2' })
  })
})
