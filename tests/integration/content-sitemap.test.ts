import { describe, expect, it, vi } from 'vitest'
import { getMarket, type MarketCode } from '@/lib/config'
import { marketOrigin } from '@/lib/config/origin'
import { productSlug } from '@/lib/catalog/rules/product-slug'
import { listProductIds } from '@/lib/catalog/server/store'
import { loadProductSlugs } from '@/lib/catalog/server/store/slugs'
import { getDb } from '@/lib/db'
import { useCatalogApiDb } from '../helpers/catalog-api'
import { testDrivers } from '../helpers/db'
import { GET as sitemap } from '@/app/sitemap.xml/route'
import { GET as robots } from '@/app/robots.txt/route'

// Outside a Next server there is no incremental cache: read through.
vi.mock('next/cache', () => ({ unstable_cache: (fn: () => unknown) => fn }))

const PORT = process.env.PORT ?? '3000'
const request = (path: string, host: string) =>
  new Request(`http://127.0.0.1:${PORT}${path}`, { headers: { host } })

async function sitemapLocs(code: MarketCode) {
  const response = await sitemap(request('/sitemap.xml', `${code}.localhost:${PORT}`))
  expect(response.status).toBe(200)
  expect(response.headers.get('content-type')).toMatch(/^application\/xml/)
  const xml = await response.text()
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? '')
}

describe.each(testDrivers)('sitemap.xml per market on %s (spec 01 §2)', (driver) => {
  useCatalogApiDb(driver)

  it('lists de-ch’s content pages in German and French, FAQ included, on the market’s own origin', async () => {
    const origin = marketOrigin(getMarket('de-ch'))
    const locs = await sitemapLocs('de-ch')
    expect(locs.every((loc) => loc.startsWith(`${origin}/`))).toBe(true)
    expect(locs).toEqual(
      expect.arrayContaining(
        [
          '/de/',
          '/fr/',
          '/de/impressum/',
          '/fr/mentions-legales/',
          '/de/datenschutz/',
          '/fr/protection-des-donnees/',
          '/de/agb/',
          '/fr/cgv/',
          '/de/versand-und-zahlung/',
          '/fr/livraison-et-paiement/',
          '/de/kundenservice/',
          '/de/faq/',
          '/fr/faq/',
          '/de/kueche/',
          '/fr/salle-de-bain/',
          '/de/ratgeber/',
          '/fr/les-inspirations/',
          '/de/ratgeber/handtuecher-richtig-waschen/',
          '/fr/les-inspirations/choisir-son-linge-de-lit/',
          '/de/documentation/pflege-und-reinigung/',
        ].map((path) => `${origin}${path}`),
      ),
    )
    // Layout data, authors and other markets' languages are no pages of this market.
    expect(locs.some((loc) => /\/(layout|autoren|auteurs)\/|\/nl\//.test(loc))).toBe(false)
    expect(new Set(locs).size).toBe(locs.length)
  })

  it('leaves the FAQ out where the market has it off (nl-nl, fr-be)', async () => {
    const nl = await sitemapLocs('nl-nl')
    const origin = marketOrigin(getMarket('nl-nl'))
    expect(nl).toEqual(
      expect.arrayContaining([`${origin}/nl/colofon/`, `${origin}/nl/magazine/beddengoed-kiezen/`]),
    )
    expect(nl.some((loc) => /veelgestelde-vragen|\/faq\//.test(loc))).toBe(false)
    const be = await sitemapLocs('fr-be')
    expect(be.some((loc) => /veelgestelde-vragen|\/faq\//.test(loc))).toBe(false)
    expect(be).toContain(`${marketOrigin(getMarket('fr-be'))}/nl/algemene-voorwaarden/`)
  })

  it('lists every active product page in each market language', async () => {
    const db = await getDb()
    const [slugs, ids] = await Promise.all([loadProductSlugs(db), listProductIds(db)])
    const active = new Set(ids)
    const origin = marketOrigin(getMarket('de-ch'))
    const expected = slugs
      .filter((row) => active.has(row.id) && (row.language === 'de' || row.language === 'fr'))
      .map((row) => `${origin}/${row.language}/p/${productSlug(row.slug, row.id)}/`)
    expect(expected.length).toBeGreaterThan(100)
    const products = (await sitemapLocs('de-ch')).filter((loc) => loc.includes('/p/'))
    expect(products.sort()).toEqual(expected.sort())
  })

  it('answers 404 for a host that belongs to no market', async () => {
    const response = await sitemap(request('/sitemap.xml', 'evil.example'))
    expect(response.status).toBe(404)
  })
})

describe('robots.txt per market', () => {
  it('names the market’s sitemap and closes the API and per-visitor screens', async () => {
    const response = robots(request('/robots.txt', `fr-ch.localhost:${PORT}`))
    expect(response.status).toBe(200)
    const body = await response.text()
    const origin = marketOrigin(getMarket('fr-ch'))
    expect(body).toContain(`Sitemap: ${origin}/sitemap.xml`)
    expect(body).toContain('Disallow: /api/')
    expect(body).toContain('Disallow: /fr/panier/')
    expect(body).toContain('Disallow: /de/warenkorb/')
  })
})
