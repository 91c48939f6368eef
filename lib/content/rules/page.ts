/**
 * Page rules of spec 01 §2 for content stories: the shop path of a story, blog-like pages, and the
 * paths per language that drive the language switch, the hreflang alternates and the canonical link.
 */
import { LANGUAGES, type Language } from '@/lib/config/markets'

/** The folder category pages live in; the shop path drops it (spec 01 §2). */
export const CATEGORY_FOLDER = 'kategorieseiten'
/** The story whose path is the language root (spec 01 §2: /home/ maps to the empty path). */
export const HOME_SLUG = 'home'
/** Full-slug parts that make a page blog-like (spec 01 §2). */
export const BLOG_SLUG_PARTS = ['ratgeber', 'les-inspirations', 'magazin'] as const
/** Story types that are pages; layout data, authors and the like are never rendered on their own. */
export const PAGE_COMPONENTS = ['page', 'article', 'documentation_page'] as const
/** The folder of the layout stories (header, footer, session data): data, never a page. */
export const LAYOUT_FOLDER = 'layout'
/** The space's default language: its paths come from full_slug / default_full_slug, not translated_slugs. */
export const STORY_DEFAULT_LANGUAGE: Language = 'de'

// Control characters and dot segments never belong in a shop path; a slug carrying them is dropped.
const UNSAFE_SEGMENT = /[\u0000-\u001f\u007f\\]/

const isLanguage = (value: string | undefined): value is Language =>
  (LANGUAGES as readonly string[]).includes(value ?? '')

function decodeSegment(segment: string): string | null {
  try {
    const decoded = decodeURIComponent(segment)
    return UNSAFE_SEGMENT.test(decoded) || decoded === '.' || decoded === '..' ? null : decoded
  } catch {
    return null
  }
}

/** Decoded, non-empty segments of a slug or path; null when one of them is unsafe. */
function slugSegments(slug: string): string[] | null {
  const segments: string[] = []
  for (const raw of slug.split('/')) {
    if (!raw) continue
    const segment = decodeSegment(raw)
    if (segment === null) return null
    segments.push(segment)
  }
  return segments
}

/**
 * Splits a full slug into its language folder (when it starts with one) and the rest. Storyblok
 * answers in a translated language may prefix the full slug with that language.
 */
export function splitLanguageFolder(
  fullSlug: string,
): { language: Language | null; segments: string[] } | null {
  const segments = slugSegments(fullSlug)
  if (!segments) return null
  const first = segments[0]
  return isLanguage(first) ? { language: first, segments: segments.slice(1) } : { language: null, segments }
}

/**
 * The shop path of a story path: `/{language}/{path}/` with the category folder dropped, `home` mapped to
 * the language root and every segment percent-encoded. A language folder at the start of the slug
 * wins over `language`, since the slug then names the language the link points to. Null for a slug
 * with unsafe segments.
 */
export function storyPathToShopPath(fullSlug: string, language: Language): string | null {
  const split = splitLanguageFolder(fullSlug)
  if (!split) return null
  const lang = split.language ?? language
  const segments = split.segments.filter((s) => s !== CATEGORY_FOLDER)
  if (segments.length === 1 && segments[0] === HOME_SLUG) return `/${lang}/`
  return `/${lang}/` + segments.map((s) => `${encodeURIComponent(s)}/`).join('')
}

/** Spec 01 §2: a page is blog-like when its full slug contains ratgeber, les-inspirations or magazin. */
export function isBlogLike(fullSlug: string): boolean {
  const slug = fullSlug.toLowerCase()
  return BLOG_SLUG_PARTS.some((part) => slug.includes(part))
}

/**
 * How a page story is shown (spec 01 §2): an `article` story is an article itself; any other page whose
 * full slug is blog-like gets the article frame (article semantics, date, Open Graph type article).
 */
export type StoryTreatment = 'article' | 'blog' | 'page'

export function storyTreatment(story: { full_slug: string; content: { component: string } }): StoryTreatment {
  if (story.content.component === 'article') return 'article'
  return isBlogLike(story.full_slug) ? 'blog' : 'page'
}

/** The story fields the language rules read (structurally a subset of a Content Delivery API story). */
export interface StoryPathFields {
  full_slug: string
  default_full_slug?: string | null
  lang?: string
  translated_slugs?: ReadonlyArray<{ lang: string; path: string; published?: boolean | null }> | null
}

// Segments come back decoded; re-encoding keeps an escaped slash or percent sign inside its segment.
const joinSegments = (segments: string[]) => segments.map(encodeURIComponent).join('/')

/** The default-language path: default_full_slug when the answer is translated, else the full slug. */
function defaultStoryPath(story: StoryPathFields): string {
  const own = story.default_full_slug ?? story.full_slug
  const split = splitLanguageFolder(own)
  return split ? joinSegments(split.segments) : own
}

/**
 * The story path (without language folder, percent-encoded) per language. The default language reads the story's own
 * slug; the others read translated_slugs. A language without a translated slug, or whose translation is
 * explicitly unpublished, shows the story under the default slug, as Storyblok's field-level
 * translation serves every story in every language.
 */
export function storyPathsByLanguage(story: StoryPathFields): Record<Language, string> {
  const fallback = defaultStoryPath(story)
  const paths = Object.fromEntries(LANGUAGES.map((l) => [l, fallback])) as Record<Language, string>
  for (const entry of story.translated_slugs ?? []) {
    if (!isLanguage(entry.lang) || entry.lang === STORY_DEFAULT_LANGUAGE) continue
    if (entry.published === false || !entry.path.trim()) continue
    const split = splitLanguageFolder(entry.path)
    if (split) paths[entry.lang] = joinSegments(split.segments)
  }
  return paths
}

/** Shop paths of the story for each of `languages` (a market's languages): the language-switch targets. */
export function languageSwitchTargets(
  story: StoryPathFields,
  languages: readonly Language[],
): Partial<Record<Language, string>> {
  const paths = storyPathsByLanguage(story)
  const targets: Partial<Record<Language, string>> = {}
  for (const language of languages) {
    const path = storyPathToShopPath(paths[language], language)
    if (path) targets[language] = path
  }
  return targets
}

/** The canonical shop path of a story in `language`, whatever path the request came in on. */
export function canonicalPath(story: StoryPathFields, language: Language): string | null {
  return storyPathToShopPath(storyPathsByLanguage(story)[language], language)
}

/** One hreflang alternate wanted: its code (`de-CH`), the language it shows, and, for another domain, its origin. */
export interface AlternateTarget {
  hreflang: string
  language: Language
  origin?: string
}

export interface Alternate {
  hreflang: string
  href: string
}

/** The hreflang targets of one market: one per language it serves, e.g. de-CH and fr-CH. */
export function marketAlternateTargets(market: {
  country: string
  languages: readonly Language[]
}): AlternateTarget[] {
  return market.languages.map((language) => ({
    hreflang: `${language}-${market.country.toUpperCase()}`,
    language,
  }))
}

/** The hreflang alternates of a story: the story's path in each target's language, on the target's origin. */
export function hreflangAlternates(story: StoryPathFields, targets: readonly AlternateTarget[]): Alternate[] {
  const paths = storyPathsByLanguage(story)
  return targets.flatMap((target) => {
    const path = storyPathToShopPath(paths[target.language], target.language)
    return path ? [{ hreflang: target.hreflang, href: `${target.origin ?? ''}${path}` }] : []
  })
}
