'use client'

/**
 * One wishlist entry: image, brand, name, the saved variant, price, availability, a link to the
 * product page, remove, add to cart (directly, by picking the variant, or on the product page for a
 * personalised product) and the more-info dialog.
 */
import NextLink from 'next/link'
import { useTranslations } from 'next-intl'
import { PriceBlock } from '@/components/catalog/PriceBlock'
import type { WishlistItemView } from '@/lib/wishlist/rules/item-view'
import { wishlistProductHref } from '@/lib/wishlist/rules/item-view'
import { WishlistItemImage } from './WishlistItemImage'
import styles from './wishlist.module.css'

export interface WishlistItemCardProps {
  view: WishlistItemView
  /** The product's localised page path ('/de/p/…/'). */
  productPath: string
  busy: boolean
  onRemove: () => void
  onAddToCart: () => void
  onChooseVariant: () => void
  onMoreInfo: () => void
}

export function WishlistItemCard(props: WishlistItemCardProps) {
  const { view, productPath, busy, onRemove, onMoreInfo } = props
  const t = useTranslations('wishlistPage.item')
  const href = wishlistProductHref(productPath, view)
  const available = view.availability === 'available'
  return (
    <article
      className={styles.card}
      data-testid="wishlist-item"
      data-item-key={view.key}
      data-product-id={view.productId}
      aria-busy={busy || undefined}
    >
      <NextLink href={href} className={styles.media} tabIndex={-1} aria-hidden="true">
        <WishlistItemImage image={view.image} />
      </NextLink>
      <div className={styles.body}>
        <p className={styles.brand}>
          {view.brand}
          {view.subbrand && <span> · {view.subbrand}</span>}
        </p>
        <h3 className={styles.name}>
          <NextLink href={href}>{view.name}</NextLink>
        </h3>
        {view.variantLabel && <p className={styles.muted}>{t('variant', { variant: view.variantLabel })}</p>}
        <p className={styles.muted}>{t('articleNumber', { number: view.articleNumber })}</p>
        <PriceBlock display={view.price} />
        <p className={available ? styles.available : styles.notAvailable} data-testid="wishlist-availability">
          {t(`availability.${view.availability}`)}
        </p>
      </div>
      <div className={styles.actions}>
        <AddButton {...props} />
        <button type="button" className={styles.linkButton} onClick={onMoreInfo}>
          {t('moreInfo')}
          <span className="visually-hidden"> {view.name}</span>
        </button>
        <button
          type="button"
          className={styles.linkButton}
          onClick={onRemove}
          disabled={busy}
          aria-label={t('removeLabel', { product: view.name })}
          data-testid="wishlist-remove"
        >
          {t('remove')}
        </button>
      </div>
    </article>
  )
}

function AddButton({ view, productPath, onAddToCart, onChooseVariant }: WishlistItemCardProps) {
  const t = useTranslations('wishlistPage.item')
  const label = t('addToCartLabel', { product: view.name })
  switch (view.addPath.kind) {
    case 'add':
      return (
        <button
          type="button"
          className="button"
          onClick={onAddToCart}
          aria-label={label}
          data-testid="wishlist-add-to-cart"
        >
          {t('addToCart')}
        </button>
      )
    case 'chooseVariant':
      return (
        <button type="button" className="button" onClick={onChooseVariant} data-testid="wishlist-add-to-cart">
          {t('chooseVariant')}
          <span className="visually-hidden"> {view.name}</span>
        </button>
      )
    case 'productPage':
      return (
        <NextLink
          href={wishlistProductHref(productPath, view, true)}
          className="button"
          rel="nofollow"
          data-testid="wishlist-add-to-cart"
        >
          {t('personalise')}
          <span className="visually-hidden"> {view.name}</span>
        </NextLink>
      )
    case 'unavailable':
      return (
        <button type="button" className="button" disabled aria-label={label}>
          {t('addToCart')}
        </button>
      )
  }
}
