import { describe, expect, it } from 'vitest'
import { buildShopConfig, LANGUAGES, type Language } from '@/lib/config'
import { decideRoute } from '@/lib/routing/rules/decide'
import { PATHNAMES } from '@/lib/i18n/pathnames'

const config = buildShopConfig({})
const decide = (code: string, rawPath: string) =>
  decideRoute({ host: `${code}.localhost:3000`, rawPath, search: '' }, config, () => null)

/** Sample values for the route parameters of spec 01 §2. */
const PARAMS: Record<string, string> = { orderNumber: '123', pdp: 'sofa-123', slug: 'a/b' }
const fill = (template: string) =>
  template.replace(/\[(?:\.\.\.)?(\w+)\]/g, (_m, name: string) => PARAMS[name] ?? `missing-${name}`)
const slashed = (path: string) => (path === '/' ? '/' : `${path}/`)
const localized = (internal: keyof typeof PATHNAMES, language: Language) => {
  const entry = PATHNAMES[internal]
  return typeof entry === 'string' ? entry : entry[language]
}

// Every screen in every language, on every market that serves that language; raw and percent-encoded.
const SCREEN_CASES = config.markets.flatMap((market) =>
  market.languages.flatMap((language) =>
    (Object.keys(PATHNAMES) as (keyof typeof PATHNAMES)[]).flatMap((internal) => {
      const shopper = `/${language}${slashed(fill(localized(internal, language)))}`
      // Product pages are keyed by the product number alone (the last dash-separated segment of pdp).
      const target = internal === '/p/[pdp]' ? '/p/123' : fill(internal)
      const destination = `/${market.code}/${language}${slashed(target)}`
      const variants = new Set([shopper, encodeURI(shopper)])
      return [...variants].map((rawPath) => [market.code, rawPath, destination, internal] as const)
    }),
  ),
)

describe('screens and routes (spec 01 §2)', () => {
  it('spec 01 §2: the generated table covers every screen in de, fr and nl', () => {
    const covered = new Set(
      SCREEN_CASES.map(([, rawPath, , internal]) => `${rawPath.slice(1, 3)} ${internal}`),
    )
    expect(covered.size).toBe(LANGUAGES.length * Object.keys(PATHNAMES).length)
    expect(SCREEN_CASES.some(([, rawPath]) => rawPath === '/fr/esp%C3%A8ces/')).toBe(true)
  })

  it.each(SCREEN_CASES)('spec 01 §2: on %s, %s rewrites to %s (screen %s)', (code, rawPath, destination) => {
    expect(decide(code, rawPath)).toMatchObject({ kind: 'rewrite', destination, notFound: false })
  })

  it.each(LANGUAGES.map((language) => [language]))(
    'spec 01 §2: no two screens share a localised path in %s',
    (language) => {
      const paths = (Object.keys(PATHNAMES) as (keyof typeof PATHNAMES)[]).map((k) => localized(k, language))
      expect(new Set(paths).size).toBe(paths.length)
    },
  )

  it('spec 01 §2: the documentation catch-all needs at least one segment', () => {
    const decision = decide('de-de', '/de/documentation/')
    expect(decision).toMatchObject({ kind: 'rewrite', notFound: false })
    expect(decision).not.toMatchObject({ destination: expect.stringMatching(/\/documentation\/\/$/) })
    expect(['/de-de/de/documentation/', '/de-de/de/content/documentation/']).toContain(
      decision.kind === 'rewrite' ? decision.destination : null,
    )
  })

  it.each([
    ['fr-ch', '/fr/esp%C3%A8ces/', '/fr-ch/fr/checkout/'],
    ['fr-ch', '/fr/espèces/', '/fr-ch/fr/checkout/'],
    ['de-ch', '/fr/esp%C3%A8ces/', '/de-ch/fr/checkout/'],
    ['de-ch', '/fr/espèces/login/', '/de-ch/fr/checkout/login/'],
    ['fr-ch', '/fr/compte/mes-dates/', '/fr-ch/fr/account/my-data/'],
    ['fr-ch', '/fr/compte/commandes/', '/fr-ch/fr/account/orders/'],
    ['fr-ch', '/fr/compte/commandes/42/', '/fr-ch/fr/account/orders/42/'],
    ['fr-ch', '/fr/compte/commandes/reclamation/42/', '/fr-ch/fr/account/orders/complaint/42/'],
    ['de-de', '/de/konto/bestellung/reklamation/123/', '/de-de/de/account/orders/complaint/123/'],
    ['de-de', '/de/konto/bestellung/123/', '/de-de/de/account/orders/123/'],
    ['de-de', '/de/konto/bestellung/R%C3%BCck-1/', '/de-de/de/account/orders/R%C3%BCck-1/'],
    ['de-de', '/de/p/sofa-123/', '/de-de/de/p/123/'],
    ['de-de', '/de/p/st%C3%BChle-7/', '/de-de/de/p/7/'],
    ['de-de', '/de/documentation/a/b/', '/de-de/de/documentation/a/b/'],
    ['de-de', '/de/documentation/ui-kit/', '/de-de/de/documentation/ui-kit/'],
    ['de-de', '/de/gibt-es-nicht/', '/de-de/de/content/gibt-es-nicht/'],
    ['de-de', '/de/ratgeber/schlafen/gut/', '/de-de/de/content/ratgeber/schlafen/gut/'],
    ['de-de', '/de/panier/', '/de-de/de/content/panier/'],
    ['de-de', '/de/p/sofa-123/extra/', '/de-de/de/content/p/sofa-123/extra/'],
    ['de-de', '/de/Warenkorb/', '/de-de/de/content/Warenkorb/'],
    ['nl-nl', '/nl/winkelmandje/', '/nl-nl/nl/basket/'],
    ['nl-nl', '/nl/account/bestelling/klacht/9/', '/nl-nl/nl/account/orders/complaint/9/'],
    ['nl-be', '/nl/afrekenen/login/', '/nl-be/nl/checkout/login/'],
    ['fr-be', '/fr/favoris/', '/fr-be/fr/wishlist/'],
  ])('spec 01 §2: on %s, %s rewrites to %s', (code, rawPath, destination) => {
    expect(decide(code, rawPath)).toMatchObject({ kind: 'rewrite', destination, notFound: false })
  })
})
