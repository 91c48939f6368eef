import 'server-only'
/**
 * The basket's catalog check: only a buyable variant may become a line. Prices, stock and availability
 * always come from the catalog (spec 02 §7); whatever a client sends about them is ignored.
 */
import { findCatalogVariant, type CatalogVariant, type ProductReadOptions } from '@/lib/catalog/server/store'
import type { Db } from '@/lib/db'
import { HttpError } from '@/lib/http/rules/errors'
import { availableQuantity, isLineBuyable } from '../rules/lines'

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
