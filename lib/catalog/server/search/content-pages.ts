import 'server-only'

/**
 * Content pages for the suggestions while typing (which offer products, categories and content pages):
 * a small index of page titles and shop paths per language, read from the content service and kept a few
 * minutes. Category pages (kategorieseiten with a listing block) are not offered as pages: they give the
 * address of their catalog category's suggestion instead.
 */
import { BoundedCache } from '@/lib/cache/bounded-cache'
import { processSingleton } from '@/lib/cache/process-singleton'
import { LANGUAGES, type Language } from '@/lib/config/markets'
import { getAllStories } from '@/lib/content/server/stories'
import { canonicalPath, CATEGORY_FOLDER, HOME_SLUG } from '@/lib/content/rules/page'
import type { Story } from '@/lib/content/rules/types'
import { queryTerms, spellings, titleScore } from '../../rules/search/terms'

export interface ContentPageSuggestion {
  title: string
  /** Shop path with the language prefix, e.g. '/fr/les-inspirations/ordre-dans-la-cuisine/'. */
  href: string
}

export interface ContentIndex {
  pages: ContentPageSuggestion[]
  /** Category key (of the page's listing block) → the category page's shop path. */
  categoryPages: Map<string, string>
}

/**
 * Story types that are pages of their own; layout data and authors never are (as PAGE_COMPONENTS of
 * lib/content/rules/page.ts).
 */
const PAGE_COMPONENTS = new Set(['page', 'article', 'documentation_page'])
const TTL_MS = { ok: 5 * 60_000, failed: 30_000 }

const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null)

/** The title a shopper knows the page by: its heading, else its name in the language. */
export function pageTitle(story: Story, language: Language): string {
  const translated = story.translated_slugs?.find((s) => s.lang === language)?.name
  return text(story.content.title) ?? text(translated) ?? story.name
}

/** The category key of a category page's listing block, if it has one. */
export function listingCategoryKey(story: Story): string | null {
  const body = story.content.body
  if (!Array.isArray(body)) return null
  for (const block of body as Array<Record<string, unknown>>) {
    if (block?.component === 'listing') return text(block.category_key)
  }
  return null
}

const isCategoryPage = (story: Story) =>
  (story.default_full_slug ?? story.full_slug).split('/').includes(CATEGORY_FOLDER)

/**
 * The index of one language from the stories read in it (pages) and the category pages (with bodies).
 * The home page is left out: the header's brand link already leads there.
 */
export function contentIndexOf(
  stories: readonly Story[],
  categoryStories: readonly Story[],
  language: Language,
): ContentIndex {
  const pages: ContentPageSuggestion[] = []
  const seen = new Set<string>()
  for (const story of stories) {
    if (!PAGE_COMPONENTS.has(story.content.component) || isCategoryPage(story)) continue
    if ((story.default_full_slug ?? story.full_slug).replace(/\/+$/, '') === HOME_SLUG) continue
    const href = canonicalPath(story, language)
    if (!href || seen.has(href)) continue
    seen.add(href)
    pages.push({ title: pageTitle(story, language), href })
  }
  const categoryPages = new Map<string, string>()
  for (const story of categoryStories) {
    const key = listingCategoryKey(story)
    const href = canonicalPath(story, language)
    if (key && href && !categoryPages.has(key)) categoryPages.set(key, href)
  }
  return { pages, categoryPages }
}

/** Pages whose title matches every term (typos tolerated when nothing matches exactly), best first. */
export function suggestContentPages(
  pages: readonly ContentPageSuggestion[],
  q: string,
  limit: number,
): ContentPageSuggestion[] {
  const terms = queryTerms(q).map(spellings)
  if (terms.length === 0) return []
  return pages
    .map((page, position) => ({ page, position, score: titleScore(page.title, terms) }))
    .filter((p) => p.score > 0)
    .sort((a, b) => b.score - a.score || a.position - b.position)
    .slice(0, limit)
    .map(({ page }) => page)
}

type Reader = (language: Language) => Promise<{ stories: Story[]; categoryStories: Story[] }>

const readStories: Reader = async (language) => {
  const [stories, categoryStories] = await Promise.all([
    getAllStories({ language, excluding_fields: ['body'] }),
    getAllStories({ language, starts_with: `${CATEGORY_FOLDER}/` }),
  ])
  return { stories, categoryStories }
}

// One entry per language, shared by every bundle of the process.
const indexes = () =>
  processSingleton(
    '__storefrontContentIndex',
    () => new BoundedCache<Promise<ContentIndex>>({ ttlMs: TTL_MS.ok, maxWeight: LANGUAGES.length }),
  )

/**
 * The content index of a language, kept TTL_MS.ok. The content service being down never breaks the
 * suggestions: they then come without pages, and the read is tried again after TTL_MS.failed.
 */
export function loadContentIndex(language: Language, read: Reader = readStories): Promise<ContentIndex> {
  const cache = indexes()
  const now = Date.now()
  const cached = cache.get(language, now)
  if (cached) return cached
  const index: Promise<ContentIndex> = read(language).then(
    ({ stories, categoryStories }) => contentIndexOf(stories, categoryStories, language),
    (error: unknown) => {
      console.warn('content index for suggestions not read:', error instanceof Error ? error.message : error)
      if (cache.get(language) === index) cache.set(language, index, Date.now(), 1, TTL_MS.failed)
      return emptyIndex()
    },
  )
  cache.set(language, index, now)
  return index
}

/** Forgets the cached indexes (tests; a content webhook may call it too). */
export function clearContentIndex(): void {
  indexes().clear()
}

function emptyIndex(): ContentIndex {
  return { pages: [], categoryPages: new Map() }
}
