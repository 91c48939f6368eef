import 'client-only'
/**
 * The browser's calls to the shop's own wishlist back end (spec 02 §7): key `wishlist_{shopId}_{userId}`.
 * Browser-safe. A refusal is thrown as lib/http's ApiRequestError (status and the server's message), as
 * for the basket, so both lists roll back and explain themselves the same way.
 */
import { callJson } from '@/lib/http/client/json'
import { listKeyOf } from '@/lib/lists/rules/key-format'
import type { Language } from '@/lib/config/markets'
import type { Wishlist, WishlistAddAnswer } from '../rules/types'

export const WISHLIST_API = '/api/shop/wishlist'

export function wishlistKeyFor(shopId: number, userId: string): string {
  return listKeyOf('wishlist', shopId, userId)
}

const locale = (language: Language) => `?locale=${encodeURIComponent(language)}`

export function fetchWishlist(wishlistKey: string, language: Language, signal?: AbortSignal) {
  return callJson<Wishlist>(
    `${WISHLIST_API}/get/${encodeURIComponent(wishlistKey)}/${locale(language)}`,
    signal ? { signal } : {},
  )
}

/** itemCreationId is a product id (the heart saves the product) or a variant id. */
export function addWishlistItem(input: { wishlistKey: string; itemCreationId: number }, language: Language) {
  return callJson<WishlistAddAnswer>(`${WISHLIST_API}/addItem/${locale(language)}`, {
    method: 'POST',
    body: JSON.stringify(input),
  })
}

export function deleteWishlistItem(input: { wishlistKey: string; itemKey: string }, language: Language) {
  return callJson<Wishlist>(`${WISHLIST_API}/deleteItem/${locale(language)}`, {
    method: 'DELETE',
    body: JSON.stringify(input),
  })
}
