import { describe, expect, it } from 'vitest'
import { buildShopConfig } from '@/lib/config'
import { decideRoute, type IncomingRequest } from '@/lib/routing/rules/decide'

const config = buildShopConfig({})
const decide = (rawPath: string, search: string, req: Partial<IncomingRequest> = {}) =>
  decideRoute({ host: 'localhost:3000', rawPath, search, ...req }, config, () => null)

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
    ['/de/kueche/', '?page=2', '/de-de/de/listing/kueche/'],
    ['/de/kueche/', '?perPage=48', '/de-de/de/listing/kueche/'],
    ['/de/kueche/', '?sort=Price:asc', '/de-de/de/listing/kueche/'],
    ['/de/kueche/', '?farbe=rot&farbe=blau', '/de-de/de/listing/kueche/'],
    ['/de/kueche/', '?utm_source=x&sale=1', '/de-de/de/listing/kueche/'],
    // Malformed values go to the listing route too: it shows the clean rest with a notice.
    ['/de/kueche/', '?page=abc', '/de-de/de/listing/kueche/'],
    ['/de/kueche/', '?price=', '/de-de/de/listing/kueche/'],
    ['/de/wohnen/kissen/', '?brand=3', '/de-de/de/listing/wohnen/kissen/'],
    ['/de/%C3%BCber-uns/', '?page=2', '/de-de/de/listing/%C3%BCber-uns/'],
  ])('spec 01 §9: %s%s → %s', (path, search, destination) => {
    expect(decide(path, search)).toMatchObject({ kind: 'rewrite', destination, notFound: false })
  })

  it.each([
    ['fr-ch.localhost:3000', '/fr/cuisine/', '/fr-ch/fr/listing/cuisine/'],
    ['nl-nl.localhost:3000', '/nl/keuken/', '/nl-nl/nl/listing/keuken/'],
    ['fr-be.localhost:3000', '/nl/keuken/', '/fr-be/nl/listing/keuken/'],
  ])('spec 01 §1: in market %s, %s?page=2 → %s', (host, path, destination) => {
    expect(decide(path, '?page=2', { host })).toMatchObject({ kind: 'rewrite', destination })
  })

  it.each([
    // Screens read their own query (search's filters are search's), never the listing route.
    ['/de/suche/', '?q=topf&page=2', '/de-de/de/search/'],
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
