import { describe, expect, it } from 'vitest'
import {
  contentSitemapEntries,
  isSitemapPage,
  productSitemapEntries,
  robotsTxt,
  sitemapXml,
  type SitemapMarket,
  type SitemapStory,
} from '@/lib/content/rules/sitemap'

const deCh: SitemapMarket = { country: 'ch', languages: ['de', 'fr'], options: { faq: true } }
const nlNl: SitemapMarket = { country: 'nl', languages: ['nl'], options: { faq: false } }
const ORIGIN = 'https://www.example.ch'

const story = (full_slug: string, component = 'page', fr?: string, nl?: string): SitemapStory => ({
  full_slug,
  content: { component },
  published_at: '2025-02-03T08:00:00.000Z',
  translated_slugs: [...(fr ? [{ lang: 'fr', path: fr }] : []), ...(nl ? [{ lang: 'nl', path: nl }] : [])],
})

describe('isSitemapPage (pages only, no layout data; FAQ per market, spec 01 §1)', () => {
  it.each<[SitemapStory, SitemapMarket, boolean]>([
    [story('impressum'), deCh, true],
    [story('ratgeber/handtuecher', 'article'), deCh, true],
    [story('documentation/pflege', 'documentation_page'), deCh, true],
    [story('autoren/lena-berger', 'author'), deCh, false],
    [story('layout/header', 'header'), deCh, false],
    [story('layout/startseite-teaser'), deCh, false],
    [story('faq'), deCh, true],
    [story('faq'), nlNl, false],
  ])('%j in %j → %s', (s, market, expected) => {
    expect(isSitemapPage(s, market)).toBe(expected)
  })
})

describe('contentSitemapEntries (spec 01 §2 translated slugs, kategorieseiten dropped, /home/ → root)', () => {
  it('lists each page in every market language under its translated path, with alternates', () => {
    const entries = contentSitemapEntries(
      [story('kategorieseiten/bad', 'page', 'kategorieseiten/salle-de-bain'), story('home', 'page', 'home')],
      deCh,
      ORIGIN,
    )
    expect(entries.map((e) => e.loc)).toEqual([
      `${ORIGIN}/de/bad/`,
      `${ORIGIN}/fr/salle-de-bain/`,
      `${ORIGIN}/de/`,
      `${ORIGIN}/fr/`,
    ])
    expect(entries[0]).toEqual({
      loc: `${ORIGIN}/de/bad/`,
      lastmod: '2025-02-03T08:00:00.000Z',
      alternates: [
        { hreflang: 'de-CH', href: `${ORIGIN}/de/bad/` },
        { hreflang: 'fr-CH', href: `${ORIGIN}/fr/salle-de-bain/` },
      ],
    })
  })

  it('lists one language without alternates, and leaves out the FAQ where it is off', () => {
    const entries = contentSitemapEntries(
      [
        story('agb', 'page', 'cgv', 'algemene-voorwaarden'),
        story('faq', 'page', 'faq', 'veelgestelde-vragen'),
      ],
      nlNl,
      'https://www.example.nl',
    )
    expect(entries).toEqual([
      {
        loc: 'https://www.example.nl/nl/algemene-voorwaarden/',
        lastmod: '2025-02-03T08:00:00.000Z',
        alternates: [],
      },
    ])
  })

  it('percent-encodes paths', () => {
    const [entry] = contentSitemapEntries([story('über-uns')], { ...deCh, languages: ['de'] }, ORIGIN)
    expect(entry?.loc).toBe(`${ORIGIN}/de/%C3%BCber-uns/`)
  })
})

describe('productSitemapEntries (spec 01 §2 product page /p/{slug}-{number}/)', () => {
  const slugs = [
    { id: 12, language: 'de', slug: 'vorratsdose-glas' },
    { id: 12, language: 'fr', slug: 'boite-de-conservation-verre' },
    { id: 12, language: 'nl', slug: 'voorraadpot-glas' },
    { id: 7, language: 'de', slug: 'handtuch' },
    { id: 99, language: 'de', slug: 'ausgelistet' },
  ]

  it('lists active products in the market languages, by number', () => {
    const entries = productSitemapEntries(slugs, new Set([7, 12]), deCh, ORIGIN)
    expect(entries.map((e) => e.loc)).toEqual([
      `${ORIGIN}/de/p/handtuch-7/`,
      `${ORIGIN}/de/p/vorratsdose-glas-12/`,
      `${ORIGIN}/fr/p/boite-de-conservation-verre-12/`,
    ])
    expect(entries[1]?.alternates.map((a) => a.hreflang)).toEqual(['de-CH', 'fr-CH'])
  })

  it('lists nothing for a language the products have no text in', () => {
    expect(productSitemapEntries(slugs.slice(3), new Set([7]), nlNl, ORIGIN)).toEqual([])
  })
})

describe('sitemapXml', () => {
  it('writes sitemaps.org XML with escaped values and hreflang links', () => {
    const xml = sitemapXml([
      {
        loc: 'https://shop.example/de/a&b/',
        lastmod: '2025-02-03T08:00:00.000Z',
        alternates: [{ hreflang: 'de-CH', href: 'https://shop.example/de/a&b/' }],
      },
    ])
    expect(xml).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"')
    expect(xml).toContain(
      '<url><loc>https://shop.example/de/a&amp;b/</loc><lastmod>2025-02-03T08:00:00.000Z</lastmod>' +
        '<xhtml:link rel="alternate" hreflang="de-CH" href="https://shop.example/de/a&amp;b/"/></url>',
    )
    expect(xml.startsWith('<?xml version="1.0" encoding="UTF-8"?>')).toBe(true)
  })
})

describe('robotsTxt', () => {
  it('opens the shop, closes the API and the per-visitor screens of each language, names the sitemap', () => {
    const robots = robotsTxt(deCh, ORIGIN)
    const lines = robots.split('\n')
    expect(lines.slice(0, 3)).toEqual(['User-agent: *', 'Allow: /', 'Disallow: /api/'])
    for (const path of [
      '/de/konto/',
      '/de/warenkorb/',
      '/de/kasse/',
      '/de/suche/',
      '/fr/compte/',
      '/fr/panier/',
      '/fr/esp%C3%A8ces/',
      '/fr/rechercher/',
    ])
      expect(lines).toContain(`Disallow: ${path}`)
    expect(lines).not.toContain('Disallow: /nl/zoeken/')
    expect(lines).toContain(`Sitemap: ${ORIGIN}/sitemap.xml`)
  })

  it('closes a QA or preview deployment entirely', () => {
    expect(robotsTxt(deCh, ORIGIN, { closed: true })).toBe(
      `User-agent: *\nDisallow: /\n\nSitemap: ${ORIGIN}/sitemap.xml\n`,
    )
  })
})
