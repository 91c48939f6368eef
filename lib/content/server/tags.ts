/**
 * Cache tags of content reads, chosen so that what a revalidation webhook names reaches exactly the cached
 * reads — and through them the pages — that hold it:
 *
 * - `story:{id}`: every story an answer holds — the story read, and the stories it resolved as
 *   relations (an article's author) or links (a menu entry's path). The webhook names `story_id`.
 * - `story-path:{language}:{path}`: every path a read asked for, found or not, so a story published
 *   where there was a 404 until then reaches that page. The webhook names `full_slug` (the default
 *   language's path); the story's translated paths come from its translated_slugs.
 * - `story:*`: an answer holding more stories than one cache entry takes tags for; every webhook
 *   revalidates it.
 */
import 'server-only'
import { createHash } from 'node:crypto'
import type { Language } from '@/lib/config/markets'
import { CONTENT_DEFAULT_LANGUAGE, type Story } from '../rules/types'

/** Every cached content read: revalidating it refreshes all content at once (an operator's lever). */
export const CONTENT_TAG = 'content'
/** The sitemap data; every story change may add, move or remove one of its URLs. */
export const SITEMAP_TAG = 'sitemap'
export const ANY_STORY_TAG = 'story:*'

/** Next keeps at most 128 tags per cache entry and drops longer tags than 256 characters. */
export const MAX_STORY_TAGS = 100
const MAX_TAG_LENGTH = 256

export const storyTag = (id: number) => `story:${id}`

/** Whether a tag names content: revalidating it must also empty the content client's own answers. */
export const isContentTag = (tag: string) =>
  tag === CONTENT_TAG || tag.startsWith('story:') || tag.startsWith('story-path:')

/** The tag of a story path in a language; slashes around it do not matter, too long ones are hashed. */
export function storyPathTag(language: Language, path: string): string {
  const trimmed = path.replace(/^\/+|\/+$/g, '')
  const tag = `story-path:${language}:${trimmed}`
  if (tag.length <= MAX_TAG_LENGTH) return tag
  return `story-path:${language}:#${createHash('sha256').update(trimmed).digest('hex')}`
}

const isStoryReference = (record: Record<string, unknown>) =>
  Number.isInteger(record.id) && typeof record.uuid === 'string' && typeof record.slug === 'string'

/**
 * Ids of the story and of every story in its content: resolved relations are whole stories, resolved
 * links are `{ id, uuid, slug, … }` objects. Assets carry a numeric id too, but no uuid and slug.
 */
export function storyIds(story: Pick<Story, 'id' | 'content'>): number[] {
  const ids = new Set<number>([story.id])
  const visit = (node: unknown): void => {
    if (Array.isArray(node)) {
      node.forEach(visit)
      return
    }
    if (!node || typeof node !== 'object') return
    const record = node as Record<string, unknown>
    if (isStoryReference(record)) ids.add(record.id as number)
    for (const value of Object.values(record)) visit(value)
  }
  visit(story.content)
  return [...ids]
}

/** The story tags of an answer: one per story it holds, or `story:*` past what an entry takes. */
export function storyCacheTags(story: Pick<Story, 'id' | 'content'>): string[] {
  const ids = storyIds(story)
  const tags = ids.slice(0, MAX_STORY_TAGS).map(storyTag)
  return ids.length > MAX_STORY_TAGS ? [...tags, ANY_STORY_TAG] : tags
}

/** What the webhook names of a story: its id and, where known, its path in each language. */
export interface StoryEvent {
  storyId: number
  /** The default language's full slug (Storyblok's `full_slug`). */
  fullSlug?: string
  /** Translated paths (`translated_slugs`), when the story could be read. */
  translatedPaths?: readonly { lang: string; path: string }[]
}

/** The tags a story event revalidates: the story, its paths, the overflowing answers and the sitemap. */
export function storyEventTags(event: StoryEvent, languages: readonly Language[]): string[] {
  const tags = [storyTag(event.storyId), ANY_STORY_TAG, SITEMAP_TAG]
  if (event.fullSlug) tags.push(storyPathTag(CONTENT_DEFAULT_LANGUAGE, event.fullSlug))
  for (const { lang, path } of event.translatedPaths ?? []) {
    const language = languages.find((l) => l === lang)
    if (language && language !== CONTENT_DEFAULT_LANGUAGE && path) tags.push(storyPathTag(language, path))
  }
  return [...new Set(tags)]
}
