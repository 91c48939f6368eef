/**
 * Availability code BVC of spec 01 §4. A variant carries the code twice (availability.BVC and
 * KQPRI.BVC, spec 01 §3); availability.BVC is the one the rules read, so a single field decides.
 */
import type { Bvc, Variant } from '@/lib/catalog/rules/types'

/** Days-to value from which a BVC 2 variant is a preorder (spec 01 §4). */
export const PREORDER_MIN_DAYS = 999

export interface AvailabilityFacts {
  bvc: Bvc
  deliveryDaysTo: number
}

export function variantBvc(variant: Pick<Variant, 'availability'>): Bvc {
  return variant.availability.BVC
}

export function availabilityFacts(variant: Pick<Variant, 'availability' | 'KQPRI'>): AvailabilityFacts {
  return { bvc: variantBvc(variant), deliveryDaysTo: variant.KQPRI.deliveryDaysTo }
}

/** 1 and 2 are buyable. */
export function isBuyable(bvc: Bvc): boolean {
  return bvc === 1 || bvc === 2
}

/** 2 with deliveryDaysTo of at least 999 is a preorder. */
export function isPreorder({ bvc, deliveryDaysTo }: AvailabilityFacts): boolean {
  return bvc === 2 && deliveryDaysTo >= PREORDER_MIN_DAYS
}

/** 3: no delivery time, not available. */
export function hasNoDeliveryTime(bvc: Bvc): boolean {
  return bvc === 3
}

/** 4: shown as sold out. */
export function isSoldOut(bvc: Bvc): boolean {
  return bvc === 4
}

/** 3 and 4 exclude a variant from the default pick (and from the price-differs check, spec 02 §5). */
export function isExcludedFromDefaultPick(bvc: Bvc): boolean {
  return bvc === 3 || bvc === 4
}

/**
 * Remind when available (spec 01 §4 panel): offered only for a variant that cannot be bought now,
 * BVC 3 (no delivery time) or 4 (sold out).
 */
export function remindWhenAvailableApplies(bvc: Bvc): boolean {
  return isExcludedFromDefaultPick(bvc)
}

/** A product offers something to buy when at least one variant is buyable. */
export function hasBuyableVariant(variants: ReadonlyArray<Pick<Variant, 'availability'>>): boolean {
  return variants.some((v) => isBuyable(variantBvc(v)))
}
