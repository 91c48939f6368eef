import 'server-only'

/** The catalog store: product reads from the database (./products) and via the process cache (./cached). */
export { getProductById, getProductsByIds, listProductIds, productReadOptionsSchema } from './products'
export type { ProductReadOptions } from './products'
export {
  CATALOG_READ_TTL_MS,
  cachedProductIdOfVariant,
  getCachedProductById,
  getCachedProductsByIds,
  invalidateCachedProducts,
} from './cached'
export { findCatalogVariant, type CatalogVariant } from './variant'
