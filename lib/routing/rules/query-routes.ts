/**
 * Where a listing or search address goes (issue 15 item 1): a query the catalog knows, in bounds, to the
 * cached route of its normalised form (one shared page per normalised query); anything else to the
 * route rendered per request, which shows the clean rest with a notice. A listing query that selects
 * nothing (`?page=1`, `?farbe=`) is the clean category page itself.
 */
import {
  normaliseListingQuery,
  normaliseSearchQuery,
  querySegment,
  type QueryVocabulary,
} from '@/lib/catalog/rules/listing/cache-query'
import type { Language } from '@/lib/config'

/** Internal segments of a content path (`rest`, after the language) carrying listing parameters. */
export function listingSegments(search: string, rest: string[], vocabulary: QueryVocabulary): string[] {
  const normal = normaliseListingQuery(new URLSearchParams(search), vocabulary)
  if (normal === null) return ['listing', ...rest]
  return normal === '' ? ['content', ...rest] : ['listing-cached', querySegment(normal), ...rest]
}

/** Internal segments of the search screen: its cached page per normalised query, else the per-request one. */
export function searchSegments(search: string, language: Language, vocabulary: QueryVocabulary): string[] {
  const normal = normaliseSearchQuery(new URLSearchParams(search), language, vocabulary)
  return normal === null ? ['search'] : ['search', querySegment(normal)]
}
