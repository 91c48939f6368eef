/**
 * A story record as the Content Delivery API answers it in one language and version: field-level
 * translations applied, translated slugs listed, fields excluded on request, and in the draft version
 * the `_editable` markers the visual editor's bridge reads.
 */
import { CONTENT_LANGUAGE_CODES } from '@/lib/content/rules/types'
import type { ContentVersion, StoryRecord } from './records'

const I18N = '__i18n__'

export interface ProjectionOptions {
  version: ContentVersion
  /** A language code of the space, or null for the default language. */
  language: string | null
  /** Tried after `language` when a field has no translation (Storyblok's fallback_lang). */
  fallbackLanguage: string | null
  excludingFields: readonly string[]
  excludingStoryFields: readonly string[]
  spaceId: number
}

const isMissing = (value: unknown) => value === undefined || value === null || value === ''

/**
 * Picks, for every field, the value in the first language of `languages` that has one, else the
 * default value, and drops all `__i18n__` keys. A translated value is itself localised, so a
 * translated block list (`body__i18n__fr`) may hold translated fields too.
 */
export function localizeTree(node: unknown, languages: readonly string[]): unknown {
  if (Array.isArray(node)) return node.map((item) => localizeTree(item, languages))
  if (!node || typeof node !== 'object') return node
  const record = node as Record<string, unknown>
  const fields = new Set(Object.keys(record).map((key) => key.split(I18N)[0] ?? key))
  const out: Record<string, unknown> = {}
  for (const field of fields) {
    let value = record[field]
    for (const language of languages) {
      const translated = record[`${field}${I18N}${language}`]
      if (!isMissing(translated)) {
        value = translated
        break
      }
    }
    if (value !== undefined) out[field] = localizeTree(value, languages)
  }
  return out
}

function isBlock(node: unknown): node is Record<string, unknown> & { component: string; _uid: string } {
  return !!node && typeof node === 'object' && 'component' in node && '_uid' in node
}

/** Applies `visit` to every block of a tree (the root included), depth first. */
export function forEachBlock(node: unknown, visit: (block: Record<string, unknown>) => void): void {
  if (Array.isArray(node)) return node.forEach((item) => forEachBlock(item, visit))
  if (!node || typeof node !== 'object') return
  if (isBlock(node)) visit(node)
  for (const value of Object.values(node)) forEachBlock(value, visit)
}

export function translatedPath(record: StoryRecord, language: string | null): string {
  if (!language) return record.fullSlug
  return record.data.translated_slugs.find((t) => t.lang === language)?.path ?? record.fullSlug
}

/** full_slug of the answer: the default path, or `{lang}/{translated path}` in another language. */
export function localizedFullSlug(record: StoryRecord, language: string | null): string {
  return language ? `${language}/${translatedPath(record, language)}` : record.fullSlug
}

export type ApiStory = Record<string, unknown> & {
  uuid: string
  id: number
  full_slug: string
  content: Record<string, unknown>
}

export function toApiStory(record: StoryRecord, options: ProjectionOptions): ApiStory {
  const { data } = record
  const { language, version } = options
  const languages = [language, options.fallbackLanguage].filter((l): l is string => !!l)
  const content = localizeTree(data.content, languages) as Record<string, unknown>
  const excluded = new Set(options.excludingFields)
  forEachBlock(content, (block) => {
    for (const field of excluded) if (field !== 'component' && field !== '_uid') delete block[field]
    if (version === 'draft') {
      const marker = {
        name: block.component,
        space: String(options.spaceId),
        uid: block._uid,
        id: String(record.id),
      }
      block._editable = `<!--#storyblok#${JSON.stringify(marker)}-->`
    }
  })
  const liveSince = data.published_at ?? (record.published ? record.changedAt : null)
  const story: ApiStory = {
    name: data.name,
    created_at: data.created_at ?? data.first_published_at ?? liveSince ?? record.changedAt,
    published_at: liveSince,
    updated_at: data.updated_at ?? record.changedAt,
    id: record.id,
    uuid: data.uuid,
    content,
    slug: record.slug,
    full_slug: localizedFullSlug(record, language),
    sort_by_date: data.sort_by_date,
    position: data.position,
    tag_list: data.tag_list,
    is_startpage: record.isStartpage,
    parent_id: record.parentId,
    meta_data: data.meta_data,
    group_id: data.uuid,
    first_published_at: data.first_published_at ?? liveSince,
    release_id: null,
    lang: language ?? 'default',
    path: data.path,
    alternates: [],
    default_full_slug: record.fullSlug,
    translated_slugs: CONTENT_LANGUAGE_CODES.map((lang) => {
      const own = data.translated_slugs.find((t) => t.lang === lang)
      return {
        path: own?.path ?? record.fullSlug,
        name: own?.name ?? null,
        lang,
        published: own ? record.published : null,
      }
    }),
  }
  for (const field of options.excludingStoryFields) delete story[field]
  return story
}
