import { describe, expect, it } from 'vitest'
import { buildShopConfig } from '@/lib/config'
import { decideRoute } from '@/lib/routing/rules/decide'
import { buildSlugLookup } from '@/lib/catalog/server/slug-index'
import { buildVariantLookup, unavailableVariantLookup } from '@/lib/catalog/server/variant-index'

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

describe('spec 01 §2 `?variant=`: one cached page per variant the product has', () => {
  const variants = buildVariantLookup([
    { id: 10000101, productId: 100001, referenceKey: '0100001_01' },
    { id: 10000102, productId: 100001, referenceKey: '0100001_02' },
    { id: 20000101, productId: 200001, referenceKey: '0200001_01' },
  ])
  const decideWith = (search: string, lookup = variants) =>
    decideRoute(
      { host: 'de-ch.localhost:3000', rawPath: '/de/p/bettwaesche-karlo-satin-100001/', search },
      config,
      noRedirects,
      products,
      lookup,
    )

  it.each([
    ['?variant=0100001_02', '/de-ch/de/p/100001/0100001_02/'],
    ['?variant=10000102', '/de-ch/de/p/100001/0100001_02/'],
    ['?action=addToCart&variant=0100001_01', '/de-ch/de/p/100001/0100001_01/'],
    ['?variant=%200100001_02%20', '/de-ch/de/p/100001/0100001_02/'],
  ])('%s rewrites to the variant’s page, keyed by its reference key: %s', (search, destination) => {
    expect(decideWith(search)).toMatchObject({ kind: 'rewrite', destination, notFound: false })
  })

  it.each([
    ['', 'no parameter'],
    ['?variant=', 'an empty one'],
    ['?variant=0200001_01', 'another product’s variant'],
    ['?variant=erfunden', 'a key no variant has'],
    ['?variant=../../x', 'a path'],
  ])('%s (%s) stays on the product’s page with the default variant', (search) => {
    expect(decideWith(search)).toMatchObject({ kind: 'rewrite', destination: '/de-ch/de/p/100001/' })
  })

  it('without the variant index (database down) the product’s page shows the default variant', () => {
    expect(decideWith('?variant=0100001_02', unavailableVariantLookup)).toMatchObject({
      kind: 'rewrite',
      destination: '/de-ch/de/p/100001/',
    })
  })
})
