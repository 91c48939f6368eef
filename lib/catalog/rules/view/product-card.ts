/** The product card of listings and recommendation sliders (spec 02 §2), prepared on the server. */
import type { FlavourRules } from '@/lib/config/flavours'
import type { ListingProduct } from '@/lib/catalog/rules/listing/listing-product'
import type { ProductImage } from '@/lib/catalog/rules/types'
import {
  attributeIs,
  badges,
  colourDots,
  currentVariant,
  differingPriceRange,
  formatPriceRange,
  isSoldOut,
  priceDisplay,
  productBadgeFacts,
  productPdp,
  readRating,
  variantBvc,
  type Badge,
  type ColourDots,
  type FormattedRange,
  type PriceDisplay,
} from '@/lib/catalog/rules'
import type { Rating } from '@/lib/catalog/rules/types'
import { cardAddToCartFacts, type CardAddToCartFacts } from './card-add-to-cart'

/** Spec 02 §2: image sizes are 346 in a slider, 340 single. */
export const CARD_IMAGE_SIZE = { slider: 346, single: 340 } as const

/** Everything a product card shows (spec 02 §2, §3, §5), computed on the server from the rules. */
export interface ProductCardView extends CardAddToCartFacts {
  id: number
  /** Slug part of the product page address: the product's own address, else name and number. */
  pdp: string
  name: string
  brand: string
  subbrand: string | null
  images: ProductImage[]
  /** Spec 02 §2: the slider appears only with more than one image. */
  hasSlider: boolean
  imageSize: number
  price: PriceDisplay | null
  /** Spec 01 §9: where the variants differ in price, the range without decimals instead of "from". */
  priceRange: FormattedRange | null
  badges: Badge[]
  colourDots: ColourDots | null
  rating: Rating | null
  soldOut: boolean
  personalised: boolean
}

/**
 * The card of one listing product. The price is the current variant's (spec 01 §4: cheapest available,
 * else the first) with "from" when the deliverable variants differ (spec 02 §5); sold out when the
 * product says so or no variant is anything but BVC 4.
 */
export function productCardView(
  product: ListingProduct,
  facts: { locale: string; flavour: Pick<FlavourRules, 'showNewBadge'> },
): ProductCardView {
  const variant = currentVariant(product.variants)
  const range = differingPriceRange(product.variants)
  const hasSlider = product.images.length > 1
  return {
    id: product.id,
    pdp: productPdp(product),
    name: product.name,
    brand: product.brand.name,
    subbrand: product.subbrand?.label ?? null,
    images: product.images,
    hasSlider,
    imageSize: hasSlider ? CARD_IMAGE_SIZE.slider : CARD_IMAGE_SIZE.single,
    price: variant ? priceDisplay(variant, { locale: facts.locale, variants: product.variants }) : null,
    priceRange:
      variant && range
        ? formatPriceRange(range.min, range.max, {
            locale: facts.locale,
            currency: variant.price.currencyCode,
          })
        : null,
    badges: badges(productBadgeFacts(product, variant), facts.flavour),
    colourDots: colourDots(product.colorsList),
    rating: readRating(product.attributes),
    soldOut:
      product.isSoldOut ||
      (product.variants.length > 0 && product.variants.every((v) => isSoldOut(variantBvc(v)))),
    personalised: attributeIs(product.attributes, 'personalisierterArtikel', '1'),
    // Spec 02 §4: whether the card's add-to-cart icon adds the first variant or leads to the page.
    ...cardAddToCartFacts(product),
  }
}
