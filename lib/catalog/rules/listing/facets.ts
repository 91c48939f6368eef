/**
 * Facets as the listing answers them: per whitelisted filter its values with counts in the page's
 * language. Values nobody could pick (count 0) are left out unless selected, so a chosen value can
 * always be unchosen.
 */
import { pickLabel } from '@/lib/catalog/rules/localize'
import type { Language } from '@/lib/config/markets'
import type { CatalogIndex } from './catalog-index'
import type { FacetCounts } from './evaluate'
import { FILTERS, type FilterDefinition, type FilterParam } from './filters'
import type { FilterSelection } from './params'

export interface FacetValue {
  /** What goes into the URL parameter. */
  value: string
  /** The catalog's label in the page's language; absent when the catalog has none (the UI words it). */
  label?: string
  count: number
  selected: boolean
}

export interface Facet {
  param: FilterParam
  kind: FilterDefinition['kind']
  /** Catalog attribute key the filter reads, for attribute filters. */
  attribute?: string
  multi: boolean
  values: FacetValue[]
  /** Price facets: lowest and highest price in cents among the products the other filters leave. */
  range?: { min: number; max: number } | null
}

function selectedValues(selection: FilterSelection | undefined): Set<string> {
  if (!selection) return new Set()
  switch (selection.kind) {
    case 'token':
      return new Set(selection.values)
    case 'boolean':
      return new Set(['1'])
    case 'threshold':
      return new Set([String(selection.value)])
    case 'price':
      return new Set()
  }
}

function tokenValues(
  index: CatalogIndex,
  filter: FilterDefinition,
  counts: Int32Array,
  selected: Set<string>,
  language: Language,
  categoryChoices: readonly number[],
): FacetValue[] {
  const column = index.tokens.get(filter.param)
  if (!column) return []
  // The category facet offers the sub-categories of where the shopper is, in the tree's order.
  const numbers =
    filter.kind === 'category'
      ? [...new Set([...categoryChoices.map(String), ...selected])].flatMap(
          (v) => column.numbers.get(v) ?? [],
        )
      : counts.keys()
  const values: FacetValue[] = []
  for (const n of numbers) {
    const value = column.values[n] as string
    const count = counts[n] ?? 0
    const isSelected = selected.has(value)
    if (count === 0 && !isSelected) continue
    const label = pickLabel(column.labels[n] ?? undefined, language)
    values.push({ value, ...(label === undefined ? {} : { label }), count, selected: isSelected })
  }
  if (filter.kind === 'category') return values
  const collator = new Intl.Collator(language, { numeric: true, sensitivity: 'base' })
  const byLabel = (a: FacetValue, b: FacetValue) => collator.compare(a.label ?? a.value, b.label ?? b.value)
  const order = 'order' in filter ? filter.order : 'count'
  return values.sort(order === 'count' ? (a, b) => b.count - a.count || byLabel(a, b) : byLabel)
}

export function buildFacets(
  index: CatalogIndex,
  counts: readonly FacetCounts[],
  selections: readonly FilterSelection[],
  language: Language,
  /** Category ids the category facet offers (children of the listing's category, or the roots). */
  categoryChoices: readonly number[],
): Facet[] {
  const chosen = new Map(selections.map((s) => [s.param, s]))
  return counts.map((facet) => {
    const filter = FILTERS.find((f) => f.param === facet.param) as FilterDefinition
    const selected = selectedValues(chosen.get(facet.param))
    const head = {
      param: filter.param,
      kind: filter.kind,
      ...('source' in filter && 'attribute' in filter.source ? { attribute: filter.source.attribute } : {}),
      multi: filter.multi,
    }
    switch (facet.kind) {
      case 'token':
        return {
          ...head,
          values: tokenValues(index, filter, facet.counts, selected, language, categoryChoices),
        }
      case 'boolean':
        return {
          ...head,
          values:
            facet.count > 0 || selected.has('1')
              ? [{ value: '1', count: facet.count, selected: selected.has('1') }]
              : [],
        }
      case 'threshold':
        return {
          ...head,
          values: facet.options.flatMap((option, i) => {
            const count = facet.counts[i] ?? 0
            const isSelected = selected.has(String(option))
            return count > 0 || isSelected ? [{ value: String(option), count, selected: isSelected }] : []
          }),
        }
      case 'price':
        return {
          ...head,
          values: [],
          range: Number.isFinite(facet.min) ? { min: facet.min, max: facet.max } : null,
        }
    }
  })
}
