/**
 * The data behind a market's sitemap.xml: published page stories from the content service and the
 * active products from the catalog. Server only; cached per market and tagged with the content tag,
 * so a content webhook refreshes it too.
 */
import 'server-only'
import { unstable_cache } from 'next/cache'
import type { Market } from '@/lib/config'
import { marketOrigin } from '@/lib/config/origin'
import { getDb } from '@/lib/db'
import { listProductIds } from '@/lib/catalog/server/store'
import { loadProductSlugs } from '@/lib/catalog/server/store/slugs'
import {
  contentSitemapEntries,
  productSitemapEntries,
  SITEMAP_MAX_URLS,
  type SitemapEntry,
  type SitemapStory,
} from '../rules/sitemap'
import { getAllStories } from './stories'
import { CONTENT_TAG, SITEMAP_TAG } from './tags'
import { CONTENT_DEFAULT_LANGUAGE } from '../rules/types'
import { logFailure } from '@/lib/http/server/failure'

export { SITEMAP_TAG }

async function readPageStories(): Promise<SitemapStory[]> {
  // The default language answer carries every translated slug; bodies are not needed for paths.
  const stories = await getAllStories({
    language: CONTENT_DEFAULT_LANGUAGE,
    excluding_fields: ['body'],
    per_page: 100,
  })
  return stories as SitemapStory[]
}

async function readProductEntries(market: Market, origin: string): Promise<SitemapEntry[]> {
  try {
    const db = await getDb()
    const [slugs, ids] = await Promise.all([loadProductSlugs(db), listProductIds(db)])
    return productSitemapEntries(slugs, new Set(ids), market, origin)
  } catch (error) {
    // The content pages are still worth listing while the catalog is unavailable.
    logFailure('[sitemap] cannot read the product slugs; listing content pages only', error)
    return []
  }
}

/** Every page of a market, read now (uncached). */
export async function buildSitemapEntries(market: Market): Promise<SitemapEntry[]> {
  const origin = marketOrigin(market)
  const [stories, products] = await Promise.all([readPageStories(), readProductEntries(market, origin)])
  const entries = [...contentSitemapEntries(stories, market, origin), ...products]
  if (entries.length > SITEMAP_MAX_URLS)
    console.warn(`[sitemap] ${market.code}: ${entries.length} URLs, more than one sitemap file may hold`)
  return entries.slice(0, SITEMAP_MAX_URLS)
}

/** Every page of a market for its sitemap.xml. */
export function loadSitemapEntries(market: Market): Promise<SitemapEntry[]> {
  return unstable_cache(() => buildSitemapEntries(market), ['sitemap', market.code, market.domain], {
    tags: [CONTENT_TAG, SITEMAP_TAG],
    revalidate: 600,
  })()
}
