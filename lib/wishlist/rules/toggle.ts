/**
 * The wishlist toggle of spec 02 §4 ("adds the product if absent and removes all matching items if
 * present") as pure rules over the client's copy of the wishlist. The client copy also holds the
 * products whose add is still on its way: the heart and the counter show them at once, and the
 * server's answer replaces the guess (or the rollback restores the old copy).
 */
import type { Wishlist } from './types'

export interface ClientWishlist extends Wishlist {
  /** Products added optimistically whose add the server has not answered yet. */
  pendingProductIds: number[]
}

export function clientWishlist(
  wishlist: Wishlist,
  pendingProductIds: readonly number[] = [],
): ClientWishlist {
  const saved = new Set(wishlist.items.map((item) => item.product.id))
  return { ...wishlist, pendingProductIds: pendingProductIds.filter((id) => !saved.has(id)) }
}

/** Every entry of the product, whether the product itself or one of its variants was saved. */
export function itemKeysOfProduct(wishlist: Pick<Wishlist, 'items'>, productId: number): string[] {
  return wishlist.items.filter((item) => item.product.id === productId).map((item) => item.key)
}

export function isProductSaved(wishlist: ClientWishlist | undefined, productId: number): boolean {
  if (!wishlist) return false
  return wishlist.pendingProductIds.includes(productId) || itemKeysOfProduct(wishlist, productId).length > 0
}

export type ToggleAction =
  | { kind: 'add'; productId: number; itemCreationId: number }
  | { kind: 'remove'; productId: number; itemKeys: string[] }

/**
 * What one press of the heart does. `itemCreationId` is what an add saves: the product id on cards and
 * product pages, a variant id where the shopper's variant is known.
 */
export function toggleAction(
  wishlist: Pick<Wishlist, 'items'> | undefined,
  productId: number,
  itemCreationId: number = productId,
): ToggleAction {
  const itemKeys = wishlist ? itemKeysOfProduct(wishlist, productId) : []
  return itemKeys.length > 0
    ? { kind: 'remove', productId, itemKeys }
    : { kind: 'add', productId, itemCreationId }
}

/** Entries shown by the header counter: the saved ones and those on their way. */
export function shownCount(wishlist: ClientWishlist | undefined): number {
  return wishlist ? wishlist.count + wishlist.pendingProductIds.length : 0
}

export function withPendingProduct(wishlist: ClientWishlist, productId: number): ClientWishlist {
  if (isProductSaved(wishlist, productId)) return wishlist
  return { ...wishlist, pendingProductIds: [...wishlist.pendingProductIds, productId] }
}

export function withoutItems(wishlist: ClientWishlist, itemKeys: readonly string[]): ClientWishlist {
  const gone = new Set(itemKeys)
  const items = wishlist.items.filter((item) => !gone.has(item.key))
  return { ...wishlist, items, count: items.length }
}
