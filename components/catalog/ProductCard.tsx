/**
 * The product card of spec 02 §2 for listings and sliders: the product's own address, an image slider
 * only with more than one image, name clamped to 2 lines, colour dots, rating, badges, sold-out state,
 * price with sale, and the add-to-cart icon: it adds a lone buyable variant directly, otherwise it leads
 * to the product page with action=addToCart (spec 02 §4, lib/catalog/rules/view/card-add-to-cart.ts).
 */
import Image from 'next/image'
import NextLink from 'next/link'
import type { ReactNode } from 'react'
import { useLocale, useTranslations } from 'next-intl'
// Not the '@/lib/config' barrel: it builds the server's configuration, and cards also render in the browser.
import type { FlavourRules } from '@/lib/config/flavours'
import type { Language } from '@/lib/config/markets'
import type { ListingProduct } from '@/lib/catalog/rules/listing/listing-product'
import { productCardView } from '@/lib/catalog/rules/view/product-card'
import { getPathname } from '@/lib/i18n/navigation'
import { WishlistToggle } from '@/components/wishlist/WishlistToggle'
import { withTrailingSlash } from '@/lib/i18n/trailing-slash'
import { BadgeList } from './BadgeList'
import { CardAddToCart } from './CardAddToCart'
import { ColourDotList } from './ColourDotList'
import { PriceBlock } from './PriceBlock'
import { ProductCardImages } from './ProductCardImages'
import { RatingStars } from './RatingStars'
import styles from './ProductCard.module.css'

export interface ProductCardProps {
  product: ListingProduct
  /** The market's formatting locale (prices, rating). */
  locale: string
  /** The first card of a listing may bounce once to show its images can be swiped (spec 02 §2). */
  hint?: boolean
  /** Load the image eagerly (cards in the first row). */
  priority?: boolean
  /** Replaces the wishlist heart (a client island that renders only in markets with a wishlist). */
  wishlistSlot?: ReactNode
  /** The flavour's card rules (the server's configuration, or the shop context in the browser). */
  flavour: Pick<FlavourRules, 'showNewBadge'>
}

export function ProductCard({
  product,
  locale,
  hint = false,
  priority = false,
  wishlistSlot,
  flavour,
}: ProductCardProps) {
  const t = useTranslations('catalog.card')
  const language = useLocale() as Language
  const card = productCardView(product, { locale, flavour })
  const href = withTrailingSlash(
    getPathname({ locale: language, href: { pathname: '/p/[pdp]', params: { pdp: card.pdp } } }),
  )
  const first = card.images[0]
  return (
    <article
      className={`${styles.card} ${card.soldOut ? styles.soldOut : ''}`}
      data-testid="product-card"
      data-product-id={card.id}
      data-sold-out={card.soldOut || undefined}
      data-price-cents={card.price?.cents}
      data-lowest-price-cents={product.priceRange.min.withTax}
    >
      <div className={styles.media}>
        {card.hasSlider ? (
          <ProductCardImages
            images={card.images}
            name={card.name}
            href={href}
            size={card.imageSize}
            hint={hint}
            priority={priority}
          />
        ) : (
          <NextLink href={href} tabIndex={-1} aria-hidden="true" className={styles.imageLink}>
            {first ? (
              <Image
                src={first.src}
                alt=""
                width={card.imageSize}
                height={card.imageSize}
                priority={priority}
                className={styles.image}
              />
            ) : (
              <span className={styles.noImage}>{t('imageMissing')}</span>
            )}
          </NextLink>
        )}
        <div className={styles.badges}>
          <BadgeList badges={card.badges} />
        </div>
        <div className={styles.wishlist}>
          {wishlistSlot ?? <WishlistToggle productId={card.id} productName={card.name} />}
        </div>
        {card.soldOut && <span className={styles.soldOutLabel}>{t('soldOut')}</span>}
      </div>
      <div className={styles.body}>
        <p className={styles.brand}>
          {card.brand}
          {card.subbrand && <span className={styles.subbrand}> · {card.subbrand}</span>}
        </p>
        <h3 className={styles.name}>
          <NextLink href={href} className={styles.nameLink} title={card.name}>
            {card.name}
          </NextLink>
        </h3>
        {card.rating && <RatingStars rating={card.rating} locale={locale} />}
        {card.colourDots && <ColourDotList dots={card.colourDots} />}
        <div className={styles.footer}>
          {card.price && <PriceBlock display={card.price} range={card.priceRange} />}
          {!card.soldOut &&
            (card.singleBuyableVariant && card.firstVariantId !== null ? (
              // Spec 02 §4: one buyable variant, not personalised → added directly.
              <CardAddToCart
                className={styles.addToCart}
                label={t('addToCart', { name: card.name })}
                request={{
                  variantId: card.firstVariantId,
                  product: {
                    productId: card.id,
                    name: card.name,
                    variantLabel: '',
                    quantity: 1,
                    imageSrc: first?.src ?? null,
                  },
                }}
              />
            ) : (
              <NextLink
                href={`${href}?action=addToCart`}
                className={styles.addToCart}
                aria-label={t('addToCart', { name: card.name })}
                rel="nofollow"
                data-testid="card-add-to-cart"
                data-action="page"
              />
            ))}
        </div>
      </div>
    </article>
  )
}
