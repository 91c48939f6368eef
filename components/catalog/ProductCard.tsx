/**
 * The product card of listings and sliders (spec 02 §2): builds the card's row from the listing product
 * where it renders (the server for listings, the browser for recommendations) and hands it to the card's
 * markup (./ProductCardView.tsx). The add-to-cart rule is lib/catalog/rules/view/card-add-to-cart.ts.
 */
import type { ReactNode } from 'react'
import { useLocale, useTranslations } from 'next-intl'
// Not the '@/lib/config' barrel: it builds the server's configuration, and cards also render in the browser.
import type { FlavourRules } from '@/lib/config/flavours'
import type { Language } from '@/lib/config/markets'
import type { ListingProduct } from '@/lib/catalog/rules/listing/listing-product'
import { cardRow } from '@/lib/catalog/rules/view/card-row'
import type { CatalogTranslate } from '@/lib/catalog/rules/view/card-texts'
import { productCardView } from '@/lib/catalog/rules/view/product-card'
import { getPathname } from '@/lib/i18n/navigation'
import { withTrailingSlash } from '@/lib/i18n/trailing-slash'
import { ProductCardView } from './ProductCardView'

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

export function ProductCard({ product, locale, hint, priority, wishlistSlot, flavour }: ProductCardProps) {
  const t = useTranslations('catalog') as unknown as CatalogTranslate
  const language = useLocale() as Language
  const view = productCardView(product, { locale, flavour })
  const href = withTrailingSlash(
    getPathname({ locale: language, href: { pathname: '/p/[pdp]', params: { pdp: view.pdp } } }),
  )
  const row = cardRow(view, { href, locale, lowestCents: product.priceRange.min.withTax, t })
  return <ProductCardView row={row} hint={hint} priority={priority} wishlistSlot={wishlistSlot} />
}
