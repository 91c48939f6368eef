/**
 * The content port (spec 01 §2–3, §7–9): stories from Storyblok or the embedded content service.
 * Server only: it reads files and holds the process-wide clients.
 */
import 'server-only'
export { getStory, getStories, getAllStories, getContentVersion, storyPath } from './stories'
export { storyCacheTags, storyTag, storyPathTag, CONTENT_TAG, SITEMAP_TAG } from './tags'
export type { ReadOptions, ResolveOptions, StoriesParams } from './stories'
export { getContentClient, createContentClient, CONTENT_TIMEOUT_MS } from './client'
export { flushContentCache } from './response-cache'
export { ContentServiceError } from '../rules/errors'
export * from '../rules/types'
