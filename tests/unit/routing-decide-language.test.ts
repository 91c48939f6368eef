import { describe, expect, it } from 'vitest'
import { buildShopConfig, MARKET_CODES } from '@/lib/config'
import { decideRoute, type IncomingRequest } from '@/lib/routing/rules/decide'

const config = buildShopConfig({})
const noRedirects = () => null
const decide = (rawPath: string, req: Partial<IncomingRequest> = {}) =>
  decideRoute({ host: 'localhost:3000', rawPath, search: '', ...req }, config, noRedirects)
const hostOf = (code: string) => `${code}.localhost:3000`

describe('language prefix (spec 01 §2)', () => {
  it.each(MARKET_CODES.map((code) => [code, code.slice(0, 2)]))(
    'spec 01 §2: / on %s without cookie or browser languages redirects 307 to /%s/',
    (code, language) => {
      expect(decide('/', { host: hostOf(code) })).toEqual({
        kind: 'redirect',
        status: 307,
        location: `/${language}/`,
        external: false,
      })
    },
  )

  it.each([
    ['de-ch', 'fr', null, '/fr/'],
    ['fr-ch', 'de', 'fr', '/de/'],
    ['de-de', 'fr', null, '/de/'],
    ['de-ch', 'nl', 'fr-CH,fr;q=0.9', '/fr/'],
    ['de-ch', 'nl', null, '/de/'],
    ['de-ch', null, 'fr-CH, fr;q=0.9, de;q=0.8', '/fr/'],
    ['de-ch', null, 'de;q=0.5, fr;q=0.9', '/fr/'],
    ['fr-ch', null, 'de-CH', '/de/'],
    ['fr-ch', null, '*', '/fr/'],
    ['de-ch', null, 'en-US, fr;q=0.5', '/fr/'],
    ['de-de', null, 'fr-CH, fr', '/de/'],
    ['nl-be', null, 'fr-BE', '/fr/'],
    ['fr-be', null, 'nl-BE,nl;q=0.9', '/nl/'],
  ])(
    'spec 01 §2: / on %s with cookie %s and Accept-Language %s redirects to %s',
    (code, cookie, accept, location) => {
      const decision = decide('/', {
        host: hostOf(code),
        languageCookie: cookie,
        acceptLanguage: accept,
        search: '?s=1',
      })
      expect(decision).toEqual({
        kind: 'redirect',
        status: 307,
        location: `${location}?s=1`,
        external: false,
      })
    },
  )

  it.each([
    ['de-de', '/warenkorb/', '', null, '/de/warenkorb/'],
    ['de-de', '/warenkorb/', '?x=1', null, '/de/warenkorb/?x=1'],
    ['fr-ch', '/panier/', '', null, '/fr/panier/'],
    ['de-ch', '/panier/', '', 'fr', '/fr/panier/'],
    ['de-de', '/%C3%BCber-uns/', '', null, '/de/%C3%BCber-uns/'],
    ['de-de', '/konto/bestellung/123/', '', null, '/de/konto/bestellung/123/'],
    ['nl-nl', '/winkelmandje/', '', null, '/nl/winkelmandje/'],
  ])(
    'spec 01 §2: the unprefixed %2$s on %1$s redirects 307 to %5$s',
    (code, rawPath, search, cookie, location) => {
      expect(decide(rawPath, { host: hostOf(code), search, languageCookie: cookie })).toEqual({
        kind: 'redirect',
        status: 307,
        location,
        external: false,
      })
    },
  )

  it.each([
    ['de-de', '/xx/foo/', '/xx/foo/'],
    ['de-de', '/fr/', '/fr/'],
    ['de-de', '/nl/warenkorb/', '/nl/warenkorb/'],
    ['de-de', '/DE/', '/DE/'],
    ['de-de', '/De/warenkorb/', '/De/warenkorb/'],
    ['nl-nl', '/de/', '/de/'],
    ['fr-fr', '/de/warenkorb/', '/de/warenkorb/'],
    ['de-ch', '/nl/', '/nl/'],
    ['de-de', '/xx/%C3%A4/', '/xx/ä/'],
  ])(
    'spec 01 §2/§8: %s rewrites the unsupported language path %s to the not-found page',
    (code, rawPath, pathname) => {
      const fallback = code.slice(0, 2)
      expect(decide(rawPath, { host: hostOf(code) })).toEqual({
        kind: 'rewrite',
        market: expect.objectContaining({ code }),
        language: fallback,
        destination: `/${code}/${fallback}/not-found/`,
        pathname,
        notFound: true,
      })
    },
  )
})

describe('path normalisation (spec 01 §2)', () => {
  it.each([
    ['de-de', '/de/home/', '', '/de/'],
    ['de-de', '/de/home/', '?a=1', '/de/?a=1'],
    ['fr-ch', '/fr/home/', '', '/fr/'],
    ['de-de', '/de/kategorieseiten/kinderzimmer/', '', '/de/kinderzimmer/'],
    [
      'de-de',
      '/de/kategorieseiten/kinderzimmer/betten/',
      '?sort=price',
      '/de/kinderzimmer/betten/?sort=price',
    ],
    ['de-de', '/de/kategorieseiten/', '', '/de/'],
    ['de-de', '/de/kategorieseiten/k%C3%BCche/', '', '/de/k%C3%BCche/'],
    ['de-ch', '/fr/kategorieseiten/salon/', '', '/fr/salon/'],
  ])('spec 01 §2: on %s, %s%s redirects 308 to %s', (code, rawPath, search, location) => {
    expect(decide(rawPath, { host: hostOf(code), search })).toEqual({
      kind: 'redirect',
      status: 308,
      location,
      external: false,
    })
  })

  it('spec 01 §2: only the path /home/ itself maps to the empty path', () => {
    expect(decide('/de/home/sofas/')).toMatchObject({
      kind: 'rewrite',
      destination: '/de-de/de/content/home/sofas/',
    })
  })
})

describe('the rewrite carries the decoded shopper path (spec 01 §2, §8)', () => {
  it.each([
    ['fr-ch', '/fr/esp%C3%A8ces/', '/fr-ch/fr/checkout/', '/fr/espèces/'],
    ['de-de', '/de/gibt-es-nicht/', '/de-de/de/content/gibt-es-nicht/', '/de/gibt-es-nicht/'],
    ['de-de', '/de/%C3%BCber%20uns/', '/de-de/de/content/%C3%BCber%20uns/', '/de/über uns/'],
    ['de-de', '/de/a%2Fb/', '/de-de/de/content/a%2Fb/', '/de/a/b/'],
    ['de-de', '/de/', '/de-de/de/', '/de/'],
  ])('spec 01 §8: %s %s → %s with pathname %s', (code, rawPath, destination, pathname) => {
    expect(decide(rawPath, { host: hostOf(code) })).toMatchObject({
      kind: 'rewrite',
      destination,
      pathname,
      notFound: false,
    })
  })
})
