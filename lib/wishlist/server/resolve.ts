import 'server-only'

/** What a wishlist add saves: the product or the variant an itemCreationId names. */
import { findCatalogVariant } from '@/lib/catalog/server/store'
import { getCachedProductById, type ProductReadOptions } from '@/lib/catalog/server/store'
import type { Product, Variant } from '@/lib/catalog/rules/types'
import type { Db } from '@/lib/db'

/**
 * itemCreationId of spec 02 §7 is a product id or a variant id. A product with that id wins: the heart
 * on cards (spec 02 §4 toggle) saves the product, and the catalog never gives a variant a product's
 * number (variants are numbered product × 100 + n). Otherwise the variant with that id, saved together
 * with its product. Null when the catalog knows neither (in this currency).
 */
export async function resolveItemCreationId(
  db: Db,
  id: number,
  options: ProductReadOptions,
): Promise<{ product: Product; variant: Variant | null } | null> {
  const product = await getCachedProductById(db, id, options)
  if (product) return { product, variant: null }
  return findCatalogVariant(db, id, options)
}
