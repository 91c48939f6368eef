import 'server-only'

/** Category listings: filters, facets, sort and pagination over one category (spec 01 §9 filters, sort). */
import { z } from 'zod'
import { CURRENCIES, LANGUAGES, type Currency, type Language } from '@/lib/config/markets'
import type { Db } from '@/lib/db/client'
import type { CatalogIndex, CategoryNode } from '../../rules/listing/catalog-index'
import { evaluate, offered } from '../../rules/listing/evaluate'
import { buildFacets, type Facet } from '../../rules/listing/facets'
import { getCatalogIndex } from './index-cache'
import { toListingProduct, type ListingProduct } from '../../rules/listing/listing-product'
import { globalOrder, pickPage, rankedPage } from './order'
import { appliedFilters, type AppliedFilter, type FilterSelection } from '../../rules/listing/params'
import { cachedPageProducts } from './page-products'
import { DEFAULT_SORT, MAX_PAGE, PAGE_SIZE, SORT_OPTIONS, type SortOption } from '../../rules/listing/sort'

export interface ListingCategory {
  id: number
  key: string
  name: string
  slug: string
  /** Tracking label 'a | b | number' (spec 02 §7). */
  label: string
  /** Root first, the category itself last. */
  path: Array<{ id: number; name: string; slug: string }>
  children: Array<{ id: number; name: string; slug: string }>
}

export interface ListingResult {
  category: ListingCategory | null
  products: ListingProduct[]
  /** Products matching the category (or search) and every filter: the tracking's totalHits. */
  total: number
  page: number
  perPage: number
  pageCount: number
  sort: SortOption
  facets: Facet[]
  appliedFilters: AppliedFilter[]
}

const pageOptions = {
  filters: z.array(z.custom<FilterSelection>()).default([]),
  sort: z.enum(SORT_OPTIONS).default(DEFAULT_SORT),
  page: z.number().int().min(1).max(MAX_PAGE).default(1),
  perPage: z
    .number()
    .int()
    .min(1)
    .default(PAGE_SIZE.default)
    .transform((n) => Math.min(n, PAGE_SIZE.max)),
  language: z.enum(LANGUAGES),
  currency: z.enum(CURRENCIES),
}
export const pageOptionsSchema = z.object(pageOptions)
export type PageOptions = z.input<typeof pageOptionsSchema>

const listingOptionsSchema = z
  .object({
    ...pageOptions,
    categoryId: z.number().int().positive().optional(),
    categoryKey: z.string().min(1).optional(),
    /** In the `language` given: categories have a slug per language. */
    categorySlug: z.string().min(1).optional(),
  })
  .refine(
    (o) => [o.categoryId, o.categoryKey, o.categorySlug].filter((x) => x !== undefined).length === 1,
    'give exactly one of categoryId, categoryKey, categorySlug',
  )
export type ListingOptions = z.input<typeof listingOptionsSchema>

export function findCategory(
  index: CatalogIndex,
  by: { categoryId?: number; categoryKey?: string; categorySlug?: string },
  language: Language,
): CategoryNode | null {
  const id =
    by.categoryId ??
    (by.categoryKey !== undefined ? index.categories.byKey.get(by.categoryKey) : undefined) ??
    (by.categorySlug !== undefined ? index.categories.bySlug[language].get(by.categorySlug) : undefined)
  return id === undefined ? null : (index.categories.byId.get(id) ?? null)
}

export function describeCategory(
  index: CatalogIndex,
  node: CategoryNode,
  language: Language,
): ListingCategory {
  const entry = (id: number) => {
    const texts = index.categories.byId.get(id)?.texts[language]
    return { id, name: texts?.name ?? '', slug: texts?.slug ?? '' }
  }
  return {
    id: node.id,
    key: node.key,
    name: node.texts[language].name,
    slug: node.texts[language].slug,
    label: node.label,
    path: node.pathIds.map(entry),
    children: node.children.map(entry),
  }
}

export interface RankedBase {
  slots: ArrayLike<number>
  /** Search's text rank per slot; absent for category listings. */
  rank?: ReadonlyMap<number, number>
}

/** Filters, counts, orders and pages a base set of products: shared by listings and search. */
export async function runListing(
  db: Db,
  index: CatalogIndex,
  base: RankedBase,
  options: z.output<typeof pageOptionsSchema>,
  categoryChoices: readonly number[],
): Promise<Omit<ListingResult, 'category'>> {
  const { filters, sort, page, perPage, language, currency } = options
  const { matched, facets } = evaluate(index, offered(index, base.slots, currency), filters, currency)
  const window = { page, perPage }
  const slots =
    sort === 'Relevancy:desc' && base.rank
      ? rankedPage(index, matched, base.rank, window)
      : pickPage(await globalOrder(db, index, sort, currency, language), matched, index.size, window)
  const products = await cachedPageProducts(
    db,
    index,
    slots.map((slot) => index.ids[slot] as number),
    language,
    currency as Currency,
  )
  return {
    products: products.map(toListingProduct),
    total: matched.length,
    page,
    perPage,
    pageCount: Math.ceil(matched.length / perPage),
    sort,
    facets: buildFacets(index, facets, filters, language, categoryChoices),
    appliedFilters: appliedFilters(filters),
  }
}

/** A category page's products; null when the category is unknown (the caller answers 404). */
export async function listProducts(db: Db, options: ListingOptions): Promise<ListingResult | null> {
  const parsed = listingOptionsSchema.parse(options)
  const index = await getCatalogIndex(db)
  const node = findCategory(index, parsed, parsed.language)
  if (!node) return null
  const members = index.categories.members.get(node.id) ?? new Int32Array(0)
  const result = await runListing(db, index, { slots: members }, parsed, node.children)
  return { category: describeCategory(index, node, parsed.language), ...result }
}
