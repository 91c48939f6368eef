import 'server-only'

/**
 * The cards (lib/catalog/rules/listing/listing-product.ts) of recommended ids, in the engine's order.
 * Unknown, inactive and unbuyable products and those without a price in the currency are skipped: an
 * external engine or the fallback list may name products the catalog no longer offers.
 */
import { toListingProduct, type ListingProduct } from '@/lib/catalog/rules/listing/listing-product'
import { readPageProducts } from '@/lib/catalog/server/listing/read'
import { hasBuyableVariant } from '@/lib/catalog/rules/availability'
import type { Currency, Language } from '@/lib/config/markets'
import type { Db } from '@/lib/db/client'
import { RECOMMENDATION_LIMITS, toProductNumbers } from '../rules/contract'

export interface ProductLookupOptions {
  language: Language
  currency: Currency
  /** At most this many products are answered. */
  limit: number
}

export async function recommendationProducts(
  db: Db,
  ids: readonly string[],
  { language, currency, limit }: ProductLookupOptions,
): Promise<ListingProduct[]> {
  const numbers = toProductNumbers(ids).slice(0, RECOMMENDATION_LIMITS.maxSize)
  if (numbers.length === 0 || limit <= 0) return []
  const products = await readPageProducts(db, numbers, language, currency)
  return products
    .filter((product) => product.isActive && hasBuyableVariant(product.variants))
    .slice(0, limit)
    .map(toListingProduct)
}
