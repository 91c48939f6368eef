/**
 * A product as the promotion product block shows it (spec 01 §2 content blocks): picture, price, the
 * buyable variants and how the block puts it in the basket.
 */
import type { Product } from '@/lib/catalog/rules/types'
import {
  articleNumber,
  attributeIs,
  currentVariant,
  isBuyable,
  isSoldOut,
  priceDisplay,
  productPdp,
  variantBvc,
  type PriceDisplay,
} from '@/lib/catalog/rules'
import { attributeValues } from '@/lib/catalog/rules/attributes'
import { distinguishingKeys } from './variant-options'

/** One variant a shopper can pick in a promotion block: only buyable variants are offered. */
export interface PromoVariant {
  id: number
  /** What tells it apart ('135 × 200 cm'); the article number when the variants carry no label. */
  label: string
  /** The variant's own price in cents: a bundle's total adds up the chosen variants. */
  cents: number
}

/**
 * How a promotion block offers a product (spec 02 §4): `add` puts its one buyable variant in the
 * basket, `choose` lets the shopper pick one of several buyable variants first, `page` leads to the
 * product page with action=addToCart (personalised products need their texts there; a product with
 * nothing buyable now is explained there), `none` when it is sold out.
 */
export type PromoAddMode = 'add' | 'choose' | 'page' | 'none'

export interface PromoProductView {
  id: number
  pdp: string
  name: string
  brand: string
  imageSrc: string | null
  price: PriceDisplay | null
  variants: PromoVariant[]
  addMode: PromoAddMode
  personalised: boolean
  soldOut: boolean
}

export function promoProductView(product: Product, locale: string): PromoProductView {
  const keys = distinguishingKeys(product.variants)
  const buyable = product.variants.filter((v) => isBuyable(variantBvc(v)))
  const variants = buyable.map((variant) => ({
    id: variant.id,
    label:
      keys.flatMap((key) => attributeValues(variant.attributes, key).map((a) => a.label)).join(' · ') ||
      articleNumber(variant.referenceKey),
    cents: variant.price.withTax,
  }))
  const personalised = attributeIs(product.attributes, 'personalisierterArtikel', '1')
  const soldOut =
    product.isSoldOut ||
    (product.variants.length > 0 && product.variants.every((v) => isSoldOut(variantBvc(v))))
  const current = currentVariant(product.variants)
  return {
    id: product.id,
    pdp: productPdp(product),
    name: product.name,
    brand: product.brand.name,
    imageSrc: product.images[0]?.src ?? product.variants[0]?.images[0]?.src ?? null,
    price: current ? priceDisplay(current, { locale, variants: product.variants }) : null,
    variants,
    addMode: addMode({
      personalised,
      soldOut,
      variantCount: product.variants.length,
      buyable: variants.length,
    }),
    personalised,
    soldOut,
  }
}

function addMode(facts: {
  personalised: boolean
  soldOut: boolean
  variantCount: number
  buyable: number
}): PromoAddMode {
  if (facts.soldOut || facts.variantCount === 0) return 'none'
  if (facts.personalised || facts.buyable === 0) return 'page'
  return facts.buyable === 1 && facts.variantCount === 1 ? 'add' : 'choose'
}
