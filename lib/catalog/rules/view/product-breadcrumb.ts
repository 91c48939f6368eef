/** The product page's breadcrumb, and the steps of it the JSON-LD BreadcrumbList can list. */
import type { CategoryCrumb } from '@/lib/catalog/rules/category-links'

/** One step of the product page's breadcrumb; the last is the product itself. */
export interface Crumb {
  name: string
  /** Null for a category no page shows: named, not linked. */
  href: string | null
}

/**
 * Home, the product's category path (each level linked to a page that answers, see categoryCrumbs)
 * and the product. The category levels come from the product's first category.
 */
export function productBreadcrumb(
  home: { name: string; href: string },
  categories: readonly CategoryCrumb[],
  product: { name: string; href: string },
): Crumb[] {
  return [home, ...categories.map(({ name, href }) => ({ name, href })), product]
}

/** The BreadcrumbList of the JSON-LD lists only steps with an address (schema.org needs `item`). */
export function linkedCrumbs(crumbs: readonly Crumb[]): Array<{ name: string; path: string }> {
  return crumbs.flatMap((c) => (c.href ? [{ name: c.name, path: c.href }] : []))
}
