import 'server-only'

/**
 * Suggestions while typing: the best matching products, categories and content pages, each with the shop
 * address it leads to.
 */
import { z } from 'zod'
import type { CatalogIndex } from '@/lib/catalog/rules/listing/catalog-index'
import { getCatalogIndex } from '@/lib/catalog/server/listing/index-cache'
import { categoryHref } from '@/lib/catalog/rules/category-links'
import { productPath } from '@/lib/catalog/rules/product-slug'
import { LANGUAGES, type Language } from '@/lib/config/markets'
import type { Db } from '@/lib/db/client'
import { PATHNAMES } from '@/lib/i18n/pathnames'
import { loadContentIndex, suggestContentPages, type ContentPageSuggestion } from './content-pages'
import { findText } from './query'
import { queryTerms, SEARCH_LIMITS, spellings, titleScore } from '../../rules/search/terms'
import { productHeads } from './text-search'

export const SUGGESTION_LIMITS = { products: 5, categories: 3, pages: 3 } as const

export interface ProductSuggestion {
  id: number
  name: string
  /** First picture of the product, if it has one. */
  image: string | null
  /** Product page path without the language prefix ('/p/{slug}-{id}/'), spec 01 §2. */
  path: string
  /** The same with the language prefix: what a link points to. */
  href: string
}

export interface CategorySuggestion {
  id: number
  key: string
  name: string
  slug: string
  /** Root first, the category itself last. */
  path: Array<{ id: number; name: string; slug: string }>
  /** Its category page, or the nearest ancestor's filtered to it (see categoryHref). */
  href: string
}

export interface Suggestions {
  products: ProductSuggestion[]
  categories: CategorySuggestion[]
  pages: ContentPageSuggestion[]
}

// Lives in lib/catalog/rules/category-links.ts (the product page's breadcrumb uses it too); re-exported here.
export { categoryHref }

const suggestOptionsSchema = z.object({
  q: z.string().trim().max(SEARCH_LIMITS.queryLength),
  language: z.enum(LANGUAGES),
  limit: z.number().int().min(1).max(20).default(SUGGESTION_LIMITS.products),
})
export type SuggestOptions = z.input<typeof suggestOptionsSchema>

/** The search page's address in a language, with its query (spec 01 §2: /de/suche/, /fr/rechercher/). */
export function searchHref(language: Language, params: Record<string, string> = {}): string {
  const query = new URLSearchParams(params).toString()
  return `/${language}${PATHNAMES['/search'][language]}/${query ? `?${query}` : ''}`
}

export function suggestCategories(
  index: CatalogIndex,
  q: string,
  language: Language,
  limit: number,
  categoryPages: ReadonlyMap<string, string> = new Map(),
): CategorySuggestion[] {
  const terms = queryTerms(q).map(spellings)
  if (terms.length === 0) return []
  const entry = (id: number) => {
    const texts = index.categories.byId.get(id)?.texts[language]
    return { id, name: texts?.name ?? '', slug: texts?.slug ?? '' }
  }
  return [...index.categories.byId.values()]
    .map((node) => ({ node, score: titleScore(node.texts[language].name, terms) }))
    .filter((c) => c.score > 0)
    .sort(
      (a, b) =>
        b.score - a.score ||
        (index.categories.members.get(b.node.id)?.length ?? 0) -
          (index.categories.members.get(a.node.id)?.length ?? 0) ||
        a.node.id - b.node.id,
    )
    .flatMap(({ node }) => {
      const keys = node.pathIds.map((id) => ({ id, key: index.categories.byId.get(id)?.key ?? '' }))
      const href = categoryHref(keys, categoryPages)
      if (!href) return []
      return [
        {
          id: node.id,
          key: node.key,
          name: node.texts[language].name,
          slug: node.texts[language].slug,
          path: node.pathIds.map(entry),
          href,
        },
      ]
    })
    .slice(0, limit)
}

export async function suggest(db: Db, options: SuggestOptions): Promise<Suggestions> {
  const { q, language, limit } = suggestOptionsSchema.parse(options)
  const [index, content] = await Promise.all([getCatalogIndex(db), loadContentIndex(language)])
  const { hits } = await findText(db, index, q, language, true)
  // Best text rank first, then the bestseller score: the same order as the search's first page.
  const top: Array<{ id: number; rank: number; popularity: number }> = []
  for (const hit of hits) {
    const slot = index.slotOf.get(hit.id)
    if (slot === undefined) continue
    top.push({ id: hit.id, rank: hit.rank, popularity: index.popularity[slot] as number })
  }
  top.sort((a, b) => b.rank - a.rank || b.popularity - a.popularity || a.id - b.id)
  const heads = await productHeads(
    db,
    top.slice(0, limit).map((h) => h.id),
    language,
  )
  return {
    products: heads.map((h) => {
      const path = productPath({ id: h.id, name: h.name, seoUrl: h.slug })
      return { id: h.id, name: h.name, image: h.image, path, href: `/${language}${path}` }
    }),
    categories: suggestCategories(index, q, language, SUGGESTION_LIMITS.categories, content.categoryPages),
    pages: suggestContentPages(content.pages, q, SUGGESTION_LIMITS.pages),
  }
}

export interface CategoryLink {
  id: number
  name: string
  href: string
}

/**
 * A few categories to browse when a search finds nothing: those a page shows, top levels first, then
 * the fullest (spec 01 §2 category pages).
 */
export async function browseCategories(db: Db, language: Language, limit = 6): Promise<CategoryLink[]> {
  const [index, content] = await Promise.all([getCatalogIndex(db), loadContentIndex(language)])
  const size = (id: number) => index.categories.members.get(id)?.length ?? 0
  return [...index.categories.byId.values()]
    .filter((node) => size(node.id) > 0)
    .sort((a, b) => a.depth - b.depth || size(b.id) - size(a.id) || a.id - b.id)
    .flatMap((node) => {
      const keys = node.pathIds.map((id) => ({ id, key: index.categories.byId.get(id)?.key ?? '' }))
      const href = categoryHref(keys, content.categoryPages)
      return href ? [{ id: node.id, name: node.texts[language].name, href }] : []
    })
    .slice(0, limit)
}
