/**
 * The catalog's listing index: what filters, facets and sort orders need of every active product, held
 * in typed arrays so a category of 15,000 products is filtered, counted and paged in a few milliseconds
 * (doing the same in SQL costs one aggregate per facet). Products are addressed by slot (0 … size-1),
 * in product-number order. Built from the database and kept per database in lib/catalog/server/listing
 * (index-build.ts, index-cache.ts); the products shown on a page are read with it (page-products.ts).
 */
import type { Currency, Language } from '@/lib/config/markets'
import type { StoredLabel } from '@/lib/db/schema'
import type { FilterParam } from './filters'

/** A multi-valued fact per product (colours, sizes, brand, categories …) in compressed rows. */
export interface TokenColumn {
  /** Value texts; a value's number is its position. */
  values: string[]
  numbers: Map<string, number>
  /** The catalog's label per value number; null: the value is its own label. */
  labels: Array<StoredLabel | null>
  /** Slot s holds data[offsets[s] … offsets[s + 1]). */
  offsets: Int32Array
  data: Int32Array
}

export interface PriceColumns {
  /** Lowest and highest price with tax in cents; -1: the product has no price in this currency. */
  min: Int32Array
  max: Int32Array
  /** Sale percent of the current variant (spec 02 §3 `sale`); -1: not on sale. */
  sale: Int16Array
}

export interface CategoryNode {
  id: number
  parentId: number | null
  key: string
  depth: number
  position: number
  /** Tracking label 'a | b | number' (spec 02 §7). */
  label: string
  /** Root first, this category last. */
  pathIds: number[]
  texts: Record<Language, { name: string; slug: string }>
  /** Child ids in position order. */
  children: number[]
}

export interface CategoryTree {
  byId: Map<number, CategoryNode>
  roots: number[]
  byKey: Map<string, number>
  bySlug: Record<Language, Map<string, number>>
  /** Slots of the active products filed under a category or any of its descendants, ascending. */
  members: Map<number, Int32Array>
}

export interface CatalogIndex {
  size: number
  ids: Int32Array
  slotOf: Map<number, number>
  /** Bestseller score of the seed ('Relevancy:desc' in categories). */
  popularity: Int32Array
  isNew: Uint8Array
  /** Epoch milliseconds. */
  firstLive: Float64Array
  /** Average rating × 10; -1: no rating. */
  ratingTenths: Int16Array
  ratingCount: Int32Array
  /** Fewest days to delivery among buyable variants (deliveryDaysTo); -1: nothing buyable. */
  fastestDays: Int32Array
  prices: Record<Currency, PriceColumns>
  /** Yes/no facts per filter parameter; `sale` differs by currency, the others are shared. */
  flags: Record<Currency, Map<FilterParam, Uint8Array>>
  tokens: Map<FilterParam, TokenColumn>
  categories: CategoryTree
  /** Distinct lowercase words of names and search keywords per language (typo tolerance of search). */
  vocabulary: Record<Language, string[]>
  /**
   * Whole-catalog sort orders computed on first use (slots in order), by sort key
   * (lib/catalog/server/listing/order.ts).
   */
  orders: Map<string, Promise<Int32Array>>
  /**
   * What the index was built from: products, their last change, prices
   * (lib/catalog/server/listing/index-cache.ts).
   */
  fingerprint: string
}

/** The values of one product in a token column. */
export function tokensOf(column: TokenColumn, slot: number): Int32Array {
  return column.data.subarray(column.offsets[slot], column.offsets[slot + 1])
}
