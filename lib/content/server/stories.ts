/**
 * Typed reads of the content service for pages and layouts. The version follows `preview` only;
 * answers are checked with zod; a failed request throws a ContentServiceError, an unknown story is
 * null (the page then shows the 404 page, spec 01 §2).
 */
import 'server-only'
import { z } from 'zod'
import type { ExcludableStoryField, ISbStoriesParams } from 'storyblok-js-client'
import { CONTENT_SERVICE } from '@/lib/config/constants'
import type { Language } from '@/lib/config/markets'
import { getContentClient } from './client'
import { ContentServiceError, toContentServiceError } from '../rules/errors'
import { CONTENT_DEFAULT_LANGUAGE, storySchema, type Story, type StoriesPage } from '../rules/types'

export interface ReadOptions {
  language: Language
  preview?: boolean
}

export interface ResolveOptions {
  /** `component.field` pairs whose story uuids are replaced by the stories, e.g. `article.author`. */
  resolve_relations?: string[]
  /** Story links in multilinks and rich text get a `story`: a link object (url) or the whole story. */
  resolve_links?: 'url' | 'story' | 'link'
  /** Content fields left out of the answer, e.g. `body` for a teaser list. */
  excluding_fields?: string[]
  excluding_story_fields?: ExcludableStoryField[]
}

export interface StoriesParams extends ReadOptions, ResolveOptions {
  starts_with?: string
  by_uuids?: string[]
  /** As by_uuids, answered in the order given. */
  by_uuids_ordered?: string[]
  /** Full slugs; `folder/*` takes a folder's stories. */
  by_slugs?: string[]
  excluding_slugs?: string[]
  content_type?: string
  with_tag?: string[]
  is_startpage?: boolean
  /** `field:asc|desc`, field a story attribute or `content.{field}`. */
  sort_by?: string
  per_page?: number
  page?: number
}

const join = (values: string[] | undefined) => (values?.length ? values.join(',') : undefined)

/** Storyblok's parameters; the default language is the space's default, asked for without a code. */
function toParams(rest: Partial<StoriesParams> & ReadOptions): ISbStoriesParams {
  const params: Record<string, unknown> = {
    language: rest.language === CONTENT_DEFAULT_LANGUAGE ? undefined : rest.language,
    resolve_relations: join(rest.resolve_relations),
    resolve_links: rest.resolve_links,
    excluding_fields: join(rest.excluding_fields),
    excluding_story_fields: rest.excluding_story_fields?.length ? rest.excluding_story_fields : undefined,
    starts_with: rest.starts_with,
    by_uuids: join(rest.by_uuids),
    by_uuids_ordered: join(rest.by_uuids_ordered),
    by_slugs: join(rest.by_slugs),
    excluding_slugs: join(rest.excluding_slugs),
    content_type: rest.content_type,
    with_tag: join(rest.with_tag),
    is_startpage: rest.is_startpage === undefined ? undefined : rest.is_startpage ? 1 : 0,
    sort_by: rest.sort_by,
    per_page: rest.per_page,
    page: rest.page,
  }
  return Object.fromEntries(Object.entries(params).filter(([, v]) => v !== undefined)) as ISbStoriesParams
}

/** `fr` + `les-inspirations/x` → `fr/les-inspirations/x`: the translated path is found in its language. */
export function storyPath(slug: string, language: Language): string {
  const path = slug
    .replace(/^\/+/, '')
    .split('/')
    .map((segment) => encodeURIComponent(segment))
    .join('/')
  return language === CONTENT_DEFAULT_LANGUAGE ? path : `${language}/${path}`
}

const storyAnswer = z.object({ story: storySchema })
const storiesAnswer = z.object({ stories: z.array(storySchema) })

function checked<T>(schema: z.ZodType<T>, data: unknown, what: string): T {
  const parsed = schema.safeParse(data)
  if (!parsed.success)
    throw new ContentServiceError(`malformed answer for ${what}: ${z.prettifyError(parsed.error)}`)
  return parsed.data
}

/** The story at `slug` (default-language path or the path in `language`), or null if there is none. */
export async function getStory(slug: string, options: ReadOptions & ResolveOptions): Promise<Story | null> {
  const path = storyPath(slug, options.language)
  try {
    const answer = await getContentClient({ preview: options.preview }).getStory(path, toParams(options))
    return checked(storyAnswer, answer.data, path).story as Story
  } catch (reason) {
    const error = toContentServiceError(reason)
    if (error.isNotFound) return null
    throw error
  }
}

/** One page of stories (default page size 25, spec 01 §9). */
export async function getStories(params: StoriesParams): Promise<StoriesPage> {
  const query = {
    ...toParams(params),
    per_page: params.per_page ?? CONTENT_SERVICE.defaultPageSize,
    page: params.page ?? 1,
  }
  try {
    const answer = await getContentClient({ preview: params.preview }).getStories(query)
    const { stories } = checked(storiesAnswer, answer.data, 'cdn/stories')
    return {
      stories: stories as Story[],
      total: answer.total ?? stories.length,
      perPage: query.per_page,
      page: query.page,
    }
  } catch (reason) {
    throw toContentServiceError(reason)
  }
}

/** Every matching story, page after page. */
export async function getAllStories(params: Omit<StoriesParams, 'page'>): Promise<Story[]> {
  const query = { ...toParams(params), per_page: params.per_page ?? CONTENT_SERVICE.defaultPageSize }
  try {
    const stories = await getContentClient({ preview: params.preview }).getAll(
      'cdn/stories',
      query,
      'stories',
    )
    return checked(z.array(storySchema), stories, 'cdn/stories (all pages)') as Story[]
  } catch (reason) {
    throw toContentServiceError(reason)
  }
}

/** The space's content version (cv): changes whenever something is published. */
export async function getContentVersion(): Promise<number> {
  try {
    const answer = await getContentClient().get('cdn/spaces/me')
    return checked(z.object({ space: z.object({ version: z.number() }) }), answer.data, 'cdn/spaces/me').space
      .version
  } catch (reason) {
    throw toContentServiceError(reason)
  }
}
