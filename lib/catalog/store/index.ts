export { getProductById, getProductsByIds, listProductIds, productReadOptionsSchema } from './products'
export type { ProductReadOptions } from './products'
