import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Language } from '@/lib/config/markets'
import { localizeTree } from '@/lib/content/rules/embedded/localize'
import type { Story } from '@/lib/content/rules/types'

interface StoryFile {
  uuid: string
  name: string
  translated_slugs?: Array<{ lang: string; path: string }>
  content: Record<string, unknown>
}

// next.config.ts sets trailingSlash, which Next's build turns into this flag for next/link.
process.env.__NEXT_TRAILING_SLASH = 'true'

const ROOT = join(process.cwd(), 'content/stories')

function files(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? files(join(dir, entry.name))
      : entry.name.endsWith('.json') && !entry.name.endsWith('.draft.json')
        ? [join(dir, entry.name)]
        : [],
  )
}

// A folder's start page lives in `{folder}/index.json`; its full slug is the folder's (`ratgeber/`).
const stories = files(ROOT).map((file) => ({
  fullSlug: file.slice(ROOT.length + 1, -'.json'.length).replace(/(^|\/)index$/, '$1'),
  data: JSON.parse(readFileSync(file, 'utf8')) as StoryFile,
}))
const byUuid = new Map(stories.map((s) => [s.data.uuid, s]))

/** `{lang}/{translated path}` in a translated language, as Storyblok's `resolve_links=url` names a story. */
function linkedFullSlug(uuid: string, language: Language): string | undefined {
  const target = byUuid.get(uuid)
  if (!target) return undefined
  if (language === 'de') return target.fullSlug
  const translated = target.data.translated_slugs?.find((t) => t.lang === language)?.path
  return `${language}/${translated ?? target.fullSlug}`
}

function resolveLinks(node: unknown, language: Language): unknown {
  if (Array.isArray(node)) return node.map((item) => resolveLinks(item, language))
  if (!node || typeof node !== 'object') return node
  const record = Object.fromEntries(
    Object.entries(node).map(([key, value]) => [key, resolveLinks(value, language)]),
  ) as Record<string, unknown>
  if (record.linktype === 'story' && typeof record.id === 'string') {
    const fullSlug = linkedFullSlug(record.id, language)
    if (fullSlug) record.story = { uuid: record.id, full_slug: fullSlug, url: fullSlug }
  }
  return record
}

/**
 * A layout story of the demo content as the Content Delivery API answers it in `language` with
 * `resolve_links=url`: field translations applied and each story link carrying its target's path.
 */
export function layoutStory(name: 'header' | 'footer' | 'session', language: Language): Story {
  const file = stories.find((s) => s.fullSlug === `layout/${name}`)
  if (!file) throw new Error(`no layout/${name} in content/stories`)
  const content = resolveLinks(localizeTree(file.data.content, language === 'de' ? [] : [language]), language)
  return {
    id: 1,
    uuid: file.data.uuid,
    name: file.data.name,
    slug: name,
    full_slug: language === 'de' ? `layout/${name}` : `${language}/layout/${name}`,
    lang: language === 'de' ? 'default' : language,
    content: content as Story['content'],
  }
}
