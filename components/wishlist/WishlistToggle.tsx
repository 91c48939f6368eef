'use client'

/**
 * The heart of spec 02 §4 "Wishlist toggle" on cards, product pages and basket lines: adds the product
 * when it is absent, removes all its entries when present. A toggle button (aria-pressed) named after
 * the product; nothing at all in markets without the shop option hasWishlist (spec 02 §6).
 */
import { useTranslations } from 'next-intl'
import { useShop } from '@/components/app-shell/ShopContext'
import { isProductSaved, toggleAction } from '@/lib/wishlist/rules/toggle'
import { useWishlist, useWishlistChange } from './useWishlist'
import styles from './wishlist.module.css'

export interface WishlistToggleProps {
  productId: number
  productName: string
  /** What an add saves: the product (default) or the shopper's variant. */
  itemCreationId?: number
  className?: string
}

export function WishlistToggle({ productId, productName, itemCreationId, className }: WishlistToggleProps) {
  const t = useTranslations('wishlist')
  const { options } = useShop()
  const { data: wishlist } = useWishlist()
  const change = useWishlistChange()
  if (!options.hasWishlist) return null
  const saved = isProductSaved(wishlist, productId)
  const toggle = () => {
    if (change.isPending) return
    change.mutate({ ...toggleAction(wishlist, productId, itemCreationId), productName })
  }
  return (
    <button
      type="button"
      className={`${styles.heart} ${className ?? ''}`}
      aria-pressed={saved}
      aria-label={t('toggle', { product: productName })}
      aria-busy={change.isPending || undefined}
      title={t(saved ? 'saved' : 'save')}
      data-testid="wishlist-toggle"
      data-product-id={productId}
      onClick={toggle}
    />
  )
}
