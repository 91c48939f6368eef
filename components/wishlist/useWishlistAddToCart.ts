'use client'

/**
 * Adds a wishlist entry's variant through the one add path of spec 02 §4, with the add-to-cart layer
 * from the wishlist (dialog kind addToCartLayerFromWishlist). The entry stays on the wishlist.
 */
import { useCallback } from 'react'
import { useAddToCart } from '@/components/basket/useAddToCart'
import type { WishlistItemView } from '@/lib/wishlist/rules/item-view'

export function useWishlistAddToCart() {
  const { addToCart, pending } = useAddToCart()
  const add = useCallback(
    (view: WishlistItemView, variantId: number, variantLabel: string) =>
      addToCart({
        variantId,
        product: {
          productId: view.productId,
          name: view.name,
          variantLabel,
          quantity: 1,
          imageSrc: view.image?.src ?? null,
        },
        fromWishlist: true,
      }),
    [addToCart],
  )
  return { add, pending }
}
