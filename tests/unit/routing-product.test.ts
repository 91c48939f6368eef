import { describe, expect, it } from 'vitest'
import { buildShopConfig } from '@/lib/config'
import { decideRoute } from '@/lib/routing/rules/decide'
import { buildSlugLookup } from '@/lib/catalog/server/slug-index'

const config = buildShopConfig({})
const noRedirects = () => null
const products = buildSlugLookup([
  { id: 100001, language: 'de', slug: 'bettwaesche-karlo-satin' },
  { id: 100001, language: 'fr', slug: 'parure-de-lit-karlo-satin' },
])

const decide = (rawPath: string, search = '', host = 'de-ch.localhost:3000') =>
  decideRoute({ host, rawPath, search }, config, noRedirects, products)

describe('spec 01 §2 product pages: the number is the last dash-separated segment of pdp', () => {
  it('the canonical address rewrites to the page keyed by the number', () => {
    expect(decide('/de/p/bettwaesche-karlo-satin-100001/')).toMatchObject({
      kind: 'rewrite',
      destination: '/de-ch/de/p/100001/',
      notFound: false,
    })
  })

  it.each([
    [
      '/de/p/falscher-name-100001/',
      '?variant=0100001_01_02',
      '/de/p/bettwaesche-karlo-satin-100001/?variant=0100001_01_02',
    ],
    ['/de/p/100001/', '', '/de/p/bettwaesche-karlo-satin-100001/'],
    [
      '/fr/p/bettwaesche-karlo-satin-100001/',
      '?action=addToCart',
      '/fr/p/parure-de-lit-karlo-satin-100001/?action=addToCart',
    ],
  ])('%s%s redirects (308) to its own slug, query kept: %s', (rawPath, search, location) => {
    expect(decide(rawPath, search)).toEqual({ kind: 'redirect', status: 308, location, external: false })
  })

  it.each([
    '/de/p/nichts-999999/',
    '/de/p/ohne-nummer/',
    '/de/p/x-0/',
    '/de/p/x-99999999999/',
    '/de/p/sofa%2F123/',
  ])('%s is not found', (rawPath) => {
    expect(decide(rawPath)).toMatchObject({
      kind: 'rewrite',
      destination: '/de-ch/de/not-found/',
      notFound: true,
    })
  })

  it('without the slug index (database down) the page is still reached by its number', () => {
    const decision = decideRoute(
      { host: 'de-de.localhost', rawPath: '/de/p/irgendwas-100001/', search: '' },
      config,
      noRedirects,
    )
    expect(decision).toMatchObject({ kind: 'rewrite', destination: '/de-de/de/p/100001/' })
  })
})
