/**
 * The embedded content service: Content Delivery API v2 semantics over the story files, as a fetch
 * handler (Request → Response) so the shop reaches it through storyblok-js-client like Storyblok.
 *
 *   GET /v2/cdn/stories                 list: filters, sort, pages; headers total and per-page
 *   GET /v2/cdn/stories/{full_slug}     one story, also `{lang}/{translated path}`
 *   GET /v2/cdn/stories/{id}            one story by id; by uuid with find_by=uuid
 *   GET /v2/cdn/spaces/me               the space and its content version (cv)
 */
import { STATUS_CODES } from 'node:http'
import { z } from 'zod'
import { CONTENT_LANGUAGE_CODES } from '@/lib/content/rules/types'
import { toApiStory, type ProjectionOptions } from './localize'
import { filterStories, paginate, parseQuery, type StoriesQuery } from './query'
import { resolveStories, type ResolveLinks } from './resolve'
import type { SpaceSource } from '../../server/embedded/load'
import type { ContentVersion } from './records'
import type { Space } from './space'

export interface EmbeddedTokens {
  /** Reads the published version only, like a Storyblok public token. */
  public: string
  /** Reads draft and published, like a Storyblok preview token. */
  preview: string
}

export const EMBEDDED_TOKENS: EmbeddedTokens = { public: 'embedded-public', preview: 'embedded-preview' }
export const EMBEDDED_SPACE = { id: 1, name: 'Storefront (embedded)' } as const

const json = (body: unknown, status = 200, headers: Record<string, string> = {}) =>
  Response.json(body, {
    status,
    statusText: STATUS_CODES[status],
    headers: { 'Cache-Control': 'no-store', ...headers },
  })

// Storyblok's own error bodies: the client reads the message from either form.
const notFound = () => json(['This record could not be found'], 404)
const unauthorized = () => json({ error: 'Unauthorized' }, 401)

function projection(q: StoriesQuery, version: ContentVersion): ProjectionOptions {
  return {
    version,
    language: q.language,
    fallbackLanguage: q.fallback_lang,
    excludingFields: q.excluding_fields,
    excludingStoryFields: q.excluding_story_fields,
    spaceId: EMBEDDED_SPACE.id,
  }
}

function resolveLinksMode(value: StoriesQuery['resolve_links']): ResolveLinks | null {
  if (value === '1') return 'story'
  return value === undefined || value === '0' ? null : value
}

function answer(space: Space, q: StoriesQuery, found: ReturnType<Space['stories']>, version: ContentVersion) {
  const options = projection(q, version)
  const stories = found.map((record) => toApiStory(record, options))
  const resolved = resolveStories({
    stories,
    relationSpecs: q.resolve_relations,
    resolveLinks: resolveLinksMode(q.resolve_links),
    lookup: (uuid) => space.byUuid(version, uuid),
    projection: options,
  })
  return { stories, extra: { cv: space.cv, rels: [], links: [], ...resolved } }
}

function languageFromPrefix(text: string | undefined): string | null {
  return CONTENT_LANGUAGE_CODES.find((code) => text?.startsWith(`${code}/`)) ?? null
}

function oneStory(space: Space, q: StoriesQuery, version: ContentVersion, rest: string): Response {
  let record
  if (q.find_by === 'uuid') record = space.byUuid(version, rest)
  else if (/^\d+$/.test(rest)) record = space.byId(version, Number(rest))
  else {
    // `fr/les-inspirations/x` names the language in the path, as with Storyblok's translatable slugs.
    const prefixed = languageFromPrefix(rest)
    if (prefixed) q = { ...q, language: prefixed }
    const path = prefixed ? rest.slice(prefixed.length + 1) : rest
    record = space.byPath(version, q.language, path)
  }
  if (!record) return notFound()
  const { stories, extra } = answer(space, q, [record], version)
  return json({ story: stories[0], ...extra })
}

function storiesList(space: Space, q: StoriesQuery, version: ContentVersion): Response {
  const prefixed = q.language ? null : languageFromPrefix(q.starts_with)
  if (prefixed) q = { ...q, language: prefixed }
  const all = filterStories(space.stories(version), q)
  const { stories, extra } = answer(space, q, paginate(all, q), version)
  return json({ stories, ...extra }, 200, { total: String(all.length), 'per-page': String(q.per_page) })
}

function decodePath(rest: string): string | null {
  try {
    return rest.split('/').map(decodeURIComponent).join('/')
  } catch {
    return null
  }
}

export function handleContentRequest(
  space: Space,
  request: Request,
  tokens: EmbeddedTokens = EMBEDDED_TOKENS,
): Response {
  if (request.method !== 'GET') return json({ error: 'Method not allowed' }, 405, { Allow: 'GET' })
  const url = new URL(request.url)
  const route = /^\/v2\/cdn\/(?<resource>stories|spaces\/me)(?:\/(?<rest>.*))?$/.exec(url.pathname)
  if (!route?.groups) return notFound()
  const parsed = parseQuery(url.searchParams)
  if (!parsed.success) return json([z.prettifyError(parsed.error)], 422)
  const q = parsed.data
  if (q.token !== tokens.public && q.token !== tokens.preview) return unauthorized()
  if (q.version === 'draft' && q.token !== tokens.preview) return unauthorized()

  if (route.groups.resource === 'spaces/me') {
    if (route.groups.rest) return notFound()
    const info = {
      ...EMBEDDED_SPACE,
      domain: '',
      version: space.cv,
      language_codes: CONTENT_LANGUAGE_CODES,
    }
    return json({ space: info })
  }
  if (!route.groups.rest) return storiesList(space, q, q.version)
  const rest = decodePath(route.groups.rest)
  return rest === null ? notFound() : oneStory(space, q, q.version, rest)
}

/** A fetch-style handler over a space source, for the embedded fetch (and a route handler if one is wanted). */
export function createContentHandler(source: SpaceSource, tokens: EmbeddedTokens = EMBEDDED_TOKENS) {
  return async (request: Request): Promise<Response> =>
    handleContentRequest(await source.get(), request, tokens)
}
