/**
 * Price-differs flag of spec 02 §5 (hasDifferentPrice of the price display options, spec 02 §3):
 * variants with BVC 3 or 4 are excluded; the rest "are checked for whether all have the same price
 * with stock, or zero stock".
 *
 * Reading: the prices compared are those of the remaining variants that have stock; when none of them
 * has stock, all remaining variants are compared instead (a wholly out-of-stock but still deliverable
 * product shows "from" as honestly as a stocked one). The flag is true when those prices are not all
 * the same.
 */
import type { Variant } from '@/lib/catalog/rules/types'
import { isExcludedFromDefaultPick, variantBvc } from './availability'

type Compared = ReadonlyArray<Pick<Variant, 'availability' | 'price' | 'stock'>>

/** The prices (cents) the flag compares, as read above. */
export function comparedPrices(variants: Compared): number[] {
  const remaining = variants.filter((v) => !isExcludedFromDefaultPick(variantBvc(v)))
  const stocked = remaining.filter((v) => v.stock.quantity > 0)
  const compared = stocked.length > 0 ? stocked : remaining
  return compared.map((v) => v.price.withTax)
}

export function hasDifferentPrice(variants: Compared): boolean {
  return new Set(comparedPrices(variants)).size > 1
}

/**
 * The lowest and highest of those prices when they differ (a card then shows the range, spec 01 §9
 * "a price range is shown without decimals"), else null: one price needs no range.
 */
export function differingPriceRange(variants: Compared): { min: number; max: number } | null {
  const prices = comparedPrices(variants)
  if (new Set(prices).size < 2) return null
  return { min: Math.min(...prices), max: Math.max(...prices) }
}
