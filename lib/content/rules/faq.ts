/**
 * The FAQ switch of spec 01 §1 / spec 02 §3 (shop option `faq`, off in the fr and nl markets of the home
 * flavour) applied to content: where it is off, the FAQ page is not found and nothing links to it.
 */
import type { ShopOptions } from '@/lib/config/shop-options'
import { splitLanguageFolder, STORY_DEFAULT_LANGUAGE, type StoryPathFields } from './page'

/** The default-language full slug of the FAQ page; pages below it (faq/versand) belong to it too. */
export const FAQ_SLUG = 'faq'

type FaqOption = Pick<ShopOptions, 'faq'>

/** Whether a default-language story path (with or without language folder or slashes) is the FAQ or below it. */
export function isFaqPath(path: string | null | undefined): boolean {
  if (!path) return false
  const split = splitLanguageFolder(path)
  if (!split || (split.language && split.language !== STORY_DEFAULT_LANGUAGE)) return false
  return split.segments[0]?.toLowerCase() === FAQ_SLUG
}

/** A story is the FAQ page when its default-language slug is (below) `faq`, whatever language it was read in. */
export function isFaqStory(story: Pick<StoryPathFields, 'full_slug' | 'default_full_slug'>): boolean {
  return isFaqPath(story.default_full_slug ?? story.full_slug)
}

/** Whether a page story may be shown in a market: everything but the FAQ where the market has it off. */
export function isStoryShownInMarket(
  story: Pick<StoryPathFields, 'full_slug' | 'default_full_slug'>,
  options: FaqOption,
): boolean {
  return options.faq || !isFaqStory(story)
}

/**
 * Whether a Storyblok link points to the FAQ page. Story links carry the default full slug in
 * `cached_url`; a resolved link's story may carry a translated one, so `cached_url` decides first.
 */
export function isFaqLink(link: unknown): boolean {
  if (!link || typeof link !== 'object') return false
  const { linktype, cached_url, story } = link as {
    linktype?: unknown
    cached_url?: unknown
    story?: { full_slug?: unknown; default_full_slug?: unknown } | null
  }
  if (linktype !== 'story') return false
  if (typeof cached_url === 'string' && cached_url.trim() !== '') return isFaqPath(cached_url)
  const slug = story?.default_full_slug ?? story?.full_slug
  return typeof slug === 'string' && isFaqPath(slug)
}

const MAX_DEPTH = 32

/**
 * A layout tree (header, footer, session data) without the blocks whose `link` leads to the FAQ, where
 * the market has it off. Other blocks and all fields stay as they are; the input is not changed.
 */
export function withoutDisabledLinks<T>(tree: T, options: FaqOption): T {
  if (options.faq) return tree
  const prune = (node: unknown, depth: number): unknown => {
    if (depth > MAX_DEPTH) return node
    if (Array.isArray(node))
      return node
        .filter((item) => !(item && typeof item === 'object' && isFaqLink((item as { link?: unknown }).link)))
        .map((item) => prune(item, depth + 1))
    if (!node || typeof node !== 'object') return node
    return Object.fromEntries(Object.entries(node).map(([key, value]) => [key, prune(value, depth + 1)]))
  }
  return prune(tree, 0) as T
}
