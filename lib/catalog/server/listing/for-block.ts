import 'server-only'

/**
 * A listing block's products (spec 01 §2 content blocks). Malformed parameters are left out here; the
 * view words the notice about them. Null when the content names a category the catalog does not have.
 */
import type { Currency, Language } from '@/lib/config/markets'
import { parseListingParams } from '../../rules/listing/params'
import { isSortOption, type SortOption } from '../../rules/listing/sort'
import { categoryListing } from './category-listing'
import type { ListingResult } from './query'

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
  return categoryListing('block', request.category, {
    ...value,
    sort,
    language: request.language,
    currency: request.currency,
  })
}
