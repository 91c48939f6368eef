/**
 * The query parameters of GET /v2/cdn/stories and /v2/cdn/stories/{slug} the shop uses (spec 01 §7),
 * and the filtering, sorting and paging of the stories list. Unknown parameters are ignored, as the
 * Content Delivery API does.
 */
import { z } from 'zod'
import { CONTENT_SERVICE } from '@/lib/config/constants'
import { CONTENT_LANGUAGE_CODES } from '@/lib/content/rules/types'
import { localizeTree, translatedPath, localizedFullSlug } from './localize'
import type { StoryRecord } from './records'

/** Story fields excluding_story_fields may drop; others stay (Storyblok ignores them too). */
const EXCLUDABLE_STORY_FIELDS = new Set([
  'alternates', 'created_at', 'default_full_slug', 'first_published_at', 'group_id', 'is_startpage', 'lang',
  'meta_data', 'parent_id', 'path', 'position', 'published_at', 'release_id', 'sort_by_date', 'tag_list',
  'translated_slugs', 'updated_at',
]) // prettier-ignore
const MAX_PER_PAGE = 100

const list = z
  .string()
  .optional()
  .transform((value) =>
    value
      ? value
          .split(',')
          .map((v) => v.trim())
          .filter(Boolean)
      : [],
  )
const flag = z
  .enum(['0', '1', 'true', 'false'])
  .optional()
  .transform((v) => (v === undefined ? undefined : v === '1' || v === 'true'))

export const storiesQuerySchema = z.object({
  token: z.string().optional(),
  version: z.enum(['draft', 'published']).default('published'),
  // Anything but a language code of the space (e.g. 'de' or 'default') means the default language.
  language: z
    .string()
    .optional()
    .transform((l) => (l && CONTENT_LANGUAGE_CODES.some((c) => c === l) ? l : null)),
  fallback_lang: z
    .string()
    .optional()
    .transform((l) => (l && CONTENT_LANGUAGE_CODES.some((c) => c === l) ? l : null)),
  find_by: z.literal('uuid').optional(),
  starts_with: z.string().optional(),
  by_uuids: list,
  by_uuids_ordered: list,
  by_slugs: list,
  excluding_slugs: list,
  excluding_ids: list,
  content_type: z.string().optional(),
  with_tag: list,
  is_startpage: flag,
  resolve_relations: list,
  resolve_links: z.enum(['story', 'url', 'link', '0', '1']).optional(),
  excluding_fields: list,
  excluding_story_fields: list.transform((fields) => fields.filter((f) => EXCLUDABLE_STORY_FIELDS.has(f))),
  sort_by: z.string().optional(),
  per_page: z.coerce
    .number()
    .int()
    .min(1)
    .default(CONTENT_SERVICE.defaultPageSize)
    .transform((n) => Math.min(n, MAX_PER_PAGE)),
  page: z.coerce.number().int().min(1).default(1),
})
export type StoriesQuery = z.infer<typeof storiesQuerySchema>

export function parseQuery(params: URLSearchParams): ReturnType<typeof storiesQuerySchema.safeParse> {
  return storiesQuerySchema.safeParse(Object.fromEntries(params))
}

/** Every form a story's path takes in a request: default path and, in `language`, its translated one. */
function pathsOf(record: StoryRecord, language: string | null): string[] {
  const paths = [record.fullSlug]
  if (language) paths.push(translatedPath(record, language), localizedFullSlug(record, language))
  return paths
}

/** `magazin/*` matches the folder's content, anything else one exact path. */
function slugMatcher(pattern: string): (path: string) => boolean {
  if (pattern.endsWith('*')) {
    const prefix = pattern.slice(0, -1)
    return (path) => path.startsWith(prefix)
  }
  const exact = pattern.replace(/\/+$/, '')
  return (path) => path.replace(/\/+$/, '') === exact
}

export function filterStories(records: readonly StoryRecord[], q: StoriesQuery): StoryRecord[] {
  const byUuids = [...q.by_uuids, ...q.by_uuids_ordered]
  const bySlugs = q.by_slugs.map(slugMatcher)
  const excludingSlugs = q.excluding_slugs.map(slugMatcher)
  const matches = (record: StoryRecord) => {
    const paths = pathsOf(record, q.language)
    if (q.starts_with !== undefined && !paths.some((p) => p.startsWith(q.starts_with ?? ''))) return false
    if (byUuids.length && !byUuids.includes(record.data.uuid)) return false
    if (bySlugs.length && !bySlugs.some((m) => paths.some(m))) return false
    if (excludingSlugs.some((m) => paths.some(m))) return false
    if (q.excluding_ids.includes(String(record.id))) return false
    if (q.content_type && record.data.content.component !== q.content_type) return false
    if (q.with_tag.length && !q.with_tag.some((t) => record.data.tag_list.includes(t))) return false
    if (q.is_startpage !== undefined && record.isStartpage !== q.is_startpage) return false
    return true
  }
  const found = records.filter(matches)
  if (q.by_uuids_ordered.length) {
    const order = q.by_uuids_ordered
    return found.sort((a, b) => order.indexOf(a.data.uuid) - order.indexOf(b.data.uuid))
  }
  return sortStories(found, q)
}

function sortValue(record: StoryRecord, field: string, language: string | null): unknown {
  if (field.startsWith('content.')) {
    const content = localizeTree(record.data.content, language ? [language] : []) as Record<string, unknown>
    return content[field.slice('content.'.length)]
  }
  const { data } = record
  const values: Record<string, unknown> = {
    name: data.name, slug: record.slug, full_slug: record.fullSlug, id: record.id, position: data.position,
    created_at: data.created_at, published_at: data.published_at ?? record.changedAt, updated_at: data.updated_at ?? record.changedAt,
    first_published_at: data.first_published_at ?? data.published_at, sort_by_date: data.sort_by_date,
  } // prettier-ignore
  return values[field]
}

function compare(a: unknown, b: unknown, numeric: boolean): number {
  if (a === b) return 0
  if (a === undefined || a === null || a === '') return 1
  if (b === undefined || b === null || b === '') return -1
  if (numeric) return Number(a) - Number(b)
  if (typeof a === 'number' && typeof b === 'number') return a - b
  return String(a).localeCompare(String(b))
}

/**
 * `sort_by=field:asc|desc[:int|:float]`, field a story attribute or `content.{field}`. Without one,
 * by position then path, so listings keep the order editors gave them.
 */
function sortStories(records: StoryRecord[], q: StoriesQuery): StoryRecord[] {
  const [field, direction = 'asc', type] = (q.sort_by ?? '').split(':')
  const sign = direction === 'desc' ? -1 : 1
  const numeric = type === 'int' || type === 'float'
  return records.sort((a, b) => {
    if (field) {
      const byField = compare(sortValue(a, field, q.language), sortValue(b, field, q.language), numeric)
      if (byField !== 0) return sign * byField
    }
    return a.data.position - b.data.position || a.fullSlug.localeCompare(b.fullSlug)
  })
}

export function paginate<T>(items: readonly T[], q: Pick<StoriesQuery, 'per_page' | 'page'>): T[] {
  const start = (q.page - 1) * q.per_page
  return items.slice(start, start + q.per_page)
}
