/** The product's siblings (spec 01 §3), the other colourways of its model, as the sibling list shows them. */
import type { Product } from '@/lib/catalog/rules/types'
import { currentVariant, formatMoney, isBuyable, productPdp, variantBvc } from '@/lib/catalog/rules'

/** One colourway of the product's model in the sibling list and the sibling select dialog (spec 01 §3). */
export interface SiblingOption {
  id: number
  /** Colour label of the sibling list entry, e.g. 'Rot' or 'Weiß / Blau'. */
  label: string
  /** First picture of the colourway, or null. */
  image: string | null
  /** The pdp parameter of the sibling's own product page. */
  pdp: string
  /** Price of the colourway's current variant (spec 01 §4 default pick), formatted. */
  price: string | null
  /** The colourway's variants cost different amounts: the price is a 'from' price. */
  priceFrom: boolean
  current: boolean
  /** Spec 01 §3 buyableVariant: some variant can be bought. */
  buyable: boolean
}

type SiblingProduct = Pick<Product, 'id' | 'name' | 'seoUrl' | 'variants' | 'images' | 'priceRange'>

function priceOf(product: SiblingProduct, locale: string) {
  const pick = currentVariant(product.variants)
  if (!pick) return { price: null, priceFrom: false }
  const format = { locale, currency: pick.price.currencyCode }
  return {
    price: formatMoney(pick.price.withTax, format),
    priceFrom: product.priceRange.min.withTax !== product.priceRange.max.withTax,
  }
}

/**
 * The model's colourways in catalog order, the shown product among them. The list entries come from
 * the product's siblings; their prices and pages from the siblings' own products where loaded (a
 * sibling that could not be loaded, e.g. without a price in the currency, is left out).
 */
export function siblingOptions(
  product: SiblingProduct & Pick<Product, 'siblings' | 'attributes'>,
  siblingProducts: readonly SiblingProduct[],
  locale: string,
): SiblingOption[] {
  if (product.siblings.length === 0) return []
  const byId = new Map(siblingProducts.map((p) => [p.id, p]))
  const current: SiblingOption = {
    id: product.id,
    label: colourOf(product.attributes.farbe),
    image: product.images[0]?.src ?? null,
    pdp: productPdp(product),
    ...priceOf(product, locale),
    current: true,
    buyable: product.variants.some((v) => isBuyable(variantBvc(v))),
  }
  const others = product.siblings.flatMap((sibling): SiblingOption[] => {
    const own = byId.get(sibling.id)
    if (!own || !sibling.isActive) return []
    return [
      {
        id: sibling.id,
        label: sibling.label,
        image: sibling.imageHash || own.images[0]?.src || null,
        pdp: productPdp(own),
        ...priceOf(own, locale),
        current: false,
        buyable: sibling.buyableVariant,
      },
    ]
  })
  return [current, ...others].sort((a, b) => a.id - b.id)
}

function colourOf(farbe: Product['attributes'][string]): string {
  const values = Array.isArray(farbe) ? farbe : farbe ? [farbe] : []
  return values.map((v) => v.label).join(' / ')
}
