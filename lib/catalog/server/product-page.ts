import 'server-only'

/** Product page reads (spec 01 §2): a pdp's product id; products and category keys, cached and tagged. */
import { unstable_cache } from 'next/cache'
import { inArray } from 'drizzle-orm'
import { z } from 'zod'
import type { Currency, Language } from '@/lib/config/markets'
import { getDb } from '@/lib/db'
import { categories } from '@/lib/db/schema'
import { getProductById, getProductsByIds } from '@/lib/catalog/server/store'
import { productNumberFromPdp } from '../rules/product-number'
import { cachedContentRead } from '@/lib/cache/tagged-cache'
import { productTag, productTags, uniqueTags } from './cache-tags'

/** Cache tag of everything rendered from one product: a catalog change revalidates exactly its pages. */
export { productTag }

const productNumber = z.coerce.number().int().positive().max(2_147_483_647)

/** The numeric product id at the end of a pdp parameter (spec 01 §2), or null when there is none. */
export function productIdFromPdp(pdp: string): number | null {
  const number = productNumberFromPdp(pdp)
  if (!/^\d+$/.test(number)) return null
  const parsed = productNumber.safeParse(number)
  return parsed.success ? parsed.data : null
}

/**
 * A product in a language and currency, cached across requests and tagged by the product and its
 * categories (./cache-tags.ts): which categories is known after the read, see lib/cache/tagged-cache.ts.
 */
export function loadProduct(id: number, language: Language, currency: Currency) {
  return cachedContentRead({
    key: ['product', String(id), language, currency],
    tags: [productTag(id)],
    revalidate: 3600,
    read: async () => {
      const product = await getProductById(await getDb(), id, { language, currency })
      return { value: product, tags: product ? productTags(product) : [productTag(id)] }
    },
  })
}

/** Several products (e.g. a product's siblings), cached and tagged by each of them and their categories. */
export function loadProducts(ids: readonly number[], language: Language, currency: Currency) {
  const sorted = [...new Set(ids)].sort((a, b) => a - b)
  if (sorted.length === 0) return Promise.resolve([])
  return cachedContentRead({
    key: ['products', sorted.join(','), language, currency],
    tags: sorted.map(productTag),
    revalidate: 3600,
    read: async () => {
      const products = await getProductsByIds(await getDb(), sorted, { language, currency })
      return {
        value: products,
        tags: uniqueTags([...sorted.map(productTag), ...products.flatMap(productTags)]),
      }
    },
  })
}

/** Cache tag of category facts read for product pages (keys of breadcrumb levels). */
export const CATEGORIES_TAG = 'categories'

/**
 * Category keys by id, for the breadcrumb's links to category pages (pages name their category by key).
 * Given as pairs: the cache keeps JSON, not a Map.
 */
export async function loadCategoryKeys(ids: readonly number[]): Promise<Map<number, string>> {
  const sorted = [...new Set(ids)].sort((a, b) => a - b)
  if (sorted.length === 0) return new Map()
  const pairs = await unstable_cache(
    async () => {
      const db = await getDb()
      const rows = await db
        .select({ id: categories.id, key: categories.key })
        .from(categories)
        .where(inArray(categories.id, sorted))
      return rows.map((row) => [row.id, row.key] as [number, string])
    },
    ['category-keys', sorted.join(',')],
    { tags: [CATEGORIES_TAG], revalidate: 3600 },
  )()
  return new Map(pairs)
}
