import 'server-only'

/**
 * The products of listing and search pages, kept with the index they were read under. Reading a page
 * of 24 assembled products is the one database statement of a listing and most of its time (tens of
 * milliseconds on PGlite), while the same few hundred products fill page after page. An entry lives
 * as long as the index and at most PRODUCT_TTL_MS, so a card is as fresh as the facets beside it: a
 * catalog change that moves the fingerprint replaces the index, and with it every entry.
 */
import type { Product } from '@/lib/catalog/rules/types'
import type { Currency, Language } from '@/lib/config/markets'
import type { Db } from '@/lib/db/client'
import type { CatalogIndex } from '../../rules/listing/catalog-index'
import { BoundedCache, readThrough } from '@/lib/cache/bounded-cache'
import { perObject } from '@/lib/cache/per-object'
import { CHECK_INTERVAL_MS } from './index-cache'
import { readPageProducts } from './read'

export const PRODUCT_TTL_MS = CHECK_INTERVAL_MS
/** Bounds the memory of a large catalog: the products read longest ago are dropped first. */
export const MAX_CACHED_PRODUCTS = 5_000

const cacheOf = (index: CatalogIndex) =>
  perObject(
    '__storefrontPageProducts',
    index,
    () =>
      new BoundedCache<Promise<Product | null>>({ ttlMs: PRODUCT_TTL_MS, maxWeight: MAX_CACHED_PRODUCTS }),
  )

/**
 * A catalog of at most this many products is read whole on the first miss in a language and currency
 * (one statement, like a page's), so a listing or search page never seen before reads no product
 * (issue 15 item 1: the first render within 15 ms CPU); it fits MAX_CACHED_PRODUCTS in five languages
 * and currencies. A larger catalog reads only the products of the page.
 */
export const WHOLE_CATALOG_MAX = MAX_CACHED_PRODUCTS / 5

export interface CachedReadOptions {
  now?: number
  read?: typeof readPageProducts
}

/** Products in the order of `ids`, unknown ones and those without a price in the currency left out. */
export async function cachedPageProducts(
  db: Db,
  index: CatalogIndex,
  ids: readonly number[],
  language: Language,
  currency: Currency,
  { now = Date.now(), read = readPageProducts }: CachedReadOptions = {},
): Promise<Product[]> {
  const cache = cacheOf(index)
  const keyOf = (id: number) => `${language}|${currency}|${id}`
  const readMissing = async (missing: number[]) =>
    new Map((await read(db, missing, language, currency)).map((p) => [p.id, p]))
  if (index.size <= WHOLE_CATALOG_MAX && ids.some((id) => !cache.get(keyOf(id), now))) {
    await readThrough(cache, Array.from(index.ids), keyOf, readMissing, now)
  }
  const products = await readThrough(cache, ids, keyOf, readMissing, now)
  return products.filter((p): p is Product => p !== null)
}
