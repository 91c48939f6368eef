import type { APIResponse } from '@playwright/test'
import { expect, test } from './fixtures'

/**
 * sitemap.xml lists every product page, and each answers 200 with JSON-LD Product (or, with variants,
 * a ProductGroup whose variants are Products) holding an Offer with a price; a wrong slug redirects to the canonical address, an unknown number is
 * a 404. Every product of the sitemap is fetched, so this runs in one market (every market's sitemap
 * is checked for its own host and a sample of products in seo.spec.ts).
 */
const MARKET = 'de-de'
const BATCH = 10

interface Offer {
  '@type': string
  price?: string
  priceCurrency?: string
}
interface JsonLdNode {
  '@type'?: string
  name?: string
  offers?: Offer | Offer[]
  hasVariant?: JsonLdNode[]
}

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? '')

/** The Product or ProductGroup node of a page's JSON-LD blocks (an object, an array or an @graph). */
function jsonLdProduct(html: string): JsonLdNode | undefined {
  const blocks = [...html.matchAll(/<script[^>]*type="application\/ld\+json"[^>]*>(.*?)<\/script>/gs)]
  const nodes = blocks.flatMap((m) => {
    const data = JSON.parse(m[1] ?? 'null') as JsonLdNode | JsonLdNode[] | { '@graph': JsonLdNode[] }
    if (Array.isArray(data)) return data
    return data && '@graph' in data ? data['@graph'] : [data as JsonLdNode]
  })
  return nodes.find((node) => node?.['@type'] === 'Product' || node?.['@type'] === 'ProductGroup')
}

async function checkProductPage(path: string, response: APIResponse) {
  expect(response.status(), path).toBe(200)
  const product = jsonLdProduct(await response.text())
  expect(product, `${path}: JSON-LD Product`).toBeDefined()
  expect(product?.name, path).toBeTruthy()
  const offers = [product?.offers ?? [], ...(product?.hasVariant ?? []).map((v) => v.offers ?? [])].flat()
  const priced = offers.filter((o) => o['@type'] === 'Offer' && /^\d+\.\d{2}$/.test(o.price ?? ''))
  expect(priced.length, `${path}: an Offer with a price`).toBeGreaterThan(0)
  for (const offer of priced) expect(offer.priceCurrency, path).toBe('EUR')
}

test.describe('every product of the sitemap', () => {
  test('answers 200 with a JSON-LD Product and a priced Offer; wrong slugs redirect; unknown numbers are 404', async ({
    shop,
    marketInfo,
  }) => {
    test.skip(marketInfo.market !== MARKET, `every product once is enough: runs in ${MARKET}`)
    // About 25 s once the pages are cached; the first run renders every one of them.
    test.setTimeout(180_000)
    const sitemap = await shop.get('/sitemap.xml')
    expect(sitemap.status()).toBe(200)
    const paths = locs(await sitemap.text())
      .map((loc) => new URL(loc).pathname)
      .filter((path) => /^\/de\/p\/[a-z0-9-]+-\d+\/$/.test(path))
    // The seeded catalog holds a few hundred active products, each listed once.
    expect(paths.length).toBeGreaterThan(300)
    expect(new Set(paths).size).toBe(paths.length)

    for (let i = 0; i < paths.length; i += BATCH) {
      const batch = paths.slice(i, i + BATCH)
      const responses = await Promise.all(batch.map((path) => shop.get(path)))
      for (const [j, response] of responses.entries()) await checkProductPage(batch[j] ?? '', response)
    }

    // A wrong slug is sent to the address the sitemap lists (spec 01 §2), its number kept.
    const canonical = paths[Math.floor(paths.length / 2)] ?? ''
    const number = /-(\d+)\/$/.exec(canonical)?.[1] ?? ''
    for (const wrong of [`/de/p/falscher-name-${number}/`, `/de/p/${number}/`]) {
      const response = await shop.get(wrong)
      expect(response.status(), wrong).toBe(308)
      expect(new URL(response.headers().location ?? '', 'http://x').pathname, wrong).toBe(canonical)
    }

    // A number no product has is a 404, whatever the slug.
    const highest = Math.max(...paths.map((path) => Number(/-(\d+)\/$/.exec(path)?.[1])))
    const slug = canonical.replace(/-\d+\/$/, '').replace('/de/p/', '')
    for (const unknown of [`/de/p/${slug}-${highest + 1}/`, `/de/p/${slug}-${highest * 10}/`]) {
      expect((await shop.get(unknown)).status(), unknown).toBe(404)
    }
  })
})
