/**
 * The names of a listing's query parameters, apart from the listing rules that read their values: the
 * header's language switch ships to every page and needs only the names (zod stays out of that bundle).
 */
import { FILTER_PARAMS } from './filters'

export const LISTING_QUERY_PARAMS: readonly string[] = ['page', 'perPage', 'sort', ...FILTER_PARAMS]
const LISTING_PARAM_SET = new Set(LISTING_QUERY_PARAMS)

export function isListingParam(name: string): boolean {
  return LISTING_PARAM_SET.has(name)
}

/** True when a query string (with or without '?') carries any listing parameter, even an empty one. */
export function hasListingQuery(search: string | URLSearchParams): boolean {
  const params = typeof search === 'string' ? new URLSearchParams(search) : search
  for (const name of params.keys()) if (LISTING_PARAM_SET.has(name)) return true
  return false
}
