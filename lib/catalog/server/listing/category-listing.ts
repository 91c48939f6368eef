import 'server-only'

/**
 * A category's listing as the listing API and listing blocks ask for it: the reference tried as
 * ../../rules/listing/category-reference.ts says, shared per caller and tagged by the category
 * (../cached-listing.ts), so the category page's cached render and the API are revalidated with it.
 * Null when no form of the reference names a category.
 */
import type { Currency, Language } from '@/lib/config/markets'
import { getDb } from '@/lib/db'
import { categoryLookups, type CategoryReferrer } from '../../rules/listing/category-reference'
import type { ListingParams } from '../../rules/listing/params'
import { cacheableFilters, filtersKey } from '../../rules/listing/cache-query'
import { cachedListing } from '../cached-listing'
import { vocabularyOf } from '../query-vocabulary'
import { getCatalogIndex } from './index-cache'
import { listProducts, type ListingResult } from './query'

export interface CategoryListingOptions extends ListingParams {
  language: Language
  currency: Currency
}

export async function categoryListing(
  referrer: CategoryReferrer,
  reference: string,
  options: CategoryListingOptions,
): Promise<ListingResult | null> {
  const lookups = categoryLookups(reference, referrer)
  const { language, currency, sort, page, perPage, filters } = options
  // Filters within the bounds of the cached listing pages are cached as they are (issue 15 item 1).
  const bounded =
    filters.length === 0 || cacheableFilters(filters, vocabularyOf(await getCatalogIndex(await getDb())))
  return cachedListing({
    key: [referrer, reference, language, currency, sort, page, perPage, filtersKey(filters)],
    filtered: !bounded,
    // A reference that may be a key is tagged with it before the read, so a change of that category reaches it.
    ...(lookups.some((lookup) => 'categoryKey' in lookup) ? { categoryKey: reference } : {}),
    compute: async () => {
      const db = await getDb()
      for (const lookup of lookups) {
        const result = await listProducts(db, { ...options, ...lookup })
        if (result) return result
      }
      return null
    },
  })
}
