import type { Product } from '@/lib/catalog/types'
import type { Currency, Language } from '@/lib/config/markets'
import type { Db } from '@/lib/db/client'
import type { CatalogIndex } from './catalog-index'
import { BoundedCache } from './bounded-cache'
import { CHECK_INTERVAL_MS } from './index-cache'
import { readPageProducts } from './read'

/**
 * The products of listing and search pages, kept with the index they were read under. Reading a page
 * of 24 assembled products is the one database statement of a listing and most of its time (tens of
 * milliseconds on PGlite), while the same few hundred products fill page after page. An entry lives
 * as long as the index and at most PRODUCT_TTL_MS, so a card is as fresh as the facets beside it: a
 * catalog change that moves the fingerprint replaces the index, and with it every entry.
 */
export const PRODUCT_TTL_MS = CHECK_INTERVAL_MS
/** Bounds the memory of a large catalog: the products read longest ago are dropped first. */
export const MAX_CACHED_PRODUCTS = 5_000

type Entry = Promise<Product | null>

const caches = new WeakMap<CatalogIndex, BoundedCache<Entry>>()

function cacheOf(index: CatalogIndex): BoundedCache<Entry> {
  let cache = caches.get(index)
  if (!cache) {
    cache = new BoundedCache<Entry>({ ttlMs: PRODUCT_TTL_MS, maxWeight: MAX_CACHED_PRODUCTS })
    caches.set(index, cache)
  }
  return cache
}

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
  // Entries are promises: concurrent requests for a page not yet read share one statement.
  const wanted = new Map<number, Entry>()
  const missing: number[] = []
  for (const id of new Set(ids)) {
    const entry = cache.get(keyOf(id), now)
    if (entry) wanted.set(id, entry)
    else missing.push(id)
  }
  if (missing.length > 0) {
    const reading = read(db, missing, language, currency).then(
      (found) => new Map(found.map((p) => [p.id, p])),
    )
    for (const id of missing) {
      const key = keyOf(id)
      const entry: Entry = reading.then((byId) => byId.get(id) ?? null)
      wanted.set(id, entry)
      cache.set(key, entry, now)
      // A failed read is not kept: the next request tries again.
      entry.catch(() => {
        if (cache.get(key, now) === entry) cache.delete(key)
      })
    }
  }
  const products = await Promise.all(ids.map((id) => wanted.get(id) as Entry))
  return products.filter((p): p is Product => p !== null)
}
