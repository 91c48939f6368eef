/**
 * Listing state lives in the URL: every filter, sort and page change is a plain link or a GET form, so
 * listings work without JavaScript. These functions build those addresses from the
 * canonical query of the page being shown. Parameters that are not the listing's (search's `q`) stay.
 */
import { FILTER_PARAMS, filterDefinition } from './filters'
import { appliedFilters, type ListingParams } from './params'
import { DEFAULT_SORT, PAGE_SIZE, type SortOption } from './sort'
import { isListingParam } from './param-names'

export { LISTING_QUERY_PARAMS, isListingParam, hasListingQuery } from './param-names'

/**
 * The query a listing page stands for: the caller's other parameters as given, then only the valid
 * listing parameters, in whitelist order, defaults left out. Malformed values are gone from it, so every
 * link built from it is clean.
 */
export function canonicalListingQuery(
  value: ListingParams,
  current: URLSearchParams,
  defaultSort: SortOption = DEFAULT_SORT,
): URLSearchParams {
  const query = new URLSearchParams()
  for (const [name, v] of current) if (!isListingParam(name)) query.append(name, v)
  for (const filter of appliedFilters(value.filters)) {
    for (const v of filter.values) query.append(filter.param, v)
  }
  if (value.sort !== defaultSort) query.set('sort', value.sort)
  if (value.perPage !== PAGE_SIZE.default) query.set('perPage', String(value.perPage))
  if (value.page > 1) query.set('page', String(value.page))
  return query
}

export type ListingChange =
  /** Multi-value filters add or drop the value; single-value ones switch to it, or off when it is on. */
  | { kind: 'toggle'; param: string; value: string }
  /** Drops one value of a filter, or the whole filter without a value. */
  | { kind: 'remove'; param: string; value?: string }
  | { kind: 'reset' }
  | { kind: 'sort'; sort: SortOption }
  | { kind: 'page'; page: number }

/** The query after a change. Any filter or sort change goes back to page 1: the old page may not exist. */
export function changeListingQuery(
  query: URLSearchParams,
  change: ListingChange,
  defaultSort: SortOption = DEFAULT_SORT,
): URLSearchParams {
  const next = new URLSearchParams(query)
  if (change.kind !== 'page') next.delete('page')
  switch (change.kind) {
    case 'toggle': {
      const values = next.getAll(change.param)
      const on = values.includes(change.value)
      const multi = filterDefinition(change.param)?.multi ?? false
      next.delete(change.param)
      const kept = on
        ? values.filter((v) => v !== change.value)
        : multi
          ? [...values, change.value]
          : [change.value]
      for (const v of kept) next.append(change.param, v)
      break
    }
    case 'remove': {
      const values = next.getAll(change.param)
      next.delete(change.param)
      if (change.value !== undefined) {
        for (const v of values) if (v !== change.value) next.append(change.param, v)
      }
      break
    }
    case 'reset':
      for (const param of FILTER_PARAMS) next.delete(param)
      break
    case 'sort':
      if (change.sort === defaultSort) next.delete('sort')
      else next.set('sort', change.sort)
      break
    case 'page':
      if (change.page > 1) next.set('page', String(Math.floor(change.page)))
      else next.delete('page')
      break
  }
  return inCanonicalOrder(next)
}

// Filters in whitelist order, then sort, perPage and page (as canonicalListingQuery writes them): one
// state, one address, so shared caches hold each listing view once.
const CANONICAL_ORDER = [...FILTER_PARAMS, 'sort', 'perPage', 'page']

function inCanonicalOrder(query: URLSearchParams): URLSearchParams {
  const ordered = new URLSearchParams()
  // One pass over the query: a listing builds a link per facet value, sort and page, and a getAll per
  // known parameter for each of them was a good part of its render time.
  const listing = new Map<string, string[]>()
  for (const [name, v] of query) {
    if (!isListingParam(name)) ordered.append(name, v)
    else listing.set(name, [...(listing.get(name) ?? []), v])
  }
  for (const name of CANONICAL_ORDER) for (const v of listing.get(name) ?? []) ordered.append(name, v)
  return ordered
}

export function hrefWithQuery(basePath: string, query: URLSearchParams): string {
  const text = query.toString()
  return text ? `${basePath}?${text}` : basePath
}

export function listingHref(
  basePath: string,
  query: URLSearchParams,
  change: ListingChange,
  defaultSort: SortOption = DEFAULT_SORT,
): string {
  return hrefWithQuery(basePath, changeListingQuery(query, change, defaultSort))
}

export type PaginationItem = { kind: 'page'; page: number; current: boolean } | { kind: 'gap'; key: string }

/**
 * Page links: the first, the last, and the pages next to the current one; gaps of one page are filled
 * with that page rather than an ellipsis (it takes the same room).
 */
export function paginationItems(page: number, pageCount: number): PaginationItem[] {
  if (pageCount <= 1) return []
  const wanted = new Set([1, pageCount, page - 1, page, page + 1].filter((p) => p >= 1 && p <= pageCount))
  const pages = [...wanted].sort((a, b) => a - b)
  const items: PaginationItem[] = []
  let previous = 0
  for (const p of pages) {
    if (p - previous === 2) items.push({ kind: 'page', page: p - 1, current: p - 1 === page })
    else if (p - previous > 2) items.push({ kind: 'gap', key: `gap-${p}` })
    items.push({ kind: 'page', page: p, current: p === page })
    previous = p
  }
  return items
}

/** A price band as the `price` parameter writes it: whole currency units, open at either end. */
export interface PriceBand {
  value: string
  min: number | null
  max: number | null
}

const NICE_STEPS = [1, 2, 2.5, 5, 10]

/** The round step nearest to `rough` (whole units: 2.5 only from 25 on). */
function niceStep(rough: number): number {
  const magnitude = 10 ** Math.floor(Math.log10(Math.max(rough, 1)))
  const candidates = NICE_STEPS.map((s) => s * magnitude).filter(Number.isInteger)
  const distance = (step: number) => Math.abs(Math.log(step / rough))
  return candidates.reduce((best, step) => (distance(step) < distance(best) ? step : best))
}

/**
 * Price bands offered as links (a price range needs no slider and no JavaScript): up to `count` bands
 * with round limits over the lowest and highest price (cents) the other filters leave.
 */
export function priceBands(range: { min: number; max: number } | null | undefined, count = 4): PriceBand[] {
  if (!range) return []
  const low = Math.floor(range.min / 100)
  const high = Math.ceil(range.max / 100)
  if (high - low < 2) return []
  const step = niceStep((high - low) / count)
  const limits: number[] = []
  // The first limit lies at least half a step above the lowest price, so the first band is not empty.
  for (
    let limit = Math.ceil((low + step / 2) / step) * step;
    limit < high && limits.length < count - 1;
    limit += step
  ) {
    limits.push(limit)
  }
  if (limits.length === 0) return []
  const bands: PriceBand[] = [{ value: `-${limits[0]}`, min: null, max: limits[0] as number }]
  for (let i = 1; i < limits.length; i++) {
    const min = limits[i - 1] as number
    const max = limits[i] as number
    bands.push({ value: `${min}-${max}`, min, max })
  }
  const last = limits[limits.length - 1] as number
  bands.push({ value: `${last}-`, min: last, max: null })
  return bands
}
