'use client'

/**
 * The `wishlistAddToCart` dialog of spec 02 §2: the shopper picks one of the product's variants, then
 * it is added through the one add path (the add-to-cart layer from the wishlist follows).
 */
import { useState } from 'react'
import { useTranslations } from 'next-intl'
import { Dialog } from '@/components/dialog/Dialog'
import { useDialogStore } from '@/lib/ui/client/dialog-store'
import type { WishlistItemView } from '@/lib/wishlist/rules/item-view'
import { useWishlistAddToCart } from './useWishlistAddToCart'
import styles from './wishlist.module.css'

export function WishlistAddToCartDialog({ view }: { view: WishlistItemView | null }) {
  const t = useTranslations('wishlistPage.addToCartDialog')
  const close = useDialogStore((s) => s.close)
  const { add, pending } = useWishlistAddToCart()
  const [chosen, setChosen] = useState<number | null>(null)
  const buyable = view?.options.filter((o) => o.buyable) ?? []
  const selected = buyable.find((o) => o.id === chosen) ?? (buyable.length === 1 ? buyable[0] : undefined)
  const submit = () => {
    if (!view || !selected) return
    close('wishlistAddToCart')
    void add(view, selected.id, selected.label || selected.articleNumber)
  }
  return (
    <Dialog kind="wishlistAddToCart" title={t('title')} onClose={() => setChosen(null)}>
      {view && (
        <form
          onSubmit={(event) => {
            event.preventDefault()
            submit()
          }}
        >
          <fieldset className={styles.choices}>
            <legend>{t('legend', { product: view.name })}</legend>
            {view.options.map((option) => (
              <label key={option.id} className={styles.choice}>
                <input
                  type="radio"
                  name="wishlist-variant"
                  value={option.id}
                  disabled={!option.buyable}
                  checked={selected?.id === option.id}
                  onChange={() => setChosen(option.id)}
                />
                <span>{option.label || option.articleNumber}</span>
                <span className={styles.muted}>
                  {option.price.price}
                  {!option.buyable && ` · ${t(option.soldOut ? 'soldOut' : 'unavailable')}`}
                </span>
              </label>
            ))}
          </fieldset>
          <button type="submit" className="button" disabled={!selected || pending}>
            {t('add')}
          </button>
        </form>
      )}
    </Dialog>
  )
}
