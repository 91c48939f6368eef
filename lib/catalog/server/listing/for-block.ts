import 'server-only'

/**
 * A listing block's products (spec 01 §2 content blocks). Malformed parameters are left out here; the
 * view words the notice about them. Null when the content names a category the catalog does not have.
 */
import type { Currency, Language } from '@/lib/config/markets'
import { cachedListing } from '@/lib/catalog/server/cached-listing'
import { getDb } from '@/lib/db'
import { parseListingParams } from '../../rules/listing/params'
import { listProducts, type ListingResult } from './query'
import { isSortOption, type SortOption } from '../../rules/listing/sort'

export interface BlockListingRequest {
  /** The category's stable key as the content names it (category_key), or its slug in the language. */
  category: string
  language: Language
  currency: Currency
  /** The page's query; absent on the shared (ISR) page, which shows page 1 in the block's sort. */
  searchParams?: URLSearchParams
  /** The block's own default sort; the URL's `sort` wins over it. */
  defaultSort?: SortOption
}

export async function listingForBlock(request: BlockListingRequest): Promise<ListingResult | null> {
  const searchParams = request.searchParams ?? new URLSearchParams()
  const { value } = parseListingParams(searchParams)
  const sortGiven = searchParams.has('sort') && isSortOption(searchParams.get('sort') ?? '')
  const sort = !sortGiven && request.defaultSort ? request.defaultSort : value.sort
  const options = { ...value, sort, language: request.language, currency: request.currency }
  // Shared and tagged by category and products (lib/catalog/server/cache-tags.ts), so the category page's
  // cached render is revalidated with them.
  return cachedListing({
    key: ['block', request.category, options.language, options.currency, sort, options.page, options.perPage],
    filtered: options.filters.length > 0,
    categoryKey: request.category,
    compute: async () => {
      const db = await getDb()
      return (
        (await listProducts(db, { ...options, categoryKey: request.category })) ??
        (await listProducts(db, { ...options, categorySlug: request.category }))
      )
    },
  })
}
