import 'server-only'
/**
 * One variant with its product, as the basket and the wishlist read it: through the per-process cache of
 * ./cached.ts, in the request's language and currency. Prices, stock and availability always come from here.
 */
import { findVariant } from '@/lib/catalog/rules/find-variant'
import type { Product, Variant } from '@/lib/catalog/rules/types'
import type { Db } from '@/lib/db'
import { cachedProductIdOfVariant, getCachedProductById } from './cached'
import type { ProductReadOptions } from './products'

export interface CatalogVariant {
  product: Product
  variant: Variant
}

/** A variant with its product in the request's language and currency; null when the catalog has none. */
export async function findCatalogVariant(
  db: Db,
  variantId: number,
  options: ProductReadOptions,
): Promise<CatalogVariant | null> {
  const productId = await cachedProductIdOfVariant(db, variantId)
  if (productId === null) return null
  const product = await getCachedProductById(db, productId, options)
  const variant = findVariant(product ?? undefined, variantId)
  return product && variant ? { product, variant } : null
}
