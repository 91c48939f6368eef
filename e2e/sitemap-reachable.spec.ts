import type { APIRequestContext } from '@playwright/test'
import { expect, test } from './fixtures'

/**
 * Everything the shop sells can be reached by following its links: every category page and product of
 * the sitemap (spec 01 §2) is linked from a page a shopper reaches from the home page (navigation,
 * category tiles, a category's listing and its pages). A bounded crawl of the server HTML from the home
 * page, in one market: product pages are counted when linked but not opened, filtered and sorted
 * listings are not followed (endless variations of one page), page links are.
 */
const MARKETS = ['de-de']
const MAX_PAGES = 600
const BATCH = 8
/** Query parameters that keep a link on the page it names: a listing's page, a product's variant. */
const SAME_PAGE_PARAMS = new Set(['page', 'variant'])
const isProduct = (path: string) => /^\/[a-z]{2}\/p\/[^/]+\/$/.test(path)
// Documentation-layout pages (spec 01 §2 "Documentation") are reference pages, not the assortment.
const isAssortment = (path: string) => !/^\/[a-z]{2}\/documentation\//.test(path)

/** The address of every anchor of a page's HTML (not the head's alternates), resolved against the page. */
function anchorUrls(html: string, page: URL): URL[] {
  return [...html.matchAll(/<a\s[^>]*?href="([^"]+)"/g)].flatMap((match) => {
    try {
      return [new URL((match[1] ?? '').replaceAll('&amp;', '&'), page)]
    } catch {
      return []
    }
  })
}

async function crawl(shop: APIRequestContext, origin: string, starts: string[]) {
  const linked = new Set<string>()
  const queued = new Set(starts)
  const queue = [...starts]
  let opened = 0
  while (queue.length > 0 && opened < MAX_PAGES) {
    const batch = queue.splice(0, Math.min(BATCH, MAX_PAGES - opened))
    opened += batch.length
    const pages = await Promise.all(
      batch.map(async (path) => {
        const response = await shop.get(path)
        const html = response.ok() ? await response.text() : ''
        return { path, html }
      }),
    )
    for (const { path, html } of pages) {
      for (const url of anchorUrls(html, new URL(path, origin))) {
        if (url.origin !== origin || /^\/(api|_next)\//.test(url.pathname)) continue
        const params = [...url.searchParams.keys()]
        if (!params.every((name) => SAME_PAGE_PARAMS.has(name))) continue
        linked.add(url.pathname)
        const next = url.pathname + url.search
        if (isProduct(url.pathname) || queued.has(next)) continue
        queued.add(next)
        queue.push(next)
      }
    }
  }
  return { linked, opened, exhausted: queue.length === 0 }
}

test.describe('sitemap reachability', () => {
  test('every category and product of the sitemap is linked from pages reached from the home page', async ({
    shop,
    marketInfo,
  }) => {
    test.skip(!MARKETS.includes(marketInfo.market), `one market is enough: runs in ${MARKETS.join(', ')}`)
    test.setTimeout(90_000)
    const sitemap = await shop.get('/sitemap.xml')
    expect(sitemap.status()).toBe(200)
    const locs = [...(await sitemap.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1] ?? ''))
    const origin = locs[0]?.origin ?? ''
    const paths = locs.map((loc) => loc.pathname).filter(isAssortment)
    expect(paths.filter(isProduct).length).toBeGreaterThan(300)

    const { linked, opened, exhausted } = await crawl(
      shop,
      origin,
      marketInfo.languages.map((language) => `/${language}/`),
    )
    // A crawl cut short by the limit would report pages as orphans that are merely far away.
    expect(exhausted, `the crawl stopped at ${opened} pages`).toBe(true)
    expect(paths.filter((path) => !linked.has(path))).toEqual([])
  })
})
