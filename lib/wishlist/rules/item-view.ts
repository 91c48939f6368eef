/**
 * What a wishlist card shows and how its add-to-cart goes (spec 02 §4 "Add to cart (from card or
 * listing)", applied to the wishlist): a saved variant is added as it is; a product with one variant adds
 * that one; with several the shopper picks one in the wishlistAddToCart dialog; a personalised product
 * goes to its product page with action=addToCart, where the engraving is asked for. Browser-safe.
 */
import type { FlavourRules } from '@/lib/config/flavours'
import { attributeIs, firstAttribute } from '@/lib/catalog/rules/attributes'
import { shownArticleNumber } from '@/lib/catalog/rules/article-number'
import { currentVariant } from '@/lib/catalog/rules/current-variant'
import { priceDisplay, type PriceDisplay } from '@/lib/catalog/rules/price-display'
import { productPdp } from '@/lib/catalog/rules/product-slug'
import type { ProductImage } from '@/lib/catalog/rules/types'
import { inGroupingOrder, variantOptions, type VariantOption } from '@/lib/catalog/rules/view/variant-options'
import type { WishlistItem } from './types'

export type WishlistAddPath =
  | { kind: 'add'; variantId: number; variantLabel: string }
  | { kind: 'chooseVariant' }
  | { kind: 'productPage' }
  | { kind: 'unavailable' }

export type WishlistAvailability = 'available' | 'soldOut' | 'unavailable'

export interface WishlistItemView {
  key: string
  productId: number
  /** The product page's pdp parameter. */
  pdp: string
  /** `?variant=` of the saved variant (spec 02 §2 link rule), or null for a saved product. */
  variantReferenceKey: string | null
  name: string
  brand: string
  subbrand: string | null
  articleNumber: string
  /** The saved variant in words (size, colour …), or null for a saved product. */
  variantLabel: string | null
  image: ProductImage | null
  price: PriceDisplay
  availability: WishlistAvailability
  addPath: WishlistAddPath
  /** The variants to pick from, in the grouping sort (spec 01 §4), for the add dialog. */
  options: VariantOption[]
  description: string | null
}

export interface ItemViewFacts {
  locale: string
  flavour: Pick<FlavourRules, 'instantMaxDays' | 'soonFromDays'>
}

function availabilityOf(
  options: readonly Pick<VariantOption, 'buyable' | 'soldOut'>[],
): WishlistAvailability {
  if (options.some((o) => o.buyable)) return 'available'
  return options.length > 0 && options.every((o) => o.soldOut) ? 'soldOut' : 'unavailable'
}

export function wishlistAddPath(
  item: Pick<WishlistItem, 'variant' | 'product'>,
  options: readonly Pick<VariantOption, 'id' | 'label' | 'articleNumber' | 'buyable'>[],
): WishlistAddPath {
  if (attributeIs(item.product.attributes, 'personalisierterArtikel', '1')) return { kind: 'productPage' }
  const saved = item.variant ? options.find((o) => o.id === item.variant?.id) : undefined
  const single = options.length === 1 ? options[0] : undefined
  const direct = saved ?? single
  if (direct) {
    return direct.buyable
      ? { kind: 'add', variantId: direct.id, variantLabel: direct.label }
      : { kind: 'unavailable' }
  }
  return options.some((o) => o.buyable) ? { kind: 'chooseVariant' } : { kind: 'unavailable' }
}

export function wishlistItemView(item: WishlistItem, facts: ItemViewFacts): WishlistItemView {
  const { product, variant } = item
  const options = variantOptions(product, { ...facts, payback: false })
  const saved = variant ? options.filter((o) => o.id === variant.id) : []
  const shown = variant ?? currentVariant(product.variants)
  return {
    key: item.key,
    productId: product.id,
    pdp: productPdp(product),
    variantReferenceKey: variant?.referenceKey ?? null,
    name: product.name,
    brand: product.brand.name,
    subbrand: firstAttribute(product.attributes, 'subbrand')?.label ?? null,
    articleNumber: shownArticleNumber(shown?.referenceKey ?? product.referenceKey),
    variantLabel: saved[0]?.label || null,
    image: variant?.images[0] ?? product.images[0] ?? null,
    price: shown
      ? priceDisplay(shown, { locale: facts.locale, ...(variant ? {} : { variants: product.variants }) })
      : priceDisplay({ price: product.priceRange.min, KQPRI: emptyKqpri }, { locale: facts.locale }),
    availability: availabilityOf(variant ? saved : options),
    addPath: wishlistAddPath(item, options),
    options: inGroupingOrder(options),
    description: product.description?.trim() || null,
  }
}

// A product without variants has nothing to scale; its lowest price is all there is to show.
const emptyKqpri = { BVC: 4, deliveryDaysFrom: 0, deliveryDaysTo: 0, priceReference: null } as const

/**
 * The product page address of a wishlist entry: the product's own page (`productPath`, localised), with
 * `?variant=` for a saved variant (spec 02 §2) and `action=addToCart` when the page is to add it.
 */
export function wishlistProductHref(
  productPath: string,
  view: Pick<WishlistItemView, 'variantReferenceKey'>,
  addToCart = false,
): string {
  const path = productPath.endsWith('/') ? productPath : `${productPath}/`
  const query = new URLSearchParams()
  if (view.variantReferenceKey) query.set('variant', view.variantReferenceKey)
  if (addToCart) query.set('action', 'addToCart')
  const search = query.toString()
  return search ? `${path}?${search}` : path
}
