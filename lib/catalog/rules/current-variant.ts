/**
 * Current variant of spec 01 §4: the one named by the query parameter `variant` (its referenceKey or
 * its id), otherwise the cheapest available variant (BVC 3 and 4 are excluded), otherwise the first.
 * A named variant wins even when it is sold out: the shopper asked for it by address.
 * Ties between equally cheap variants go to the earlier one so the pick is stable.
 */
import type { Variant } from '@/lib/catalog/rules/types'
import { isExcludedFromDefaultPick, variantBvc } from './availability'

export function currentVariant<
  V extends Pick<Variant, 'id' | 'referenceKey' | 'availability'> & {
    price: Pick<Variant['price'], 'withTax'>
  },
>(variants: readonly V[], query?: string | null): V | undefined {
  const wanted = query?.trim()
  if (wanted) {
    const named = variants.find((v) => v.referenceKey === wanted || String(v.id) === wanted)
    if (named) return named
  }
  let cheapest: V | undefined
  for (const v of variants) {
    if (isExcludedFromDefaultPick(variantBvc(v))) continue
    if (!cheapest || v.price.withTax < cheapest.price.withTax) cheapest = v
  }
  return cheapest ?? variants[0]
}
