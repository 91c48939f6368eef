/**
 * The listing product (card) of spec 02 §3: the product without its description, with the sub-brand
 * lifted out of the attributes and lean variants (what a card reads: price, stock, availability, KQPRI
 * with BVC and the reference price). Field names as the spec gives them.
 */
import { firstAttribute } from '@/lib/catalog/rules/attributes'
import type { AttributeValue, Product, Variant } from '@/lib/catalog/rules/types'

export type ListingVariant = Pick<
  Variant,
  'id' | 'referenceKey' | 'price' | 'stock' | 'availability' | 'KQPRI'
>

export interface ListingProduct extends Omit<Product, 'variants' | 'description'> {
  /** attributes.subbrand (spec 01 §3: values with a label), or null. */
  subbrand: AttributeValue | null
  variants: ListingVariant[]
}

export function toListingProduct(product: Product): ListingProduct {
  const { variants, ...rest } = product
  // Cards show no description: it stays out of the listing answer.
  delete rest.description
  return {
    ...rest,
    subbrand: firstAttribute(product.attributes, 'subbrand') ?? null,
    variants: variants.map(({ id, referenceKey, price, stock, availability, KQPRI }) => ({
      id,
      referenceKey,
      price,
      stock,
      availability,
      KQPRI,
    })),
  }
}
