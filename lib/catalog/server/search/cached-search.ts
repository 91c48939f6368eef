import 'server-only'

/**
 * A search answer shared across requests and tagged by the products it shows (../cache-tags.ts), for
 * the cached search page of a normalised query (issue 15 item 1): a catalog change to one of them
 * revalidates the page; others reach it within its revalidation time.
 */
import { cachedContentRead } from '@/lib/cache/tagged-cache'
import { getDb } from '@/lib/db'
import { filtersKey } from '../../rules/listing/cache-query'
import { listingTags } from '../cache-tags'
import { searchProducts, type SearchOptions, type SearchResult } from './query'

/** Seconds until a cached answer is refreshed in the background (as the page holding it). */
const SEARCH_REVALIDATE = 300

export function cachedSearch(options: SearchOptions): Promise<SearchResult> {
  const { q, language, currency, sort, page, perPage, filters } = options
  return cachedContentRead({
    key: [
      'search',
      q,
      language,
      String(currency),
      String(sort),
      String(page),
      String(perPage),
      filtersKey(filters ?? []),
    ],
    tags: [],
    revalidate: SEARCH_REVALIDATE,
    read: async () => {
      const value = await searchProducts(await getDb(), options)
      return { value, tags: listingTags({ category: null, products: value.products }) }
    },
  })
}
