/**
 * Facets as the listing UI shows them (spec 01 §9): each value with its link (toggling it
 * in the URL), its count and how to word it. Wording needing messages is described, not written: the
 * component turns `text` into words, so this stays a pure, table-tested function.
 */
import type { Currency } from '@/lib/config/markets'
import { formatMoney } from '@/lib/catalog/rules/money'
import { LISTING } from '@/lib/config/constants'
import type { Facet } from './facets'
import { listingHref, priceBands } from './links'
import type { AppliedFilter } from './params'
import type { SortOption } from './sort'

export type ValueText =
  | { kind: 'label'; label: string }
  /** A yes/no filter's one value: worded by the filter's own name. */
  | { kind: 'yes'; param: string }
  | { kind: 'threshold'; param: 'rating' | 'rabatt' | 'lieferzeit'; value: number }
  | { kind: 'price'; min: string | null; max: string | null }

export interface FacetOption {
  value: string
  text: ValueText
  /** Absent for price bands: the index knows the range, not a count per band. */
  count?: number
  selected: boolean
  href: string
}

export interface FacetView {
  param: string
  options: FacetOption[]
  selectedCount: number
}

export interface AppliedChip {
  param: string
  value: string
  text: ValueText
  /** The address without this value. */
  href: string
}

interface Context {
  basePath: string
  query: URLSearchParams
  defaultSort: SortOption
  money: { locale: string; currency: Currency }
}

const THRESHOLDS = new Set(['rating', 'rabatt', 'lieferzeit'])

function priceText(value: string, money: Context['money']): ValueText {
  const [min = '', max = ''] = value.split('-')
  const show = (units: string) =>
    units === '' ? null : formatMoney(Number(units) * 100, money, { decimals: 0 })
  return { kind: 'price', min: show(min), max: show(max) }
}

function valueText(
  facet: Pick<Facet, 'param' | 'kind'>,
  value: string,
  label: string | undefined,
  ctx: Context,
): ValueText {
  if (facet.kind === 'price') return priceText(value, ctx.money)
  if (facet.kind === 'boolean') return { kind: 'yes', param: facet.param }
  if (THRESHOLDS.has(facet.param) && /^\d+$/.test(value)) {
    return {
      kind: 'threshold',
      param: facet.param as 'rating' | 'rabatt' | 'lieferzeit',
      value: Number(value),
    }
  }
  return { kind: 'label', label: label ?? value }
}

export function facetViews(facets: readonly Facet[], ctx: Context): FacetView[] {
  return facets.flatMap((facet) => {
    const toggle = (value: string) =>
      listingHref(ctx.basePath, ctx.query, { kind: 'toggle', param: facet.param, value }, ctx.defaultSort)
    let options: FacetOption[]
    if (facet.kind === 'price') {
      const current = ctx.query.get('price')
      const bands = priceBands(facet.range).map((b) => b.value)
      const values = current && !bands.includes(current) ? [current, ...bands] : bands
      options = values.map((value) => ({
        value,
        text: priceText(value, ctx.money),
        selected: value === current,
        href: toggle(value),
      }))
    } else {
      options = facet.values.map((v) => ({
        value: v.value,
        text: valueText(facet, v.value, v.label, ctx),
        count: v.count,
        selected: v.selected,
        href: toggle(v.value),
      }))
    }
    if (options.length === 0) return []
    return [{ param: facet.param, options, selectedCount: options.filter((o) => o.selected).length }]
  })
}

/**
 * The filter dialog's sections: each facet with several values under its own name, and the yes/no
 * filters together as one list of properties, since a section named "Sustainable" holding only
 * "Sustainable" says it twice.
 */
export function facetSections(views: readonly FacetView[]): {
  lists: FacetView[]
  flags: FacetView | null
} {
  const isFlag = (view: FacetView) => view.options.every((o) => o.text.kind === 'yes')
  const flags = views.filter(isFlag)
  return {
    lists: views.filter((v) => !isFlag(v)),
    flags:
      flags.length === 0
        ? null
        : {
            param: 'flags',
            options: flags.flatMap((f) => f.options),
            selectedCount: flags.reduce((n, f) => n + f.selectedCount, 0),
          },
  }
}

/** Spec 01 §9: at most 4 filters inline on desktop; all of them are in the filter dialog. */
export function inlineFacets(views: readonly FacetView[]): FacetView[] {
  return views.slice(0, LISTING.maxInlineFiltersDesktop)
}

/** One chip per applied value, worded like its facet value, each linking to the page without it. */
export function appliedChips(
  applied: readonly AppliedFilter[],
  facets: readonly Facet[],
  ctx: Context,
): AppliedChip[] {
  const labels = new Map(facets.flatMap((f) => f.values.map((v) => [`${f.param}\u0000${v.value}`, v.label])))
  const kinds = new Map(facets.map((f) => [f.param, f.kind]))
  return applied.flatMap((filter) =>
    filter.values.map((value) => ({
      param: filter.param,
      value,
      text: valueText(
        { param: filter.param, kind: kinds.get(filter.param) ?? 'attribute' },
        value,
        labels.get(`${filter.param}\u0000${value}`),
        ctx,
      ),
      href: listingHref(
        ctx.basePath,
        ctx.query,
        { kind: 'remove', param: filter.param, value },
        ctx.defaultSort,
      ),
    })),
  )
}
