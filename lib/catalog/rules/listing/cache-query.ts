/**
 * Which listing and search addresses are rendered once and shared (issue 15 item 1), and under which
 * one key: the query normalised to its listing parameters in whitelist order, token values sorted and
 * checked against the catalog, defaults left out. Anything else (malformed, unknown values, beyond the
 * bounds below) is rendered per request, so made-up addresses add no cached page.
 */
import { queryTerms } from '../search/terms'
import type { FilterParam } from './filters'
import { appliedFilters, parseListingParams, type FilterSelection } from './params'
import { PAGE_SIZE } from './sort'
import type { Language } from '@/lib/config/markets'

/**
 * The bound on cached variants: per category (or search term) at most every combination of up to
 * MAX_VALUES existing filter values, in each sort, page size and page up to MAX_PAGE.
 */
export const CACHED_QUERY_BOUNDS = {
  /** Filter values selected in all, a price range counting as one. */
  maxValues: 4,
  maxPage: 50,
  pageSizes: [PAGE_SIZE.default, 48, PAGE_SIZE.max] as readonly number[],
  /** Price ends as the price bands write them: whole units with at most 3 significant digits. */
  priceDigits: 3,
  /** Search: at most this many words, each starting a word of the catalog. */
  maxTerms: 3,
} as const

/** What exists in the catalog, as the proxy knows it (lib/catalog/server/query-vocabulary.ts). */
export interface QueryVocabulary {
  /** Whether the token filter has this value in the catalog (a category id, a brand, a colour …). */
  hasToken(param: FilterParam, value: string): boolean
  /** Whether a search term starts a word of the catalog's names and keywords in the language. */
  knowsTerm(language: Language, term: string): boolean
}

/** While the catalog is not known (index not built, failed): nothing is cached, all renders per request. */
export const UNKNOWN_CATALOG: QueryVocabulary = { hasToken: () => false, knowsTerm: () => false }

const roundPrice = (cents: number | null) => {
  if (cents === null) return true
  const units = cents / 100
  const digits = String(units).replace(/0+$/, '').length
  return units === 0 || digits <= CACHED_QUERY_BOUNDS.priceDigits
}

function cacheable(filter: FilterSelection, vocabulary: QueryVocabulary): boolean {
  if (filter.kind === 'token') return filter.values.every((v) => vocabulary.hasToken(filter.param, v))
  if (filter.kind === 'price') return roundPrice(filter.min) && roundPrice(filter.max)
  return true
}

const valueCount = (filters: readonly FilterSelection[]) =>
  filters.reduce((n, f) => n + (f.kind === 'token' ? f.values.length : 1), 0)

/** Whether a filter selection is within the bounds of what is cached (pages and their listing reads). */
export function cacheableFilters(filters: readonly FilterSelection[], vocabulary: QueryVocabulary): boolean {
  return (
    valueCount(filters) <= CACHED_QUERY_BOUNDS.maxValues && filters.every((f) => cacheable(f, vocabulary))
  )
}

/** A filter selection as one key, the same for every order of its values. */
export function filtersKey(filters: readonly FilterSelection[]): string {
  return JSON.stringify(filters.map((f) => (f.kind === 'token' ? { ...f, values: [...f.values].sort() } : f)))
}

/**
 * The normalised listing query of an address, '' when it selects nothing beyond the clean page, null
 * when it is not cached (malformed or unknown values, past the bounds). Parameters that are not the
 * listing's are left out: they do not change the listing. An explicit sort is kept even when it is the
 * default, since a listing block may sort otherwise by default.
 */
export function normaliseListingQuery(search: URLSearchParams, vocabulary: QueryVocabulary): string | null {
  const { value, problems } = parseListingParams(search)
  if (problems.length > 0) return null
  const { filters, page, perPage } = value
  if (page > CACHED_QUERY_BOUNDS.maxPage || !CACHED_QUERY_BOUNDS.pageSizes.includes(perPage)) return null
  if (!cacheableFilters(filters, vocabulary)) return null
  const query = new URLSearchParams()
  const sorted = filters.map((f) => (f.kind === 'token' ? { ...f, values: [...f.values].sort() } : f))
  for (const filter of appliedFilters(sorted)) for (const v of filter.values) query.append(filter.param, v)
  const sort = search.get('sort')
  if (sort !== null && sort.trim() !== '') query.set('sort', value.sort)
  if (perPage !== PAGE_SIZE.default) query.set('perPage', String(perPage))
  if (page > 1) query.set('page', String(page))
  return query.toString()
}

/**
 * The normalised query of a search address: `q` once, already as search reads it (lowercase words of
 * letters and digits, single spaces), each word starting a catalog word, then the listing's parameters.
 * Null when not cached: other spellings of a term, unknown words and typos are searched per request.
 */
export function normaliseSearchQuery(
  search: URLSearchParams,
  language: Language,
  vocabulary: QueryVocabulary,
): string | null {
  const given = search.getAll('q')
  if (given.length !== 1) return null
  const q = given[0] as string
  const terms = queryTerms(q)
  if (terms.length === 0 || terms.length > CACHED_QUERY_BOUNDS.maxTerms || terms.join(' ') !== q) return null
  if (!terms.every((term) => vocabulary.knowsTerm(language, term))) return null
  const listing = normaliseListingQuery(search, vocabulary)
  if (listing === null) return null
  return new URLSearchParams({ q }).toString() + (listing ? `&${listing}` : '')
}

/** Accepts every value: whether a key is already in normal form (the cached routes' own guard). */
const ANY_VALUE: QueryVocabulary = { hasToken: () => true, knowsTerm: () => true }

/** The path segment standing for a normalised query: base64url, so no decoding step can change it. */
export function querySegment(normalised: string): string {
  return Buffer.from(normalised, 'utf8').toString('base64url')
}

/**
 * The normalised query a segment stands for, or null when it is not one the proxy writes: the routes
 * are internal, but a made-up segment must not add a cached page either.
 */
export function queryOfSegment(segment: string, kind: 'listing' | 'search'): string | null {
  if (!/^[A-Za-z0-9_-]+$/.test(segment)) return null
  const text = Buffer.from(segment, 'base64url').toString('utf8')
  if (querySegment(text) !== segment) return null
  const query = new URLSearchParams(text)
  const normal =
    kind === 'listing'
      ? normaliseListingQuery(query, ANY_VALUE)
      : normaliseSearchQuery(query, 'de', ANY_VALUE)
  return normal === text && text !== '' ? text : null
}

/** The query as a page's searchParams record (several values of a parameter as a list). */
export function queryRecord(text: string): Record<string, string | string[]> {
  const record: Record<string, string | string[]> = {}
  for (const [name, value] of new URLSearchParams(text)) {
    const before = record[name]
    record[name] = before === undefined ? value : [...(Array.isArray(before) ? before : [before]), value]
  }
  return record
}
