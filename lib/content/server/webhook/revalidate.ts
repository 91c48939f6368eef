/**
 * The content revalidation webhook: a story was published, unpublished, deleted or moved, so every cached
 * read — and every page — holding it is marked stale (lib/content/server/tags.ts).
 *
 * Stale, not dropped (`revalidateTag(tag, 'max')`): the next visitor still gets the page at once while
 * it is rendered again in the background, and if the content service fails during that render, Next
 * keeps serving the page it had — the last good page.
 */
import 'server-only'
import { describeError } from '@/lib/http/rules/failure'
import { revalidateTag } from 'next/cache'
import { LANGUAGES } from '@/lib/config/markets'
import { recheckEmbeddedContent } from '../embedded/fetch'
import { flushContentCache } from '../response-cache'
import { getStory } from '../stories'
import { storyEventTags } from '../tags'
import { CONTENT_DEFAULT_LANGUAGE, type TranslatedSlug } from '../../rules/types'
import { signedContentWebhook } from './handler'
import { storyWebhookSchema, type StoryWebhook } from './payload'

export interface RevalidationDeps {
  /** Empties the content client's own answer cache, which would hand back the old story. */
  flush: () => Promise<void>
  /** The story's translated paths, so pages in other languages that were 404 until now are reached. */
  translatedPaths: (storyId: number) => Promise<readonly Pick<TranslatedSlug, 'lang' | 'path'>[]>
  revalidate: (tag: string) => void
}

async function readTranslatedPaths(storyId: number) {
  const story = await getStory(String(storyId), { language: CONTENT_DEFAULT_LANGUAGE })
  return story?.translated_slugs ?? []
}

export const defaultRevalidationDeps: RevalidationDeps = {
  flush: async () => {
    // The embedded service reads its files again, as Storyblok would answer with the published story.
    recheckEmbeddedContent()
    await flushContentCache()
  },
  translatedPaths: readTranslatedPaths,
  revalidate: (tag) => revalidateTag(tag, 'max'),
}

/** Marks everything holding the story stale; returns the tags revalidated. */
export async function revalidateStoryEvent(
  event: StoryWebhook,
  deps: RevalidationDeps = defaultRevalidationDeps,
): Promise<string[]> {
  await deps.flush()
  let translatedPaths: readonly Pick<TranslatedSlug, 'lang' | 'path'>[] = []
  try {
    translatedPaths = await deps.translatedPaths(event.story_id)
  } catch (error) {
    // The story's own tag still reaches every page that shows it; only its new paths wait for their
    // time-based refresh.
    console.warn(
      `[content] webhook: cannot read story ${event.story_id} for its translated paths: ${describeError(error)}`,
    )
  }
  const tags = storyEventTags(
    { storyId: event.story_id, fullSlug: event.full_slug, translatedPaths },
    LANGUAGES,
  )
  for (const tag of tags) deps.revalidate(tag)
  console.info(`[content] webhook: story ${event.story_id} ${event.action}; revalidated ${tags.join(', ')}`)
  return tags
}

/** POST /api/content/revalidate/: Storyblok's story webhook, signed with CONTENT_WEBHOOK_SECRET. */
export const contentRevalidationWebhook = signedContentWebhook({
  body: storyWebhookSchema,
  handle: async (event) => ({ revalidated: await revalidateStoryEvent(event) }),
})
