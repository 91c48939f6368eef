import 'server-only'

/**
 * Catalog reads of the basket and the wishlist. Prices, stock and availability always come from here
 * (read through the per-process cache of lib/catalog/server/store/cached.ts): whatever a client sends
 * about them is ignored.
 */
import {
  cachedProductIdOfVariant,
  getCachedProductById,
  type ProductReadOptions,
} from '@/lib/catalog/server/store'
import type { Product, Variant } from '@/lib/catalog/rules/types'
import type { Db } from '@/lib/db'
import { HttpError } from '@/lib/http/rules/errors'
import { availableQuantity, isLineBuyable } from '../rules/lines'
import { findVariant } from '../rules/view'

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

/** Unknown variants are 404, variants that cannot be bought (BVC 3/4, no stock, inactive) 422. */
export async function requireBuyableVariant(
  db: Db,
  variantId: number,
  options: ProductReadOptions,
): Promise<CatalogVariant & { available: number }> {
  const found = await findCatalogVariant(db, variantId, options)
  if (!found) throw new HttpError(404, `variant ${variantId} not found`)
  if (!isLineBuyable(found.product, found.variant)) {
    throw new HttpError(422, `variant ${variantId} (${found.product.name}) cannot be bought: not available`)
  }
  return { ...found, available: availableQuantity(found.variant) }
}
