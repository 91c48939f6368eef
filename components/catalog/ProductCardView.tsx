'use client'

/**
 * The product card's markup (spec 02 §2), drawn from its row (lib/catalog/rules/view/card-row.ts): the
 * product's own address, an image slider only with more than one image, name clamped to 2 lines, colour
 * dots, rating, badges, sold-out state, price with sale, and the add-to-cart icon, which adds a lone
 * buyable variant directly and otherwise leads to the product page with action=addToCart (spec 02 §4).
 * A client component so that a listing sends each card's row, not its element tree (issue 15 item 2).
 */
import NextLink from 'next/link'
import type { ReactNode } from 'react'
import type { CardRow } from '@/lib/catalog/rules/view/card-row'
import { WishlistToggle } from '@/components/wishlist/WishlistToggle'
import { CardAddToCart } from './CardAddToCart'
import { BadgeItems, ColourDotsView, PriceView, StarsView } from './CatalogTextViews'
import { ProductCardImages } from './ProductCardImages'
import { ShopImage } from './ShopImage'
import styles from './ProductCard.module.css'

export interface ProductCardViewProps {
  row: CardRow
  /** The first card of a listing may bounce once to show its images can be swiped (spec 02 §2). */
  hint?: boolean
  /** Load the image eagerly (cards in the first row). */
  priority?: boolean
  /** Replaces the wishlist heart. */
  wishlistSlot?: ReactNode
}

export function ProductCardView({ row, hint = false, priority = false, wishlistSlot }: ProductCardViewProps) {
  const first = row.images[0]
  return (
    <article
      className={`${styles.card} ${row.soldOut ? styles.soldOut : ''}`}
      data-testid="product-card"
      data-product-id={row.id}
      data-sold-out={row.soldOut}
      data-price-cents={row.price?.cents}
      data-lowest-price-cents={row.lowestCents}
    >
      <div className={styles.media}>
        {row.images.length > 1 ? (
          <ProductCardImages
            images={row.images}
            name={row.name}
            href={row.href}
            size={row.size}
            hint={hint}
            priority={priority}
          />
        ) : (
          <NextLink href={row.href} tabIndex={-1} aria-hidden="true" className={styles.imageLink}>
            {first ? (
              <ShopImage src={first} size={row.size} priority={priority} className={styles.image} />
            ) : (
              <span className={styles.noImage}>{row.imageMissing}</span>
            )}
          </NextLink>
        )}
        {row.badges && (
          <div className={styles.badges}>
            <BadgeItems label={row.badges.label} items={row.badges.items} />
          </div>
        )}
        <div className={styles.wishlist}>
          {wishlistSlot ?? <WishlistToggle productId={row.id} productName={row.name} />}
        </div>
        {row.soldOutLabel && <span className={styles.soldOutLabel}>{row.soldOutLabel}</span>}
      </div>
      <div className={styles.body}>
        <p className={styles.brand}>
          {row.brand}
          {row.subbrand && <span className={styles.subbrand}> · {row.subbrand}</span>}
        </p>
        <h3 className={styles.name}>
          <NextLink href={row.href} className={styles.nameLink} title={row.name}>
            {row.name}
          </NextLink>
        </h3>
        {row.rating && <StarsView texts={row.rating} />}
        {row.colours && <ColourDotsView texts={row.colours} />}
        <div className={styles.footer}>
          {row.price && <PriceView texts={row.price} />}
          {row.add && <CardAddIcon row={row} add={row.add} />}
        </div>
      </div>
    </article>
  )
}

function CardAddIcon({ row, add }: { row: CardRow; add: NonNullable<CardRow['add']> }) {
  if (add.variantId === undefined) {
    return (
      <NextLink
        href={`${row.href}?action=addToCart`}
        className={styles.addToCart}
        aria-label={add.label}
        rel="nofollow"
        data-testid="card-add-to-cart"
        data-action="page"
      />
    )
  }
  return (
    <CardAddToCart
      className={styles.addToCart}
      label={add.label}
      request={{
        variantId: add.variantId,
        product: {
          productId: row.id,
          name: row.name,
          variantLabel: '',
          quantity: 1,
          imageSrc: row.images[0] ?? null,
        },
      }}
    />
  )
}
