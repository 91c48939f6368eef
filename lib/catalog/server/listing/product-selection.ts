import 'server-only'

/** The product list and product slider blocks of spec 01 §2: the ids editors name, and the cards shown. */
import type { Currency, Language } from '@/lib/config/markets'
import { getDb } from '@/lib/db'
import { listingForBlock } from './for-block'
import { toListingProduct, type ListingProduct } from '../../rules/listing/listing-product'
import { readPageProducts } from './read'
import type { SortOption } from '../../rules/listing/sort'

/** How many products a product list or slider block shows at most, and without a limit. */
export const PRODUCT_SELECTION = { max: 24, default: 8 } as const

/**
 * Product ids as editors write them: a list, or text separated by commas, spaces or new lines. Anything
 * that is no positive whole number is skipped; repeats count once; order is kept.
 */
export function parseProductIds(raw: unknown): number[] {
  const parts = Array.isArray(raw) ? raw : typeof raw === 'string' ? raw.split(/[\s,;]+/) : []
  const ids = parts.flatMap((part) => {
    const text = typeof part === 'number' ? String(part) : typeof part === 'string' ? part.trim() : ''
    return /^[1-9]\d{0,9}$/.test(text) && Number(text) <= 2_147_483_647 ? [Number(text)] : []
  })
  return [...new Set(ids)].slice(0, PRODUCT_SELECTION.max)
}

export interface ProductSelection {
  /** Named products, shown in the editor's order; wins over the category. */
  ids: number[]
  category?: string
  sort?: SortOption
  /** Only the category's products on sale or new, by the listing's own flags (spec 01 §2 filters). */
  only?: 'sale' | 'new'
  limit: number
  language: Language
  currency: Currency
}

/**
 * The products of a product list or slider block: the named ones that are offered in the currency and
 * active, or the first of a category's listing. Never throws for unknown ids or categories: fewer cards.
 */
export async function productsForSelection(selection: ProductSelection): Promise<ListingProduct[]> {
  const limit = Math.min(Math.max(1, selection.limit), PRODUCT_SELECTION.max)
  if (selection.ids.length > 0) {
    const db = await getDb()
    const products = await readPageProducts(db, selection.ids, selection.language, selection.currency)
    return products
      .filter((p) => p.isActive)
      .slice(0, limit)
      .map(toListingProduct)
  }
  if (!selection.category) return []
  const result = await listingForBlock({
    category: selection.category,
    language: selection.language,
    currency: selection.currency,
    searchParams: new URLSearchParams({
      perPage: String(limit),
      ...(selection.only ? { [selection.only]: '1' } : {}),
    }),
    defaultSort: selection.sort,
  })
  return result?.products ?? []
}
