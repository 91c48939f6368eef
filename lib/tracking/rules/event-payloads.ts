/**
 * The ecommerce objects of the shop's product events (spec 02 §7): view_item on the product page,
 * add / remove / modify in cart from a basket line, view_cart from the basket, wishlist add / remove.
 * GA4 shape (`{ currency, value, items }`), money divided by 100. Pure.
 */
import { basketItems, itemsValue, lineItem, type TrackableLine } from './basket-items'
import { ecommerceOf, trackingItem, type TrackableProduct } from './product-data'

/** A product with its lowest price (the listing product, the product page's product). */
export type PricedProduct = TrackableProduct & { priceRange: { min: { withTax: number } } }

/** frontend_view_item: the product at its lowest price. */
export function viewItemEcommerce(product: PricedProduct, currency: string) {
  return ecommerceOf(currency, [
    trackingItem(product, { priceCents: product.priceRange.min.withTax, quantity: 1 }),
  ])
}

/** frontend_add_to_cart / frontend_remove_from_cart: `quantity` pieces of the line. */
export function cartChangeEcommerce(line: TrackableLine, quantity: number, currency: string) {
  const items = [lineItem(line, quantity)]
  return { currency, value: itemsValue(items), items }
}

/** frontend_modify_in_cart: the line at its new quantity, with the quantity before and after beside it. */
export function modifyInCartEvent(line: TrackableLine, quantity: number, currency: string) {
  return {
    ecommerce: cartChangeEcommerce(line, quantity, currency),
    extra: { quantityBefore: line.quantity, quantityAfter: quantity },
  }
}

/** frontend_view_cart: every line, equal ones merged, free buy_x_get_y pieces at 0 (spec 02 §4). */
export function viewCartEcommerce(lines: readonly TrackableLine[], currency: string) {
  const items = basketItems(lines)
  return { currency, value: itemsValue(items), items }
}

/** A wishlist entry: its product, and the variant when one was saved. */
export interface TrackableWishlistEntry {
  product: PricedProduct
  variant: { id: number; price: { withTax: number } } | null
}

/** frontend_add_to_wishlist / frontend_remove_from_wishlist. */
export function wishlistEcommerce(entries: readonly TrackableWishlistEntry[], currency: string) {
  return ecommerceOf(
    currency,
    entries.map((entry) =>
      trackingItem(entry.product, {
        variantId: entry.variant?.id ?? null,
        priceCents: entry.variant?.price.withTax ?? entry.product.priceRange.min.withTax,
        quantity: 1,
      }),
    ),
  )
}
