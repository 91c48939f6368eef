'use client'

/**
 * The heart of spec 02 §4 "Wishlist toggle" on cards, product pages and basket lines: adds the product
 * when it is absent, removes all its entries when present. A toggle button (aria-pressed) named after
 * the product; nothing at all in markets without the shop option hasWishlist (spec 02 §6).
 */
import { lazy, Suspense, useState } from 'react'
import { useTranslations } from 'next-intl'
import { useShop } from '@/components/app-shell/ShopContext'
import { isProductSaved, toggleAction } from '@/lib/wishlist/rules/toggle'
import { useWishlist } from './useWishlist'
import type { WishlistChange } from './useWishlistChange'
import styles from './wishlist.module.css'

// The change code loads when a heart is first reached for (issue 15 item 3: split what opens on
// interaction); pointing at or focusing a heart fetches it, so the press itself rarely waits.
const loadChanger = () => import('./WishlistChanger')
const WishlistChanger = lazy(loadChanger)
const preload = () => void loadChanger()

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
  // The change under way, one at a time per heart; each press gets its own changer.
  const [change, setChange] = useState<{ press: number; action: WishlistChange } | null>(null)
  if (!options.hasWishlist) return null
  const saved = isProductSaved(wishlist, productId)
  const toggle = () => {
    if (change) return
    const action = { ...toggleAction(wishlist, productId, itemCreationId), productName }
    setChange({ press: Date.now(), action })
  }
  return (
    <>
      <button
        type="button"
        className={`${styles.heart} ${className ?? ''}`}
        aria-pressed={saved}
        aria-label={t('toggle', { product: productName })}
        aria-busy={change ? true : undefined}
        title={t(saved ? 'saved' : 'save')}
        data-testid="wishlist-toggle"
        data-product-id={productId}
        onClick={toggle}
        onPointerEnter={preload}
        onFocus={preload}
      />
      {change && (
        <Suspense fallback={null}>
          <WishlistChanger key={change.press} change={change.action} onDone={() => setChange(null)} />
        </Suspense>
      )}
    </>
  )
}
