/**
 * How a category is named in one string: the listing API takes the category's id (digits),
 * its slug in the page's language or its key; a listing block takes the key the content gives
 * (category_key) or a slug. The form a caller usually sends is tried first, the other one after.
 */
export type CategoryLookup = { categoryId: number } | { categorySlug: string } | { categoryKey: string }

/** Who names the category: the listing API (its links carry ids and slugs) or a listing block (keys). */
export type CategoryReferrer = 'api' | 'block'

const CATEGORY_ID = /^\d{1,9}$/

/** The lookups a reference stands for, in the order they are tried; the first naming a category wins. */
export function categoryLookups(reference: string, referrer: CategoryReferrer): CategoryLookup[] {
  if (referrer === 'block') return [{ categoryKey: reference }, { categorySlug: reference }]
  if (CATEGORY_ID.test(reference)) return [{ categoryId: Number(reference) }]
  return [{ categorySlug: reference }, { categoryKey: reference }]
}
