/**
 * A product card as the browser receives it (spec 02 §2): its address, pictures and every text already
 * formatted and translated. A listing sends 24 of these rows instead of 24 cards' element trees, which
 * were most of its HTML (issue 15 item 2); the card's markup is drawn from the row on both sides.
 * Absent parts are left out rather than set to null, so they cost nothing in the page.
 */
import {
  badgeTexts,
  colourTexts,
  priceTexts,
  ratingTexts,
  type BadgeText,
  type CatalogTranslate,
  type ColourTexts,
  type PriceTexts,
  type RatingTexts,
} from './card-texts'
import type { ProductCardView } from './product-card'

export interface CardRow {
  id: number
  /** The product page (spec 02 §2: the product's own address). */
  href: string
  name: string
  brand: string
  subbrand?: string
  /** Picture addresses; a slider only with more than one (spec 02 §2). */
  images: string[]
  /** Spec 02 §2: 346 in a slider, 340 single. */
  size: number
  soldOut?: true
  badges?: { label: string; items: BadgeText[] }
  rating?: RatingTexts
  colours?: ColourTexts
  price?: PriceTexts & { cents: number }
  /** The product's lowest price, for the tests' and tracking's sake (data-lowest-price-cents). */
  lowestCents: number
  /**
   * The add-to-cart icon's name, and the variant it adds when the product has one buyable variant
   * (spec 02 §4); without it the icon leads to the product page with action=addToCart. Absent when
   * sold out.
   */
  add?: { label: string; variantId?: number }
  /** Shown instead of a picture, or over it: only the one a card needs. */
  imageMissing?: string
  soldOutLabel?: string
}

export function cardRow(
  view: ProductCardView,
  context: { href: string; locale: string; lowestCents: number; t: CatalogTranslate },
): CardRow {
  const { t } = context
  const row: CardRow = {
    id: view.id,
    href: context.href,
    name: view.name,
    brand: view.brand,
    images: view.images.map((image) => image.src),
    size: view.imageSize,
    lowestCents: context.lowestCents,
  }
  if (view.subbrand) row.subbrand = view.subbrand
  if (view.images.length === 0) row.imageMissing = t('card.imageMissing')
  if (view.badges.length > 0) {
    row.badges = { label: t('badges.label'), items: badgeTexts(view.badges, t) }
  }
  if (view.rating) row.rating = ratingTexts(view.rating, context.locale, t)
  if (view.colourDots) row.colours = colourTexts(view.colourDots, t)
  if (view.price) row.price = { ...priceTexts(view.price, view.priceRange, t), cents: view.price.cents }
  if (view.soldOut) {
    row.soldOut = true
    row.soldOutLabel = t('card.soldOut')
  } else {
    row.add = { label: t('card.addToCart', { name: view.name }) }
    // Spec 02 §4: one buyable variant, not personalised → added directly.
    if (view.singleBuyableVariant && view.firstVariantId !== null) row.add.variantId = view.firstVariantId
  }
  return row
}
