import 'server-only'

/**
 * Turns a flavour's category tree into the seeded categories and category_texts rows: ids, depths, paths,
 * tracking labels and a unique slug per language.
 */
import { slugify } from '@/lib/catalog/rules/product-slug'
import { LANGUAGES } from '@/lib/config/markets'
import type { categories, categoryTexts } from '@/lib/db/schema'
import type { CategoryDef, L } from './model'

export type CategoryInsert = typeof categories.$inferInsert
export type CategoryTextInsert = typeof categoryTexts.$inferInsert

export interface SeedCategory {
  id: number
  key: string
  group: number
  /** Root first, this category last. */
  pathIds: number[]
  /** Names along the path, root first. */
  pathNames: L[]
}

export interface FlatCategories {
  rows: CategoryInsert[]
  texts: CategoryTextInsert[]
  byKey: Map<string, SeedCategory>
}

export const FIRST_CATEGORY_ID = 1001

/**
 * Numbers the tree depth-first from 1001 and derives slugs (spec 02 §7 rule) per language; a slug
 * taken by an earlier category gets its parent's slug in front so every language's slugs stay unique.
 */
export function flattenCategories(defs: readonly CategoryDef[]): FlatCategories {
  const rows: CategoryInsert[] = []
  const texts: CategoryTextInsert[] = []
  const byKey = new Map<string, SeedCategory>()
  const taken = new Set<string>()
  let nextId = FIRST_CATEGORY_ID

  const visit = (
    def: CategoryDef,
    parent: SeedCategory | null,
    parentSlugs: Record<string, string>,
    position: number,
  ) => {
    if (byKey.has(def.key)) throw new Error(`duplicate category key ${def.key}`)
    const id = nextId++
    const pathIds = [...(parent?.pathIds ?? []), id]
    const pathNames = [...(parent?.pathNames ?? []), def.name]
    if (pathIds.length > 5) throw new Error(`category ${def.key} is deeper than 5 levels`)
    const root = pathNames[0] ?? def.name
    const category: SeedCategory = { id, key: def.key, group: def.group, pathIds, pathNames }
    byKey.set(def.key, category)
    rows.push({
      id,
      parentId: parent?.id ?? null,
      depth: pathIds.length,
      key: def.key,
      productGroup: def.group,
      label: `${root.de} | ${def.name.de} | ${def.group}`,
      pathIds,
      position,
    })
    const slugs: Record<string, string> = {}
    for (const language of LANGUAGES) {
      let slug = slugify(def.name[language])
      if (taken.has(`${language}:${slug}`)) slug = slugify(parentSlugs[language], slug)
      if (taken.has(`${language}:${slug}`))
        throw new Error(`category slug ${slug} (${language}) is not unique`)
      taken.add(`${language}:${slug}`)
      slugs[language] = slug
      texts.push({ categoryId: id, language, name: def.name[language], slug })
    }
    def.children?.forEach((child, i) => visit(child, category, slugs, i))
  }
  defs.forEach((def, i) => visit(def, null, {}, i))
  return { rows, texts, byKey }
}
