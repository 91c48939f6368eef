import 'server-only'

/**
 * A listing shared across requests and tagged by its category and products (./cache-tags.ts), so the
 * category page (ISR) and the listing API are revalidated by exactly the catalog changes touching them.
 * Unfiltered answers (sort and page) and filters within the cached pages' bounds are cached
 * (../rules/listing/cache-query.ts); other filter combinations are unbounded and the in-memory listing
 * index answers them cheaply anyway.
 */
import { cachedContentRead } from '@/lib/cache/tagged-cache'
import { categoryKeyTag, listingTags, uniqueTags } from './cache-tags'
import type { ListingResult } from './listing/query'

/** Seconds until a cached listing is refreshed in the background (as product reads). */
const LISTING_REVALIDATE = 3600

export interface CachedListingRequest {
  /** Everything the answer depends on, as given (category reference, language, currency, sort, page …). */
  key: readonly (string | number)[]
  /** Whether the request filters beyond the bounds: such answers are computed per request (see above). */
  filtered: boolean
  /** A category key the request names, known before reading. */
  categoryKey?: string
  compute: () => Promise<ListingResult | null>
}

export function cachedListing(request: CachedListingRequest): Promise<ListingResult | null> {
  if (request.filtered) return request.compute()
  return cachedContentRead({
    key: ['listing', ...request.key.map(String)],
    tags: uniqueTags(request.categoryKey ? [categoryKeyTag(request.categoryKey)] : []),
    revalidate: LISTING_REVALIDATE,
    read: async () => {
      const value = await request.compute()
      return { value, tags: value ? listingTags(value) : [] }
    },
  })
}
