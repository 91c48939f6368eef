/**
 * Filters and facet counts over the listing index, in one pass. A product passing every filter counts
 * in every facet; one failing exactly one filter counts only in that filter's facet: so each facet shows
 * what choosing its values would give with all OTHER filters kept (the usual facet behaviour).
 */
import type { Currency } from '@/lib/config/markets'
import { tokensOf, type CatalogIndex } from './catalog-index'
import {
  FILTERS,
  isThresholdFilter,
  isTokenFilter,
  type FilterDefinition,
  type FilterParam,
  type ThresholdFilter,
} from './filters'
import type { FilterSelection } from './params'

export type FacetCounts =
  | { param: FilterParam; kind: 'token'; counts: Int32Array }
  | { param: FilterParam; kind: 'boolean'; count: number }
  | { param: FilterParam; kind: 'price'; min: number; max: number }
  | { param: FilterParam; kind: 'threshold'; options: readonly number[]; counts: Int32Array }

export interface Evaluation {
  /** Slots passing every filter, in the order of the base. */
  matched: Int32Array
  facets: FacetCounts[]
}

type Predicate = (slot: number) => boolean

function measureOf(
  index: CatalogIndex,
  filter: ThresholdFilter,
  currency: Currency,
): Int32Array | Int16Array {
  if (filter.measure === 'rating') return index.ratingTenths
  if (filter.measure === 'salePercent') return index.prices[currency].sale
  return index.fastestDays
}

/** Thresholds compare in the measure's own unit: ratings are stored in tenths. */
function meets(filter: ThresholdFilter, measured: number, option: number): boolean {
  if (measured < 0) return false
  const bound = filter.measure === 'rating' ? option * 10 : option
  return filter.bound === 'atLeast' ? measured >= bound : measured <= bound
}

function predicate(index: CatalogIndex, selection: FilterSelection, currency: Currency): Predicate {
  const filter = FILTERS.find((f) => f.param === selection.param) as FilterDefinition
  switch (selection.kind) {
    case 'token': {
      const column = index.tokens.get(selection.param)
      if (!column) return () => false
      const wanted = new Uint8Array(column.values.length)
      for (const value of selection.values) {
        const n = column.numbers.get(value)
        if (n !== undefined) wanted[n] = 1
      }
      return (slot) => {
        for (let i = column.offsets[slot] as number; i < (column.offsets[slot + 1] as number); i++) {
          if (wanted[column.data[i] as number]) return true
        }
        return false
      }
    }
    case 'boolean': {
      const flags = index.flags[currency].get(selection.param)
      return flags ? (slot) => flags[slot] === 1 : () => false
    }
    case 'price': {
      const min = index.prices[currency].min
      const { min: low, max: high } = selection
      return (slot) => {
        const price = min[slot] as number
        return (low === null || price >= low) && (high === null || price <= high)
      }
    }
    case 'threshold': {
      if (!isThresholdFilter(filter)) return () => false
      const measure = measureOf(index, filter, currency)
      return (slot) => meets(filter, measure[slot] as number, selection.value)
    }
  }
}

interface Accumulator {
  add(slot: number): void
  result(): FacetCounts
}

function accumulator(index: CatalogIndex, filter: FilterDefinition, currency: Currency): Accumulator {
  const param = filter.param
  if (isTokenFilter(filter)) {
    const column = index.tokens.get(param)
    const counts = new Int32Array(column?.values.length ?? 0)
    return {
      add(slot) {
        if (column) for (const n of tokensOf(column, slot)) counts[n] = (counts[n] as number) + 1
      },
      result: () => ({ param, kind: 'token', counts }),
    }
  }
  if (filter.kind === 'boolean') {
    const flags = index.flags[currency].get(param)
    let count = 0
    return {
      add(slot) {
        if (flags?.[slot] === 1) count++
      },
      result: () => ({ param, kind: 'boolean', count }),
    }
  }
  if (filter.kind === 'price') {
    const prices = index.prices[currency].min
    let min = Number.POSITIVE_INFINITY
    let max = Number.NEGATIVE_INFINITY
    return {
      add(slot) {
        const p = prices[slot] as number
        if (p < min) min = p
        if (p > max) max = p
      },
      result: () => ({ param, kind: 'price', min, max }),
    }
  }
  const threshold = filter as ThresholdFilter
  const measure = measureOf(index, threshold, currency)
  const counts = new Int32Array(threshold.options.length)
  return {
    add(slot) {
      const measured = measure[slot] as number
      threshold.options.forEach((option, i) => {
        if (meets(threshold, measured, option)) counts[i] = (counts[i] as number) + 1
      })
    },
    result: () => ({ param, kind: 'threshold', options: threshold.options, counts }),
  }
}

/** Slots of the base that have a price in the currency: only those can be offered in the market. */
export function offered(index: CatalogIndex, base: ArrayLike<number>, currency: Currency): Int32Array {
  const min = index.prices[currency].min
  const out = new Int32Array(base.length)
  let n = 0
  for (let i = 0; i < base.length; i++) {
    const slot = base[i] as number
    if ((min[slot] as number) >= 0) out[n++] = slot
  }
  return out.subarray(0, n)
}

export function evaluate(
  index: CatalogIndex,
  base: ArrayLike<number>,
  selections: readonly FilterSelection[],
  currency: Currency,
): Evaluation {
  const active = selections.map((s) => ({ param: s.param, test: predicate(index, s, currency) }))
  const accumulators = FILTERS.map((f) => accumulator(index, f, currency))
  const ownFacet = active.map(
    (a) => accumulators[FILTERS.findIndex((f) => f.param === a.param)] as Accumulator,
  )
  const matched = new Int32Array(base.length)
  let n = 0
  for (let i = 0; i < base.length; i++) {
    const slot = base[i] as number
    let failed = -1
    let failures = 0
    for (let j = 0; j < active.length && failures < 2; j++) {
      if (!(active[j] as (typeof active)[number]).test(slot)) {
        failures++
        failed = j
      }
    }
    if (failures === 0) {
      matched[n++] = slot
      for (const a of accumulators) a.add(slot)
    } else if (failures === 1) {
      ;(ownFacet[failed] as Accumulator).add(slot)
    }
  }
  return { matched: matched.subarray(0, n), facets: accumulators.map((a) => a.result()) }
}
