/** The wishlist's shapes as the calls of spec 02 §7 answer them, for the server and the browser alike. */
import type { Product, Variant } from '@/lib/catalog/rules/types'
import type { ListContents } from '@/lib/lists/rules/contents'

/** The wishlist of spec 02 §3: items with key, variant (null when the product itself was saved) and product. */
export interface WishlistItem {
  key: string
  variant: Variant | null
  product: Product
}

/** count: the entries shown (the header counter). */
export type Wishlist = ListContents<WishlistItem>

/** Spec 02 §7 addItem: type and wishlist. */
export interface WishlistAddAnswer {
  type: 'success'
  wishlist: Wishlist
}
