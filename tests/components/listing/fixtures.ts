import { toListingProduct, type ListingProduct } from '@/lib/catalog/rules/listing/listing-product'
import type { Product } from '@/lib/catalog/rules/types'
import { product, variant } from '../../unit/catalog-fixtures'

/** A listing product (spec 02 §3) built from the catalog rule fixtures. */
export function listingProduct(extra: Partial<Product> = {}): ListingProduct {
  return toListingProduct(product(extra))
}

export { variant }

export const IMAGE = (n: number) => ({ src: `/images/catalog/100001-rot-${n}.webp`, width: 800, height: 800 })
