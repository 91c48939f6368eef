import 'client-only'
/**
 * Tracking of basket and wishlist changes (spec 02 §7): add_to_cart, remove_from_cart, modify_in_cart,
 * view_cart, add_to_wishlist and remove_from_wishlist, each built with the pure rules and pushed
 * through the gated data layer. Apart from ./events.ts: only the code that changes a basket or a
 * wishlist, which loads when a shopper acts, needs them.
 */
import { TRACKING_EVENT } from '../rules/events'
import {
  cartChangeEcommerce,
  modifyInCartEvent,
  viewCartEcommerce,
  wishlistEcommerce,
  type TrackableWishlistEntry,
} from '../rules/event-payloads'
import type { TrackableLine } from '../rules/basket-items'
import { pushEcommerceEvent } from './data-layer'

export function trackAddToCart(line: TrackableLine, quantity: number, currency: string) {
  pushEcommerceEvent(TRACKING_EVENT.addToCart, cartChangeEcommerce(line, quantity, currency))
}

export function trackRemoveFromCart(line: TrackableLine, currency: string) {
  pushEcommerceEvent(TRACKING_EVENT.removeFromCart, cartChangeEcommerce(line, line.quantity, currency))
}

export function trackModifyInCart(line: TrackableLine, quantity: number, currency: string) {
  const { ecommerce, extra } = modifyInCartEvent(line, quantity, currency)
  pushEcommerceEvent(TRACKING_EVENT.modifyInCart, ecommerce, extra)
}

export function trackViewCart(lines: readonly TrackableLine[], currency: string) {
  pushEcommerceEvent(TRACKING_EVENT.viewCart, viewCartEcommerce(lines, currency))
}

export function trackWishlist(
  kind: 'add' | 'remove',
  entries: readonly TrackableWishlistEntry[],
  currency: string,
) {
  if (entries.length === 0) return
  pushEcommerceEvent(
    kind === 'add' ? TRACKING_EVENT.addToWishlist : TRACKING_EVENT.removeFromWishlist,
    wishlistEcommerce(entries, currency),
  )
}
