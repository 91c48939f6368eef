/**
 * Links to catalog categories. Category pages are content pages under kategorieseiten holding a
 * listing block (spec 01 §2); not every category has one, so a link goes to the category's own page,
 * else to the nearest ancestor's page filtered to the category, else nowhere.
 */

/** Query parameter of a listing page that narrows it to one category below the page's own. */
export const CATEGORY_FILTER_PARAM = 'kategorie'

/**
 * Where a category leads: `path` is root first, the category itself last; `categoryPages` maps a
 * category key to its page's shop path. Null when neither the category nor an ancestor has a page.
 */
export function categoryHref(
  path: ReadonlyArray<{ id: number; key: string }>,
  categoryPages: ReadonlyMap<string, string>,
): string | null {
  const self = path[path.length - 1]
  if (!self) return null
  for (let i = path.length - 1; i >= 0; i--) {
    const page = categoryPages.get((path[i] as { key: string }).key)
    if (page)
      return i === path.length - 1
        ? page
        : `${page}?${new URLSearchParams({ [CATEGORY_FILTER_PARAM]: String(self.id) })}`
  }
  return null
}

export interface CategoryCrumb {
  id: number
  name: string
  /** Null when no page shows this level: the breadcrumb names it without a link. */
  href: string | null
}

/**
 * The breadcrumb levels of a category path (root first), each linked by `categoryHref`. `keyOf` gives
 * each category id its key; a level whose key is unknown is matched by none of the pages.
 */
export function categoryCrumbs(
  path: ReadonlyArray<{ id: number; name: string }>,
  keyOf: ReadonlyMap<number, string>,
  categoryPages: ReadonlyMap<string, string>,
): CategoryCrumb[] {
  const keyed = path.map((level) => ({ id: level.id, key: keyOf.get(level.id) ?? '' }))
  return path.map((level, i) => ({
    id: level.id,
    name: level.name,
    href: categoryHref(keyed.slice(0, i + 1), categoryPages),
  }))
}
