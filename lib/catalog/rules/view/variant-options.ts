/**
 * The product page's variants as options: what the page shows for each, in the grouping sort of
 * spec 01 §4, the current one, and whether the attribute picker dialog is needed.
 */
import type { FlavourRules } from '@/lib/config/flavours'
import type { Bvc, Product, Variant } from '@/lib/catalog/rules/types'
import {
  articleNumber,
  currentVariant,
  deliveryTimesVary,
  displayReferenceKey,
  isBuyable,
  itemPaybackPoints,
  priceDisplay,
  sortByGrouping,
  variantBvc,
  variantDeliveryMessage,
  type DeliveryMessage,
  type PriceDisplay,
} from '@/lib/catalog/rules'
import { attributeValues } from '@/lib/catalog/rules/attributes'

/**
 * Everything the product page shows for one variant, computed on the server from the rules so the
 * browser only switches between ready answers (the page stays shared and cacheable).
 */
export interface VariantOption {
  id: number
  referenceKey: string
  articleNumber: string
  /** The reference key as shown to shoppers (spec 01 §5: dots removed, cut to 7, no leading zeros). */
  referenceNumber: string
  /** Labels of the attributes that tell the variants apart, e.g. '135 × 200 cm'. */
  label: string
  /** The same attributes as machine values with their labels, for the picker and the size advisor. */
  values: Array<{ key: string; value: string; label: string }>
  price: PriceDisplay
  /** This variant's own delivery window (spec 01 §4), as shown once it is chosen. */
  delivery: DeliveryMessage
  /** The product's message before a variant is chosen: plain availability where windows vary. */
  deliveryUnchosen: DeliveryMessage
  bvc: Bvc
  buyable: boolean
  soldOut: boolean
  availableQuantity: number
  /** Spec 02 §9 payback points for one piece, null where the market has no payback. */
  paybackPoints: number | null
  /** Place in the grouping sort of spec 01 §4 (0 first): the order lists and pickers show. */
  groupingRank: number
}

interface Facts {
  locale: string
  flavour: Pick<FlavourRules, 'instantMaxDays' | 'soonFromDays'>
  payback: boolean
}

/** Attribute keys whose values differ between the variants: those are what the shopper picks. */
export function distinguishingKeys(variants: readonly Pick<Variant, 'attributes'>[]): string[] {
  const keys = new Set(variants.flatMap((v) => Object.keys(v.attributes)))
  return [...keys].filter((key) => {
    const values = new Set(
      variants.map((v) =>
        attributeValues(v.attributes, key)
          .map((a) => a.value)
          .join('|'),
      ),
    )
    return values.size > 1
  })
}

export function variantOptions(product: Pick<Product, 'variants'>, facts: Facts): VariantOption[] {
  const keys = distinguishingKeys(product.variants)
  const varying = deliveryTimesVary(product.variants)
  const rank = new Map(sortByGrouping(product.variants).map((variant, i) => [variant.id, i]))
  return product.variants.map((variant) => {
    const bvc = variantBvc(variant)
    const price = priceDisplay(variant, { locale: facts.locale, variants: product.variants })
    const factor = variant.KQPRI.Punkte_Faktor_Payback
    return {
      id: variant.id,
      referenceKey: variant.referenceKey,
      articleNumber: articleNumber(variant.referenceKey),
      referenceNumber: displayReferenceKey(variant.referenceKey),
      label: keys.flatMap((key) => attributeValues(variant.attributes, key).map((a) => a.label)).join(' · '),
      values: keys.flatMap((key) => attributeValues(variant.attributes, key).map((a) => ({ key, ...a }))),
      price,
      delivery: variantDeliveryMessage(variant, facts.flavour),
      deliveryUnchosen: variantDeliveryMessage(variant, facts.flavour, { varying }),
      bvc,
      buyable: isBuyable(bvc),
      soldOut: bvc === 4,
      availableQuantity: variant.stock.quantity,
      paybackPoints:
        facts.payback && factor
          ? itemPaybackPoints({ factor, unitPriceWithTax: price.cents, quantity: 1 })
          : null,
      groupingRank: rank.get(variant.id) ?? 0,
    }
  })
}

/**
 * The options as lists and pickers show them: in the grouping sort of spec 01 §4 (deliverable soon
 * first, sold out last). The rules keep catalog order, e.g. "otherwise the first variant".
 */
export function inGroupingOrder<O extends Pick<VariantOption, 'groupingRank'>>(options: readonly O[]): O[] {
  return [...options].sort((a, b) => a.groupingRank - b.groupingRank)
}

/** Spec 01 §4 current variant over the prepared options (query `variant` → cheapest available → first). */
export function currentOption(
  options: readonly VariantOption[],
  query?: string | null,
): VariantOption | undefined {
  const picked = currentVariant(
    options.map((o) => ({
      id: o.id,
      referenceKey: o.referenceKey,
      availability: { BVC: o.bvc },
      price: { withTax: o.price.cents },
    })),
    query,
  )
  return picked && options.find((o) => o.id === picked.id)
}

/** Up to this many variants of one attribute are shown inline; more go to the attribute picker dialog. */
export const INLINE_VARIANT_LIMIT = 3

/**
 * Spec 02 §2 "product attribute picker": variants that differ in more than one attribute, or in many
 * values of one, are chosen in a dialog; a few values of one attribute stay inline as radio buttons.
 */
export function needsAttributePicker(options: readonly Pick<VariantOption, 'values'>[]): boolean {
  if (options.length < 2) return false
  const keys = new Set(options.flatMap((o) => o.values.map((v) => v.key)))
  return keys.size > 1 || options.length > INLINE_VARIANT_LIMIT
}

/** The single attribute the variants differ by ('masse', 'doppelgroesse' …), or null for none or several. */
export function variantAxis(options: readonly Pick<VariantOption, 'values'>[]): string | null {
  const keys = new Set(options.flatMap((o) => o.values.map((v) => v.key)))
  return keys.size === 1 ? ([...keys][0] ?? null) : null
}
