import { describe, expect, it, vi } from 'vitest'
import { buildShopConfig, ROUTING } from '@/lib/config'
import {
  decideRoute,
  type IncomingRequest,
  type RedirectEntry,
  type RedirectLookup,
} from '@/lib/routing/rules/decide'

const config = buildShopConfig({})
const prodConfig = buildShopConfig({
  MARKET_DOMAINS: JSON.stringify({
    'de-de': 'www.example.de',
    'de-ch': 'www.example.ch',
    'fr-ch': 'fr.example.ch',
  }),
})

/** The server-supplied redirect table, keyed by "market path" ("*" = every market). */
const TABLE: Record<string, RedirectEntry> = {
  '* /de/alt/': { target: '/de/neu/', status: 301 },
  '* /de/extern/': { target: 'https://magazin.example.com/artikel', status: 302 },
  'de-ch /fr/vieux/': { target: '/fr/nouveau/', status: 308 },
  '* /de/mit-query/': { target: '/de/ziel/?from=table', status: 301 },
  '* /de/relativ/': { target: 'de/ziel/', status: 307 },
  '* /de/über-uns/': { target: '/de/ueber-uns/', status: 301 },
}
const lookup: RedirectLookup = (path, market) => TABLE[`${market.code} ${path}`] ?? TABLE[`* ${path}`] ?? null

const decide = (rawPath: string, req: Partial<IncomingRequest> = {}, cfg = config) =>
  decideRoute({ host: 'localhost:3000', rawPath, search: '', ...req }, cfg, lookup)

describe('market from the host (spec 01 §1, §2)', () => {
  it.each([
    ['de-ch.localhost:3000', 'de-ch'],
    ['DE-CH.localhost', 'de-ch'],
    ['fr-be.localhost:3000', 'fr-be'],
    ['nl-nl.localhost', 'nl-nl'],
    ['fr-fr.localhost:3000', 'fr-fr'],
    ['localhost:3000', 'de-de'],
    ['localhost', 'de-de'],
    ['127.0.0.1:3000', 'de-de'],
    ['[::1]:3000', 'de-de'],
  ])('spec 01 §1: host %s is market %s', (host, code) => {
    expect(decide('/api/ping', { host })).toEqual({ kind: 'pass', market: expect.objectContaining({ code }) })
    expect(decide('/de/', { host })).toMatchObject({ market: { code } })
  })

  it.each([
    ['www.example.de', 'de-de'],
    ['www.example.ch:443', 'de-ch'],
    ['FR.EXAMPLE.CH', 'fr-ch'],
    ['nl-nl.localhost:3000', 'nl-nl'],
    ['localhost:3000', 'de-de'],
  ])('spec 01 §1: with production domains, host %s is market %s', (host, code) => {
    expect(decide('/api/ping', { host }, prodConfig)).toMatchObject({ kind: 'pass', market: { code } })
  })

  it.each([
    ['an unknown host', 'evil.example'],
    ['a look-alike host', 'de-ch.localhost.evil.example'],
    ['an unknown market subdomain', 'xx-yy.localhost:3000'],
    ['a market moved to its production domain', 'de-ch.localhost:3000'],
    ['an empty host', ''],
    ['a missing host', null],
  ])('spec 01 §1: %s is rejected with 421 (%s)', (_case, host) => {
    expect(decide('/de/', { host }, prodConfig)).toMatchObject({ kind: 'reject', status: 421 })
  })
})

describe('trailing slash, plus signs and files (spec 01 §2)', () => {
  it.each([
    ['/de/warenkorb', '?x=1', '/de/warenkorb/?x=1'],
    ['/de/warenkorb', '', '/de/warenkorb/'],
    ['/de', '', '/de/'],
    ['/de/konto/bestellung/123', '?a=1&b=2', '/de/konto/bestellung/123/?a=1&b=2'],
    ['/fr/esp%C3%A8ces', '', '/fr/esp%C3%A8ces/'],
    ['/warenkorb', '', '/warenkorb/'],
  ])('spec 01 §2: %s%s is redirected 308 to %s', (rawPath, search, location) => {
    expect(decide(rawPath, { search })).toEqual({ kind: 'redirect', status: 308, location, external: false })
  })

  // Root-level names the shop does not serve are the 404 page: tests/unit/routing-decide-root-files.test.ts.
  it.each(['/robots.txt', '/icon-de-DE-32x32.png', '/sitemap.xml'])(
    'spec 01 §2: the root-level file %s is not redirected (passes with its market)',
    (rawPath) => {
      expect(decide(rawPath, { search: '?v=1' })).toMatchObject({ kind: 'pass', market: { code: 'de-de' } })
    },
  )

  it('spec 01 §2/§8: a file path under a language gets no slash but is routed, so an unknown one is the 404 page', () => {
    expect(decide('/de/katalog.pdf', { search: '?v=1' })).toMatchObject({
      kind: 'rewrite',
      destination: '/de-de/de/content/katalog.pdf/',
      pathname: '/de/katalog.pdf',
    })
  })

  it.each([
    ['/de/rote+sofas/', '?q=a+b', '/de/rote%20sofas/?q=a+b'],
    // One redirect does both: spaces and the trailing slash.
    ['/de/a+b+c', '', '/de/a%20b%20c/'],
    ['/+/', '', '/%20/'],
    ['/fr/p/table+basse-12/', '?variant=3', '/fr/p/table%20basse-12/?variant=3'],
  ])(
    'spec 01 §2: plus signs in %s (query %s) become encoded spaces: 308 to %s',
    (rawPath, search, location) => {
      expect(decide(rawPath, { search })).toEqual({
        kind: 'redirect',
        status: 308,
        location,
        external: false,
      })
    },
  )

  it.each([
    ['//evil.example/x', '/evil.example/x/'],
    ['//evil.example/a+b/', '/evil.example/a%20b/'],
    ['/\\evil.example/x', '/evil.example/x/'],
    ['///evil.example/x', '/evil.example/x/'],
  ])('spec 01 §2: %s never redirects to another host (location %s)', (rawPath, location) => {
    expect(decide(rawPath)).toEqual({ kind: 'redirect', status: 308, location, external: false })
  })
})

describe('redirect table (spec 01 §2)', () => {
  it.each([
    ['de-de', '/de/alt/', '?utm=1', 301, '/de/neu/?utm=1', false],
    ['de-de', '/de/extern/', '', 302, 'https://magazin.example.com/artikel', true],
    ['de-de', '/de/extern/', '?a=1', 302, 'https://magazin.example.com/artikel?a=1', true],
    ['de-ch', '/fr/vieux/', '?x=%20', 308, '/fr/nouveau/?x=%20', false],
    ['de-de', '/de/mit-query/', '?x=1', 301, '/de/ziel/?from=table', false],
    ['de-de', '/de/relativ/', '', 307, '/de/ziel/', false],
    ['de-de', '/de/%C3%BCber-uns/', '', 301, '/de/ueber-uns/', false],
    ['de-de', '/de/über-uns/', '', 301, '/de/ueber-uns/', false],
  ] as const)(
    'spec 01 §2: on %s, %s%s redirects %i to %s (external %s)',
    (code, rawPath, search, status, location, external) => {
      expect(decide(rawPath, { host: `${code}.localhost`, search })).toEqual({
        kind: 'redirect',
        status,
        location,
        external,
      })
    },
  )

  it('spec 01 §2: a market-specific entry does not apply in other markets', () => {
    expect(decide('/fr/vieux/', { host: 'fr-ch.localhost' })).toMatchObject({
      kind: 'rewrite',
      destination: '/fr-ch/fr/content/vieux/',
    })
  })

  it('spec 01 §2: the table is asked with the decoded, slash-terminated path and the market', () => {
    const spy = vi.fn<RedirectLookup>(() => null)
    decideRoute({ host: 'de-ch.localhost', rawPath: '/fr/esp%C3%A8ces/', search: '?a=1' }, config, spy)
    expect(spy).toHaveBeenCalledWith('/fr/espèces/', expect.objectContaining({ code: 'de-ch' }))
  })

  it('spec 01 §2: the trailing slash is added before the table is asked', () => {
    expect(decide('/de/alt')).toEqual({
      kind: 'redirect',
      status: 308,
      location: '/de/alt/',
      external: false,
    })
  })
})

describe('malformed input and API paths (spec 01 §2, §8)', () => {
  it.each([
    ['broken percent-encoding', '/de/%E0%A4%A/'],
    ['a lone percent sign', '/de/%/'],
    ['a non-hex escape', '/de/%ZZ/'],
    ['an encoded NUL', '/de/%00/'],
    ['an encoded line feed', '/de/a%0Ab/'],
    ['a raw control character', '/de/a\u0007b/'],
    ['a ".." segment', '/de/../warenkorb/'],
    ['an encoded ".." segment', '/de/%2e%2e/'],
    ['a "." segment', '/de/./'],
  ])('spec 01 §2: %s (%s) is rejected with 400', (_case, rawPath) => {
    expect(decide(rawPath)).toMatchObject({ kind: 'reject', status: 400 })
  })

  it('spec 01 §2: a path longer than ROUTING.maxPathLength is rejected with 414', () => {
    const longest = `/de/${'a'.repeat(ROUTING.maxPathLength - 5)}/`
    expect(longest).toHaveLength(ROUTING.maxPathLength)
    expect(decide(longest)).toMatchObject({ kind: 'rewrite' })
    expect(decide(`/de/${'a'.repeat(ROUTING.maxPathLength)}/`)).toMatchObject({ kind: 'reject', status: 414 })
  })

  const ODD_QUERIES = [
    '?',
    '?a',
    '?%',
    '?%E0%A4%A',
    '?a=1&a=2',
    '?x=<script>',
    '?q=a+b',
    '?%00',
    '?=&=&',
    '?ä=ö#',
  ]
  it.each(ODD_QUERIES)('spec 01 §2: the query %s is kept verbatim and never throws', (search) => {
    expect(decide('/de/warenkorb', { search })).toMatchObject({ location: `/de/warenkorb/${search}` })
    expect(decide('/', { search })).toMatchObject({ location: `/de/${search}` })
    expect(decide('/de/alt/', { search })).toMatchObject({ location: `/de/neu/${search}` })
    expect(decide('/de/warenkorb/', { search })).toMatchObject({
      kind: 'rewrite',
      destination: '/de-de/de/basket/',
    })
  })

  it.each([
    ['/api/basket', 'localhost', 'de-de'],
    ['/api/basket/items', 'fr-ch.localhost:3000', 'fr-ch'],
    ['/api/search+term', 'localhost', 'de-de'],
    ['/api/shop/product/%31/', 'nl-nl.localhost', 'nl-nl'],
    ['/images/caf%C3%A9.jpg', 'localhost', 'de-de'],
    ['/bench-baseline/%20/', 'localhost', 'de-de'],
    ['/api/no-slash', 'localhost', 'de-de'],
  ])('spec 01 §2: %s on %s passes with market %s', (rawPath, host, code) => {
    expect(decide(rawPath, { host })).toEqual({ kind: 'pass', market: expect.objectContaining({ code }) })
  })

  it.each([
    '/api/broken%E0',
    '/api/shop/product/%E0%A4%A/',
    '/api/%/',
    '/images/%/',
    '/bench-baseline/%E0%A4%A/',
    '/api/x%00/',
  ])(
    "issue 13 item 5: malformed escapes under a prefix the proxy skips (%s) answer 400, not Next's 500",
    (rawPath) => {
      expect(decide(rawPath)).toEqual({ kind: 'reject', status: 400, reason: 'malformed-path' })
    },
  )
})
