/**
 * The variant a stored basket line or wishlist entry names by id: undefined once the product (or the
 * catalog in this currency) no longer has it, and the entry is then not shown.
 */
import type { Product, Variant } from './types'

export function findVariant(product: Product | undefined, variantId: number): Variant | undefined {
  return product?.variants.find((v) => v.id === variantId)
}
