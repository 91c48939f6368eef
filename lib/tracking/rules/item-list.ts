/**
 * The frontend_view_item_list event of spec 02 §7: the list's category (id and name), searchTerm,
 * totalHits, filterUsed and orderBy, with the shown products as items (position 1-based). Pure.
 */
import { ecommerceOf, trackingItem, type TrackableProduct, type TrackingItem } from './product-data'

/**
 * The search backend's implicit filter over all category groups: set by the listing itself, never by
 * the shopper, so filterUsed leaves it out (spec 02 §7).
 */
export const ALL_CATEGORY_GROUPS_FILTER = 'categoryGroups'

/** Separator of filterUsed: the count, then each filter's name. */
export const FILTER_USED_SEPARATOR = '|'

/**
 * Spec 02 §7: the count of used filters followed by their names, without the all-category-groups
 * filter: `2|farbe|brand`; `0` when none is used. A filter counts once however many values it has.
 */
export function filterUsed(filters: readonly { param: string }[]): string {
  const names = [...new Set(filters.map((f) => f.param))].filter((n) => n !== ALL_CATEGORY_GROUPS_FILTER)
  return [String(names.length), ...names].join(FILTER_USED_SEPARATOR)
}

export interface ItemListInput {
  listId: string
  listName: string
  currency: string
  category?: { id: number | string; name: string } | null
  searchTerm?: string | null
  totalHits?: number | null
  filters?: readonly { param: string }[]
  orderBy?: string | null
  /** The products as shown, first first. */
  products: readonly (TrackableProduct & { priceCents?: number | null })[]
  /** Position of the first product (page 2 of 24 per page starts at 25). */
  firstPosition?: number
}

/** Each shown product as an item of the list, 1-based position. */
export function listItems(input: Pick<ItemListInput, 'listId' | 'listName' | 'products' | 'firstPosition'>) {
  const first = input.firstPosition ?? 1
  return input.products.map(
    (product, i): TrackingItem =>
      trackingItem(product, {
        priceCents: product.priceCents ?? null,
        list: { itemListId: input.listId, itemListName: input.listName, position: first + i },
      }),
  )
}

/** The event's fields (besides `event`), the ecommerce object included. */
export function viewItemListPayload(input: ItemListInput) {
  const items = listItems(input)
  return {
    categoryId: input.category ? String(input.category.id) : null,
    categoryName: input.category?.name ?? null,
    searchTerm: input.searchTerm ?? null,
    totalHits: input.totalHits ?? input.products.length,
    filterUsed: filterUsed(input.filters ?? []),
    orderBy: input.orderBy ?? null,
    ecommerce: {
      item_list_id: input.listId,
      item_list_name: input.listName,
      ...ecommerceOf(input.currency, items),
    },
  }
}
