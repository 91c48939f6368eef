import type { Product, Variant } from '@/lib/catalog/rules/types'

/** The wishlist of spec 02 §3: items with key, variant (null when the product itself was saved) and product. */
export interface WishlistItem {
  key: string
  variant: Variant | null
  product: Product
}

export interface Wishlist {
  key: string
  items: WishlistItem[]
  /** Entries shown (the header counter). */
  count: number
}

/** Spec 02 §7 addItem: type and wishlist. */
export interface WishlistAddAnswer {
  type: 'success'
  wishlist: Wishlist
}
