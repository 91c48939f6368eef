import { describe, expect, it } from 'vitest'
import { getMarket, shopConfig } from '@/lib/config'
import { decideRoute } from '@/lib/routing/rules/decide'
import { buildRedirectLookup, redirectInputSchema, type Redirect } from '@/lib/redirects/rules/redirect'

const base = { market: null, source: '/de/alt/', target: '/de/neu/', status: 301 } as const

describe('redirect input (spec 01 §2: the server-supplied redirect table)', () => {
  it.each([
    ['an all-markets path redirect', base, { ...base }],
    ['a market row', { ...base, market: 'de-ch' }, { ...base, market: 'de-ch' }],
    [
      'an external target',
      { ...base, target: 'https://newsletter.example.com/archiv', status: 302 },
      { ...base, target: 'https://newsletter.example.com/archiv', status: 302 },
    ],
    [
      'a target with a query',
      { ...base, target: '/de/neu/?utm=alt' },
      { ...base, target: '/de/neu/?utm=alt' },
    ],
    [
      'market left out (all markets)',
      { source: '/fr/a/', target: '/fr/b/', status: 308 },
      { market: null, source: '/fr/a/', target: '/fr/b/', status: 308 },
    ],
    [
      'an encoded source, stored decoded',
      { ...base, source: '/fr/esp%C3%A8ces/' },
      { ...base, source: '/fr/espèces/' },
    ],
    ['surrounding blanks trimmed', { ...base, source: ' /de/alt/ ', target: ' /de/neu/ ' }, base],
    ['the root as source', { ...base, source: '/' }, { ...base, source: '/' }],
  ])('accepts %s', (_label, input, expected) => {
    expect(redirectInputSchema.parse(input)).toEqual(expected)
  })

  it.each([
    ['a source without trailing slash', { ...base, source: '/de/alt' }, 'source'],
    ['a relative source', { ...base, source: 'de/alt/' }, 'source'],
    ['a source with a query', { ...base, source: '/de/alt/?x=1/' }, 'source'],
    ['a source with a dot segment', { ...base, source: '/de/../admin/' }, 'source'],
    ['a source with an empty segment', { ...base, source: '/de//alt/' }, 'source'],
    ['broken percent-encoding', { ...base, source: '/de/%E0%A4%A/' }, 'source'],
    ['a protocol-relative target', { ...base, target: '//evil.example/' }, 'target'],
    ['a backslash target', { ...base, target: '/\\evil.example/' }, 'target'],
    ['a javascript: target', { ...base, target: 'javascript:alert(1)' }, 'target'],
    ['an ftp target', { ...base, target: 'ftp://files.example/' }, 'target'],
    ['a target with spaces', { ...base, target: '/de/neue seite/' }, 'target'],
    ['a relative target', { ...base, target: 'de/neu/' }, 'target'],
    ['a redirect to itself', { ...base, target: '/de/alt/' }, 'target'],
    ['status 200', { ...base, status: 200 }, 'status'],
    ['status 303', { ...base, status: 303 }, 'status'],
    ['an unknown market', { ...base, market: 'xx-xx' }, 'market'],
  ])('rejects %s', (_label, input, field) => {
    const result = redirectInputSchema.safeParse(input)
    expect(result.success).toBe(false)
    expect(result.error?.issues.map((i) => i.path[0])).toContain(field)
  })
})

describe('buildRedirectLookup', () => {
  const rows: Redirect[] = [
    { market: null, source: '/de/sale/', target: '/de/angebote/', status: 302 },
    { market: 'de-ch', source: '/de/sale/', target: '/de/aktionen/', status: 301 },
    { market: 'fr-ch', source: '/fr/espèces/', target: '/fr/plantes/', status: 308 },
  ]
  const lookup = buildRedirectLookup(rows)

  it('prefers the market’s own row over the all-markets row', () => {
    expect(lookup('/de/sale/', getMarket('de-ch'))).toEqual({ target: '/de/aktionen/', status: 301 })
    expect(lookup('/de/sale/', getMarket('de-de'))).toEqual({ target: '/de/angebote/', status: 302 })
  })

  it('keeps a market row to its market', () => {
    expect(lookup('/fr/espèces/', getMarket('fr-ch'))).toEqual({ target: '/fr/plantes/', status: 308 })
    expect(lookup('/fr/espèces/', getMarket('fr-be'))).toBeNull()
  })

  it('matches decomposed Unicode the same as composed', () => {
    expect(lookup('/fr/espe\u0300ces/', getMarket('fr-ch'))).toEqual({ target: '/fr/plantes/', status: 308 })
  })

  it('is what decideRoute redirects with, query kept (spec 01 §2)', () => {
    const decision = decideRoute(
      { host: 'localhost:3000', rawPath: '/de/sale/', search: '?p=2' },
      shopConfig,
      lookup,
    )
    expect(decision).toEqual({
      kind: 'redirect',
      status: 302,
      location: '/de/angebote/?p=2',
      external: false,
    })
  })
})
