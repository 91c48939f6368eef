/**
 * Product tracking data of spec 02 §7 as GA4 `items` entries: referenceKey, masterKey, brand, up to 5
 * category levels, the warengruppe (first number of the last category label 'a | b | number'), ffCampaign,
 * the item list's id and name, and the position (index / ffPosition). Money divided by 100 (spec 02 §3).
 * Pure: built from what a page or an answer already carries (product, basket line), no lookups.
 */
import type { Category } from '@/lib/catalog/rules/types'

/** Spec 02 §7: at most 5 category levels are tracked. */
export const MAX_CATEGORY_LEVELS = 5

/** Cents to the currency unit, as a number (tracking's money). */
export const trackingMoney = (cents: number) => Math.round(cents) / 100

/** What a tracked product needs: the listing product, the product page's and a basket line's all have it. */
export interface TrackableProduct {
  id: number
  referenceKey: string
  masterKey: string
  name: string
  brand: { name: string } | null
  categories: readonly Pick<Category, 'categoryName' | 'categoryLabel' | 'path'>[]
}

/** Where the product was shown: a list (listing, search, slider) and its place in it (1-based). */
export interface ListContext {
  itemListId?: string | null
  itemListName?: string | null
  /** 1-based position in the list. */
  position?: number | null
  /** The search engine's campaign that placed the product (FACT-Finder's ffCampaign), if any. */
  ffCampaign?: string | null
}

export interface TrackingItem {
  item_id: string
  item_name: string
  item_brand: string | null
  item_variant?: string
  price?: number
  quantity?: number
  item_category?: string
  item_category2?: string
  item_category3?: string
  item_category4?: string
  item_category5?: string
  item_list_id?: string
  item_list_name?: string
  index?: number
  referenceKey: string
  masterKey: string
  warengruppe: string | null
  ffCampaign?: string
  ffPosition?: number
}

/**
 * Spec 02 §7: the warengruppe is the first number in the last category label ('a | b | number'); we read
 * it from the label's last part, so a number inside a name ('Küche 2000 | … | 123') is not taken. A label
 * without a number gives none.
 */
export function warengruppe(label: string | null | undefined): string | null {
  if (!label) return null
  const last = label.split('|').at(-1) ?? ''
  return /\d+/.exec(last)?.[0] ?? null
}

/** The product's deepest category: the last one it lists (root first within its path). */
const lastCategory = (product: TrackableProduct) => product.categories.at(-1) ?? null

/** The category levels, root first, at most 5 (spec 02 §7). */
export function categoryLevels(product: TrackableProduct): string[] {
  const category = lastCategory(product)
  if (!category) return []
  const names = category.path.length > 0 ? category.path.map((p) => p.name) : [category.categoryName]
  return names.slice(0, MAX_CATEGORY_LEVELS)
}

const CATEGORY_FIELDS = [
  'item_category',
  'item_category2',
  'item_category3',
  'item_category4',
  'item_category5',
] as const

export interface ItemOptions {
  list?: ListContext
  /** The chosen variant (its id); the product's own reference key stays item_id. */
  variantId?: number | null
  priceCents?: number | null
  quantity?: number | null
}

/** One GA4 item with the shop's product tracking data (spec 02 §7). */
export function trackingItem(product: TrackableProduct, options: ItemOptions = {}): TrackingItem {
  const { list = {}, variantId, priceCents, quantity } = options
  const item: TrackingItem = {
    item_id: product.referenceKey,
    item_name: product.name,
    item_brand: product.brand?.name ?? null,
    referenceKey: product.referenceKey,
    masterKey: product.masterKey,
    warengruppe: warengruppe(lastCategory(product)?.categoryLabel),
  }
  if (variantId != null) item.item_variant = String(variantId)
  if (priceCents != null) item.price = trackingMoney(priceCents)
  if (quantity != null) item.quantity = quantity
  categoryLevels(product).forEach((name, i) => {
    item[CATEGORY_FIELDS[i] as (typeof CATEGORY_FIELDS)[number]] = name
  })
  if (list.itemListId) item.item_list_id = list.itemListId
  if (list.itemListName) item.item_list_name = list.itemListName
  if (list.position != null) {
    item.index = list.position
    item.ffPosition = list.position
  }
  if (list.ffCampaign) item.ffCampaign = list.ffCampaign
  return item
}

/** The GA4 ecommerce object: currency, value (sum of price × quantity) and items. */
export function ecommerceOf(currency: string, items: readonly TrackingItem[], valueCents?: number) {
  const value =
    valueCents != null
      ? trackingMoney(valueCents)
      : Math.round(items.reduce((sum, i) => sum + (i.price ?? 0) * 100 * (i.quantity ?? 1), 0)) / 100
  return { currency, value, items: [...items] }
}

/**
 * The data layer entries of one ecommerce event: `{ ecommerce: null }` first, so the previous event's
 * items do not leak into this one (GTM merges pushes), then the event.
 */
export function ecommercePushes(
  event: string,
  ecommerce: Record<string, unknown>,
  extra: Record<string, unknown> = {},
): [Record<string, unknown>, Record<string, unknown>] {
  return [{ ecommerce: null }, { event, ...extra, ecommerce }]
}
