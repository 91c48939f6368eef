import 'server-only'

/**
 * Products by id for the basket and the wishlist, kept per process for a few seconds. Every basket answer
 * prices all its lines, and assembling a product costs four statements (about 10 ms on PGlite), while a
 * shopper's adds and quantity changes keep asking for the same few products. Prices and stock stay the
 * catalog's own, at most CATALOG_READ_TTL_MS old; a catalog writer in this process calls
 * invalidateCachedProducts so its change shows at once.
 */
import { inArray } from 'drizzle-orm'
import { BoundedCache, readThrough } from '@/lib/cache/bounded-cache'
import { forgetPerDatabase, perDatabase } from '@/lib/cache/per-database'
import type { Product } from '@/lib/catalog/rules/types'
import type { Db } from '@/lib/db'
import { variants } from '@/lib/db/schema'
import { getProductsByIds, productReadOptionsSchema, type ProductReadOptions } from './products'

export const CATALOG_READ_TTL_MS = 5_000
export const MAX_CACHED_READS = 5_000

interface Caches {
  products: BoundedCache<Promise<Product | null>>
  variantOwners: BoundedCache<Promise<number | null>>
}

const CACHE_KEY = '__storefrontCatalogReads'
const cachesOf = (db: Db): Caches =>
  perDatabase(CACHE_KEY, db, () => ({
    products: new BoundedCache({ ttlMs: CATALOG_READ_TTL_MS, maxWeight: MAX_CACHED_READS }),
    variantOwners: new BoundedCache({ ttlMs: CATALOG_READ_TTL_MS, maxWeight: MAX_CACHED_READS }),
  }))

/** Like getProductsByIds (unknown ids left out), through the cache. */
export async function getCachedProductsByIds(
  db: Db,
  ids: readonly number[],
  options: ProductReadOptions,
): Promise<Product[]> {
  const { language, currency } = productReadOptionsSchema.parse(options)
  const found = await readThrough(
    cachesOf(db).products,
    ids,
    (id) => `${language}|${currency}|${id}`,
    async (missing) =>
      new Map((await getProductsByIds(db, missing, { language, currency })).map((p) => [p.id, p])),
  )
  return found.filter((p): p is Product => p !== null)
}

export async function getCachedProductById(
  db: Db,
  id: number,
  options: ProductReadOptions,
): Promise<Product | null> {
  if (!Number.isInteger(id) || id <= 0) return null
  const [product] = await getCachedProductsByIds(db, [id], options)
  return product ?? null
}

/** The product a variant belongs to; null when the catalog has no such variant. */
export async function cachedProductIdOfVariant(db: Db, variantId: number): Promise<number | null> {
  if (!Number.isInteger(variantId) || variantId <= 0) return null
  const [owner] = await readThrough(cachesOf(db).variantOwners, [variantId], String, async (missing) => {
    const rows = await db
      .select({ id: variants.id, productId: variants.productId })
      .from(variants)
      .where(inArray(variants.id, missing))
    return new Map(rows.map((r) => [r.id, r.productId]))
  })
  return owner ?? null
}

/** After a catalog write in this process: the next read goes to the database. */
export function invalidateCachedProducts(db: Db): void {
  forgetPerDatabase(CACHE_KEY, db)
}
