import { describe, expect, it } from 'vitest'
import { buildShopConfig } from '@/lib/config'
import { decideRoute, type IncomingRequest } from '@/lib/routing/rules/decide'
import { querySegment, type QueryVocabulary } from '@/lib/catalog/rules/listing/cache-query'

const config = buildShopConfig({})
const catalog: QueryVocabulary = {
  hasToken: (param, value) => param === 'farbe' && ['rot', 'blau'].includes(value),
  knowsTerm: (language, term) => language === 'de' && 'topf'.startsWith(term),
}
const decide = (rawPath: string, search: string, req: Partial<IncomingRequest> = {}) =>
  decideRoute(
    { host: 'localhost:3000', rawPath, search, ...req },
    config,
    () => null,
    undefined,
    undefined,
    catalog,
  )
const cached = (query: string, path: string) => `/de-de/de/listing-cached/${querySegment(query)}/${path}/`

/**
 * Category pages are content pages (spec 01 §2); their filtered, sorted and paged views must render on
 * the server per request, so the proxy sends content paths carrying listing parameters (spec 01 §9) to
 * the dynamic listing route and leaves the clean page to the cached content route.
 */
describe('content paths with listing parameters (spec 01 §2, §9)', () => {
  it.each([
    ['/de/kueche/', '', '/de-de/de/content/kueche/'],
    ['/de/kueche/', '?utm_source=newsletter', '/de-de/de/content/kueche/'],
    ['/de/kueche/', '?q=topf', '/de-de/de/content/kueche/'],
    // Issue 15 item 1: a query the catalog knows goes to the cached page of its normal form.
    ['/de/kueche/', '?page=2', cached('page=2', 'kueche')],
    ['/de/kueche/', '?perPage=48', cached('perPage=48', 'kueche')],
    ['/de/kueche/', '?sort=Price:asc', cached('sort=Price%3Aasc', 'kueche')],
    ['/de/kueche/', '?farbe=rot&farbe=blau', cached('farbe=blau&farbe=rot', 'kueche')],
    ['/de/kueche/', '?utm_source=x&page=2&farbe=rot', cached('farbe=rot&page=2', 'kueche')],
    ['/de/%C3%BCber-uns/', '?page=2', cached('page=2', '%C3%BCber-uns')],
    // A query selecting nothing is the clean, cached category page.
    ['/de/kueche/', '?price=', '/de-de/de/content/kueche/'],
    ['/de/kueche/', '?page=1', '/de-de/de/content/kueche/'],
    // Malformed or unknown values, or past the bounds, go to the per-request route: it shows the clean
    // rest with a notice.
    ['/de/kueche/', '?page=abc', '/de-de/de/listing/kueche/'],
    ['/de/kueche/', '?farbe=lila', '/de-de/de/listing/kueche/'],
    ['/de/kueche/', '?page=51', '/de-de/de/listing/kueche/'],
    ['/de/wohnen/kissen/', '?brand=3', '/de-de/de/listing/wohnen/kissen/'],
  ])('spec 01 §9: %s%s → %s', (path, search, destination) => {
    expect(decide(path, search)).toMatchObject({ kind: 'rewrite', destination, notFound: false })
  })

  it('issue 15 item 1: while the catalog is unknown, filters render per request', () => {
    const unknown = decideRoute(
      { host: 'localhost:3000', rawPath: '/de/kueche/', search: '?farbe=rot' },
      config,
      () => null,
    )
    expect(unknown).toMatchObject({ destination: '/de-de/de/listing/kueche/' })
  })

  it.each([
    ['?q=topf', `/de-de/de/search/${querySegment('q=topf')}/`],
    ['?page=2&q=topf', `/de-de/de/search/${querySegment('q=topf&page=2')}/`],
    ['?q=Topf', '/de-de/de/search/'],
    ['?q=pfanne', '/de-de/de/search/'],
    ['', '/de-de/de/search/'],
  ])('issue 15 item 1: search %s → %s', (search, destination) => {
    expect(decide('/de/suche/', search)).toMatchObject({ kind: 'rewrite', destination })
  })

  it.each([
    ['fr-ch.localhost:3000', '/fr/cuisine/', `/fr-ch/fr/listing-cached/${querySegment('page=2')}/cuisine/`],
    ['nl-nl.localhost:3000', '/nl/keuken/', `/nl-nl/nl/listing-cached/${querySegment('page=2')}/keuken/`],
    ['fr-be.localhost:3000', '/nl/keuken/', `/fr-be/nl/listing-cached/${querySegment('page=2')}/keuken/`],
  ])('spec 01 §1: in market %s, %s?page=2 → %s', (host, path, destination) => {
    expect(decide(path, '?page=2', { host })).toMatchObject({ kind: 'rewrite', destination })
  })

  it.each([
    // Screens read their own query (search's filters are search's), never the listing route.
    ['/de/suche/', '?q=topf&page=2', `/de-de/de/search/${querySegment('q=topf&page=2')}/`],
    ['/de/', '?page=2', null],
  ])('screens keep their route: %s%s', (path, search, destination) => {
    const decision = decide(path, search)
    expect(decision.kind).toBe('rewrite')
    if (decision.kind !== 'rewrite') return
    expect(decision.destination).not.toContain('/listing/')
    if (destination) expect(decision.destination).toBe(destination)
  })

  it('spec 01 §2: the kategorieseiten segment is still removed first, the query kept', () => {
    expect(decide('/de/kategorieseiten/kueche/', '?page=2')).toEqual({
      kind: 'redirect',
      status: 308,
      location: '/de/kueche/?page=2',
      external: false,
    })
  })

  it('spec 01 §2: an unserved language is not found, listing parameters or not', () => {
    expect(decide('/fr/cuisine/', '?page=2')).toMatchObject({ kind: 'rewrite', notFound: true })
  })
})
