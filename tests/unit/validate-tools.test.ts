// The parts of `npm run validate` (scripts/validate/) that decide what counts as a finding: the links a
// page has, the JSON-LD it carries, the schema.org vocabulary, the allow-list of Next.js markup.
import { describe, expect, it } from 'vitest'
import { HTML_ALLOWED } from '@/scripts/validate/allowlist.mjs'
import { internalLinks } from '@/scripts/validate/links.mjs'
import { lineOf } from '@/scripts/validate/report.mjs'
import { checkStructuredData, extractJsonLd, relativeUrls } from '@/scripts/validate/structured-data.mjs'
import { vocabularyFromTypings } from '@/scripts/validate/vocabulary.mjs'

const BASE = 'http://fr-ch.localhost:3100/fr/cuisine/'

describe('internalLinks: what the crawl checks', () => {
  it('resolves relative links, keeps every *.localhost market, drops outside hosts and non-pages', () => {
    const html = [
      '<a href="/de/kueche/?farbe=rot&amp;page=2#top">x</a>',
      '<a href="../salle-de-bain/">x</a>',
      '<a href="http://de-ch.localhost:3100/de/kueche/">x</a>',
      '<a href="https://www.example.com/">x</a>',
      '<a href="mailto:a@b.example">x</a><a href="tel:+41">x</a><a href="#main">x</a>',
      '<link rel="alternate" hreflang="de-CH" href="http://de-ch.localhost:3100/de/"/>',
      '<link rel="icon" href="/icon.png"/>',
    ].join('')
    expect(internalLinks(html, BASE)).toEqual([
      'http://fr-ch.localhost:3100/de/kueche/?farbe=rot&page=2',
      'http://fr-ch.localhost:3100/fr/salle-de-bain/',
      'http://de-ch.localhost:3100/de/kueche/',
      'http://de-ch.localhost:3100/de/',
    ])
  })
})

describe('extractJsonLd: the extractor shape the validator reads', () => {
  it('groups items by type, flattens @graph and reports a block that does not parse', () => {
    const html =
      '<script type="application/ld+json">{"@type":"Product","name":"a"}</script>' +
      '<script type="application/ld+json">{"@graph":[{"@type":"WebSite"},{"@type":"BreadcrumbList"}]}</script>' +
      '<script type="application/ld+json">{oops</script>'
    const data = extractJsonLd(html)
    expect(Object.keys(data.jsonld)).toEqual(['Product', 'WebSite', 'BreadcrumbList'])
    expect(data.jsonld.Product?.[0]?.['@location']).toBe(`0,${html.indexOf('</script>') + 9}`)
    expect(data.errors).toHaveLength(1)
  })

  it('finds relative URLs in URL fields at any depth, not in other text', () => {
    const article = {
      '@type': 'BlogPosting',
      headline: '/not/a/url',
      image: ['/images/a.webp', 'http://de-de.localhost:3100/images/b.webp'],
      author: { '@type': 'Person', url: '/de/autoren/x/' },
    }
    expect(relativeUrls(article, 'BlogPosting')).toEqual([
      'BlogPosting > image: relative URL "/images/a.webp" (must be absolute)',
      'BlogPosting > author > url: relative URL "/de/autoren/x/" (must be absolute)',
    ])
  })

  it('finds the line of an offset', () => {
    expect(lineOf('a\nb\nc', 4)).toBe(3)
  })
})

describe('checkStructuredData', () => {
  const page = (json: object, types: string[][]) => ({
    label: 'p',
    url: BASE,
    html: `<script type="application/ld+json">${JSON.stringify(json)}</script>`,
    types,
  })

  it('fails a relative breadcrumb URL and a missing required type, passes an absolute one', async () => {
    const crumbs = (item: string) => ({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [{ '@type': 'ListItem', position: 1, name: 'Cuisine', item }],
    })
    const [relative, absolute, missing] = await checkStructuredData([
      page(crumbs('/fr/cuisine/'), [['BreadcrumbList']]),
      page(crumbs('http://fr-ch.localhost:3100/fr/cuisine/'), [['BreadcrumbList']]),
      page(crumbs('http://fr-ch.localhost:3100/fr/cuisine/'), [['WebSite']]),
    ])
    expect(relative?.errors.join('\n')).toMatch(/Invalid URL in field "item"/)
    expect(absolute?.errors).toEqual([])
    expect(missing?.errors.join('\n')).toMatch(/no WebSite in the JSON-LD/)
  })
})

describe('vocabularyFromTypings: schema.org from schema-dts', () => {
  const typings = [
    'interface ThingBase extends Partial<IdReference> {',
    '    "name"?: SchemaValue<Text>;',
    '}',
    'export interface ThingLeaf extends ThingBase {',
    '    "@type": "Thing";',
    '}',
    'interface ProductBase extends ThingBase {',
    '    "offers"?: SchemaValue<Offer>;',
    '}',
    'export interface ProductLeaf extends ProductBase {',
    '    "@type": "Product";',
    '}',
    'export interface StoreLeaf extends ThingBase {',
    '    "@type": "Store";',
    '}',
  ].join('\n')

  it('gives each type its parents and each property its domains', () => {
    const graph = vocabularyFromTypings(typings)['@graph']
    const byId = Object.fromEntries(graph.map((entry) => [entry['@id'], entry]))
    expect(byId['schema:Product']?.['rdfs:subClassOf']).toEqual([{ '@id': 'schema:Thing' }])
    expect(byId['schema:Store']?.['rdfs:subClassOf']).toEqual([{ '@id': 'schema:Thing' }])
    expect(byId['schema:offers']?.['schema:domainIncludes']).toEqual([{ '@id': 'schema:Product' }])
    expect(byId['schema:name']?.['schema:domainIncludes']).toEqual([{ '@id': 'schema:Thing' }])
  })
})

describe('HTML_ALLOWED: only markup Next.js writes', () => {
  const message =
    'A “link” element with an “as” attribute must have a “rel” attribute that contains the value “preload” or the value “modulepreload”.'
  const accepted = (extract: string) =>
    HTML_ALLOWED.some((entry) => entry.message.test(message) && entry.extract.test(extract))

  it('accepts next/dynamic stylesheet links, not the same mistake in the shop', () => {
    expect(
      accepted(
        '<link href="/_next/static/chunks/1qr.css" rel="stylesheet" as="style" data-precedence="dynamic"/>',
      ),
    ).toBe(true)
    expect(accepted('<link href="/fonts/shop.css" rel="stylesheet" as="style"/>')).toBe(false)
    for (const entry of HTML_ALLOWED) expect(entry.reason.length).toBeGreaterThan(40)
  })
})
