import 'server-only'

/**
 * Cache tags of catalog reads: product pages and listings are shared, cacheable and tagged by product and
 * category. A catalog change names the products and categories it touched; revalidateCatalog marks every
 * cached read and page holding one of them stale, and nothing else.
 */
import { revalidateTag } from 'next/cache'

/** Next ignores a tag longer than this (revalidateTag docs): such a tag is left out, not cut. */
const MAX_TAG_LENGTH = 256
/** Next keeps at most this many tags per cache entry (NEXT_CACHE_TAG_MAX_ITEMS); the first ones win. */
export const MAX_TAGS = 128

export const productTag = (id: number) => `product:${id}`
export const categoryTag = (id: number) => `category:${id}`
/** Content names categories by key (a listing block's category_key) before their id is known. */
export const categoryKeyTag = (key: string) => `category-key:${key}`

/** Distinct tags in first-seen order, without those Next would not keep (so list the important first). */
export function uniqueTags(tags: Iterable<string>): string[] {
  return keepable(tags).slice(0, MAX_TAGS)
}

const keepable = (tags: Iterable<string>) => [...new Set(tags)].filter((tag) => tag.length <= MAX_TAG_LENGTH)

interface CategoryLike {
  categoryId: number
  categoryKey?: string
  path: ReadonlyArray<{ id: number }>
}

/** A product's own tag and those of each of its categories with their path (breadcrumb levels). */
export function productTags(product: { id: number; categories: readonly CategoryLike[] }): string[] {
  return uniqueTags([
    productTag(product.id),
    ...product.categories.flatMap((c) => [
      categoryTag(c.categoryId),
      ...(c.categoryKey ? [categoryKeyTag(c.categoryKey)] : []),
      ...c.path.map((level) => categoryTag(level.id)),
    ]),
  ])
}

interface ListingLike {
  category: {
    id: number
    key: string
    path: ReadonlyArray<{ id: number }>
    children: ReadonlyArray<{ id: number }>
  } | null
  products: ReadonlyArray<{ id: number }>
}

/**
 * A listing's tags: its category by id and key, the levels it shows (breadcrumb, sub-category links)
 * and the products on the page. Facet counts and totals cover products beyond the page: a change to
 * one of them reaches the listing through the tag of its category.
 */
export function listingTags(listing: ListingLike): string[] {
  const category = listing.category
  return uniqueTags([
    ...(category
      ? [
          categoryTag(category.id),
          categoryKeyTag(category.key),
          ...category.path.map((c) => categoryTag(c.id)),
          ...category.children.map((c) => categoryTag(c.id)),
        ]
      : []),
    ...listing.products.map((p) => productTag(p.id)),
  ])
}

export interface CatalogChange {
  productIds?: readonly number[]
  categoryIds?: readonly number[]
  categoryKeys?: readonly string[]
}

/** Every tag a catalog change invalidates. */
export function catalogChangeTags(change: CatalogChange): string[] {
  // Not capped: a change may name any number of products.
  return keepable([
    ...(change.productIds ?? []).map(productTag),
    ...(change.categoryIds ?? []).map(categoryTag),
    ...(change.categoryKeys ?? []).map(categoryKeyTag),
  ])
}

/**
 * For a catalog admin or import webhook. Stale rather than dropped ('max', as the content webhook
 * does): visitors keep getting the page at once while it is rebuilt. Give the categories of the
 * changed products too (with their parents): listings count products beyond the page shown.
 */
export function revalidateCatalog(change: CatalogChange): string[] {
  const tags = catalogChangeTags(change)
  for (const tag of tags) revalidateTag(tag, 'max')
  return tags
}
