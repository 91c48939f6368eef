/**
 * Product page slug rule of spec 02 §7: parts joined by hyphens; each part lowercased; spaces, commas
 * and slashes become hyphens; ä ö ü ß become ae oe ue ss; other characters outside letters, digits and
 * hyphen are dropped; empty parts are skipped.
 *
 * Decisions the spec leaves open:
 * - "letters" means a–z: other accented letters (é, à, ç, î …) lose their accent rather than the whole
 *   letter, so French names stay readable ('Crème brûlée' → 'creme-brulee'). The ligatures œ and æ,
 *   which have no decomposition, become oe and ae. Letters with no Latin base (ø, ł, Greek …) drop.
 * - Any whitespace counts as a space. Runs of hyphens collapse to one and a part's edge hyphens are
 *   trimmed, so 'Topf & Deckel' gives 'topf-deckel' and a part of only symbols counts as empty.
 * The rule is idempotent, so an already-slugged seoUrl passes through unchanged.
 */
import type { Product } from '@/lib/catalog/rules/types'

const SPELLED_OUT: Record<string, string> = { ä: 'ae', ö: 'oe', ü: 'ue', ß: 'ss', œ: 'oe', æ: 'ae' }

export function slugPart(part: string): string {
  return part
    .normalize('NFC')
    .toLowerCase()
    .replace(/[äöüßœæ]/g, (c) => SPELLED_OUT[c] ?? '')
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[\s,/]+/g, '-')
    .replace(/[^a-z0-9-]/g, '')
    .replace(/-{2,}/g, '-')
    .replace(/^-|-$/g, '')
}

export function slugify(...parts: ReadonlyArray<string | number | null | undefined>): string {
  return parts
    .map((p) => (p === null || p === undefined ? '' : slugPart(String(p))))
    .filter((p) => p !== '')
    .join('-')
}

/**
 * The pdp parameter of a product page: the slug of the name, then the product number as the last
 * dash-separated segment (spec 01 §2 reads it back from there). The number is the numeric product id,
 * so it survives the slug rule unchanged (a reference key with an underscore would not).
 */
export function productSlug(name: string, number: string | number): string {
  return slugify(name, number)
}

/** The product's own address part if it has one (seoUrl), otherwise its name, then its number. */
export function productPdp(product: Pick<Product, 'id' | 'name' | 'seoUrl'>): string {
  const own = product.seoUrl?.trim()
  return productSlug(own ? own : product.name, product.id)
}

/** Internal pathname of the product page, before the language prefix is added by the i18n router. */
export function productPath(product: Pick<Product, 'id' | 'name' | 'seoUrl'>): string {
  return `/p/${productPdp(product)}/`
}
