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
import { cachedListing } from '../cached-listing'
import { listProducts, type ListingResult } from './query'

export interface CategoryListingOptions extends ListingParams {
  language: Language
  currency: Currency
}

export function categoryListing(
  referrer: CategoryReferrer,
  reference: string,
  options: CategoryListingOptions,
): Promise<ListingResult | null> {
  const lookups = categoryLookups(reference, referrer)
  const { language, currency, sort, page, perPage } = options
  return cachedListing({
    key: [referrer, reference, language, currency, sort, page, perPage],
    filtered: options.filters.length > 0,
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
