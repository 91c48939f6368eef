/** What a product card's add-to-cart icon does: add the first variant, or lead to the product page. */
import { attributeIs, isBuyable, variantBvc } from '@/lib/catalog/rules'
import type { ListingProduct } from '@/lib/catalog/rules/listing/listing-product'

/** What the add-to-cart icon of a card needs to know (ProductCardView carries these fields). */
export interface CardAddToCartFacts {
  /** The first variant, which a direct add puts in the basket; null for a product without variants. */
  firstVariantId: number | null
  /** True when the icon adds the first variant directly instead of leading to the product page. */
  singleBuyableVariant: boolean
}

/**
 * Spec 02 §4 "Add to cart (from card or listing)": a product with more than one variant, or marked
 * personalised (attribute personalisierterArtikel '1'), goes to its product page with action=addToCart,
 * where the shopper still has to choose; otherwise its first variant is added with quantity 1. A lone
 * variant that cannot be bought now goes to the page too, which says why, instead of a refused add.
 */
export function cardAddToCartFacts(
  product: Pick<ListingProduct, 'variants' | 'attributes'>,
): CardAddToCartFacts {
  const [first, ...others] = product.variants
  if (!first) return { firstVariantId: null, singleBuyableVariant: false }
  const singleBuyableVariant =
    others.length === 0 &&
    !attributeIs(product.attributes, 'personalisierterArtikel', '1') &&
    isBuyable(variantBvc(first))
  return {
    firstVariantId: first.id,
    singleBuyableVariant,
  }
}
