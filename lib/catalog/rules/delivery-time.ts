/**
 * Delivery-time message of spec 01 §4, from the variant's BVC and deliveryDaysFrom/-To.
 *
 * The day count a band is judged by is the slower bound (deliveryDaysTo, or From if the data is
 * reversed): "at most 3 days" must hold for the whole promised window.
 *
 * "late | 14 days or more, unless delivery times vary": read as the variants in view having different
 * delivery windows (a listing card or a product shown before a variant is chosen). A single week
 * count would then be wrong for some of them, so the message falls back to plain availability
 * ('available'). The caller says whether times vary; `deliveryTimesVary` computes it.
 */
import type { FlavourRules } from '@/lib/config/flavours'
import type { Bvc, Variant } from '@/lib/catalog/rules/types'
import { isBuyable, isPreorder, variantBvc } from './availability'

export const LATE_FROM_DAYS = 14
export const WEEKS_SHOWN_MAX = 5
export const DAYS_PER_WEEK = 7

export type LateWeeks = number | '> 5'

export type DeliveryMessage =
  | { kind: 'preorder' | 'none' | 'sold' | 'download' | 'available' }
  | { kind: 'instant' | 'soon'; from: number; to: number }
  | { kind: 'late'; from: number; to: number; weeks: LateWeeks }

export interface DeliveryFacts {
  bvc: Bvc
  deliveryDaysFrom: number
  deliveryDaysTo: number
}

export type DeliveryThresholds = Pick<FlavourRules, 'instantMaxDays' | 'soonFromDays'>

export function deliveryFacts(variant: Pick<Variant, 'availability' | 'KQPRI'>): DeliveryFacts {
  const { deliveryDaysFrom, deliveryDaysTo } = variant.KQPRI
  return { bvc: variantBvc(variant), deliveryDaysFrom, deliveryDaysTo }
}

/** weeks = days / 7, rounded; beyond 5 weeks shown as "> 5". */
export function lateWeeks(days: number): LateWeeks {
  const weeks = Math.round(days / DAYS_PER_WEEK)
  return weeks > WEEKS_SHOWN_MAX ? '> 5' : weeks
}

export function deliveryMessage(
  facts: DeliveryFacts,
  thresholds: DeliveryThresholds,
  options: { varying?: boolean } = {},
): DeliveryMessage {
  const { bvc, deliveryDaysFrom: from, deliveryDaysTo: to } = facts
  if (isPreorder({ bvc, deliveryDaysTo: to })) return { kind: 'preorder' }
  if (bvc === 3) return { kind: 'none' }
  if (bvc === 4) return { kind: 'sold' }
  if (!Number.isFinite(from) || !Number.isFinite(to) || from < 0 || to < 0) return { kind: 'available' }
  if (from === 0 && to === 0) return { kind: 'download' }
  const days = Math.max(from, to)
  if (days <= thresholds.instantMaxDays) return { kind: 'instant', from, to }
  if (days >= thresholds.soonFromDays && days < LATE_FROM_DAYS) return { kind: 'soon', from, to }
  if (days >= LATE_FROM_DAYS && !options.varying) return { kind: 'late', from, to, weeks: lateWeeks(days) }
  return { kind: 'available' }
}

/**
 * True when the buyable, non-preorder variants do not share one delivery window. Sold-out and
 * undeliverable variants have their own messages and do not make the others vary.
 */
export function deliveryTimesVary(variants: ReadonlyArray<Pick<Variant, 'availability' | 'KQPRI'>>): boolean {
  const windows = new Set<string>()
  for (const v of variants) {
    const facts = deliveryFacts(v)
    if (!isBuyable(facts.bvc) || isPreorder({ bvc: facts.bvc, deliveryDaysTo: facts.deliveryDaysTo }))
      continue
    windows.add(`${facts.deliveryDaysFrom}-${facts.deliveryDaysTo}`)
  }
  return windows.size > 1
}

/** Message of one variant; `varying` as described above. */
export function variantDeliveryMessage(
  variant: Pick<Variant, 'availability' | 'KQPRI'>,
  thresholds: DeliveryThresholds,
  options: { varying?: boolean } = {},
): DeliveryMessage {
  return deliveryMessage(deliveryFacts(variant), thresholds, options)
}
