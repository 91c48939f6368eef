/**
 * Grouping sort of variants (spec 01 §4). A group with BVC 3 or 4 sorts by 999 × the code, so
 * undeliverable groups come after every deliverable one and sold out last. With 14 days or more it
 * sorts by the rounded weeks (as in the late message) capped at 6, times 5; otherwise by the days.
 *
 * Taken as written: ×5 counts a week as five working days, so a 14-day group (key 10) sorts before a
 * 13-day one (key 13). Groups with the same key keep their incoming order.
 */
import type { Variant } from '@/lib/catalog/rules/types'
import type { DeliveryFacts } from './delivery-time'
import { DAYS_PER_WEEK, LATE_FROM_DAYS, deliveryFacts } from './delivery-time'

export const UNAVAILABLE_SORT_FACTOR = 999
export const SORT_WEEKS_CAP = 6
export const SORT_DAYS_PER_WEEK = 5

export function groupingSortKey(
  facts: Pick<DeliveryFacts, 'bvc' | 'deliveryDaysFrom' | 'deliveryDaysTo'>,
): number {
  if (facts.bvc === 3 || facts.bvc === 4) return UNAVAILABLE_SORT_FACTOR * facts.bvc
  const days = Math.max(facts.deliveryDaysFrom, facts.deliveryDaysTo)
  if (days >= LATE_FROM_DAYS) {
    return Math.min(Math.round(days / DAYS_PER_WEEK), SORT_WEEKS_CAP) * SORT_DAYS_PER_WEEK
  }
  return days
}

export function compareByGroupingSort(
  a: Pick<Variant, 'availability' | 'KQPRI'>,
  b: Pick<Variant, 'availability' | 'KQPRI'>,
): number {
  return groupingSortKey(deliveryFacts(a)) - groupingSortKey(deliveryFacts(b))
}

/** A sorted copy; Array.prototype.sort is stable, so equal keys keep catalog order. */
export function sortByGrouping<V extends Pick<Variant, 'availability' | 'KQPRI'>>(
  variants: readonly V[],
): V[] {
  return [...variants].sort(compareByGroupingSort)
}
