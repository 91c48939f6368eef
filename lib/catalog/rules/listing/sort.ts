/**
 * Sort options of listings and search (spec 01 §9: default 'Relevancy:desc'). Ties are always broken by
 * the product number, so a page boundary never shows a product twice or skips one.
 *
 * - Relevancy:desc — in a category the bestseller score (popularity); in search the text rank first.
 * - Price — the product's lowest price in the market's currency (the "from" price a card shows).
 * - New:desc — products flagged new first, then the most recently live.
 * - Rating:desc — average rating, then number of reviews; unrated products last.
 * - Sale:desc — highest sale percent first; products not on sale last, by relevancy.
 * - Name:asc — the name in the page's language, by that language's collation.
 */
import { LISTING } from '@/lib/config/constants'

export const SORT_OPTIONS = [
  'Relevancy:desc',
  'Price:asc',
  'Price:desc',
  'New:desc',
  'Rating:desc',
  'Sale:desc',
  'Name:asc',
] as const
export type SortOption = (typeof SORT_OPTIONS)[number]

export const DEFAULT_SORT: SortOption = LISTING.defaultSort

export function isSortOption(value: string): value is SortOption {
  return (SORT_OPTIONS as readonly string[]).includes(value)
}

export const PAGE_SIZE = { default: 24, max: 96 } as const
/** Deeper pages than this are refused: nobody pages that far, and it bounds the work of a request. */
export const MAX_PAGE = 10_000
