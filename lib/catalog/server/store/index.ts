import 'server-only'
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
