/**
 * From a story file's place and text to a validated record. A file that fails gives a problem, never
 * an exception: one broken story must not take the other pages down.
 */
import { z } from 'zod'
import { storyFileSchema, type StoryFile } from './schema'

export type ContentVersion = 'draft' | 'published'

export interface StoryRecord {
  /** Path below its story tree (content/stories, or a flavour's: server/embedded/load.ts), for messages. */
  file: string
  version: ContentVersion
  /** Whether the story has a published version (a draft of a live story has). */
  published: boolean
  /** Default-language full slug; a folder start page ends in a slash (`ratgeber/`). */
  fullSlug: string
  slug: string
  isStartpage: boolean
  id: number
  parentId: number
  /** Last change of the file: published_at and updated_at when the file does not say. */
  changedAt: string
  data: StoryFile
}

export type ParsedFile = { ok: true; record: StoryRecord } | { ok: false; file: string; problem: string }

const SEGMENT = /^[a-z0-9][a-z0-9_-]*$/
const FILE_NAME = /^(?<slug>[a-z0-9][a-z0-9_-]*)(?<draft>\.draft)?\.json$/

/** A stable positive 31-bit number for a text (FNV-1a): ids that survive restarts without a counter. */
export function stableId(text: string): number {
  let hash = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i)
    hash = Math.imul(hash, 0x01000193)
  }
  return hash >>> 1 || 1
}

/** `ratgeber/pflege.json` → full slug `ratgeber/pflege`; `ratgeber/index.json` → start page `ratgeber/`. */
export function placeOf(
  file: string,
):
  | { fullSlug: string; slug: string; isStartpage: boolean; version: ContentVersion; folder: string }
  | string {
  const segments = file.split('/')
  const name = segments.pop() ?? ''
  const match = FILE_NAME.exec(name)
  if (!match?.groups) return 'file name must be {slug}.json or {slug}.draft.json, lower case'
  const bad = segments.find((s) => !SEGMENT.test(s))
  if (bad !== undefined) return `folder "${bad}" is not a lower-case slug`
  const folder = segments.join('/')
  const version: ContentVersion = match.groups.draft ? 'draft' : 'published'
  const slug = match.groups.slug ?? ''
  if (slug === 'index') {
    if (!folder) return 'index.json only names a folder start page; the home page is home.json'
    return { fullSlug: `${folder}/`, slug: segments.at(-1) ?? '', isStartpage: true, version, folder }
  }
  return { fullSlug: folder ? `${folder}/${slug}` : slug, slug, isStartpage: false, version, folder }
}

export function parseStoryFile(file: string, text: string, modifiedAt: Date): ParsedFile {
  const place = placeOf(file)
  if (typeof place === 'string') return { ok: false, file, problem: place }
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch (error) {
    return { ok: false, file, problem: `not JSON: ${(error as Error).message}` }
  }
  const parsed = storyFileSchema.safeParse(json)
  if (!parsed.success) return { ok: false, file, problem: z.prettifyError(parsed.error) }
  const data = parsed.data
  return {
    ok: true,
    record: {
      file,
      version: place.version,
      published: place.version === 'published',
      fullSlug: place.fullSlug,
      slug: place.slug,
      isStartpage: place.isStartpage,
      id: data.id ?? stableId(data.uuid),
      parentId: place.folder ? stableId(`folder:${place.folder}`) : 0,
      changedAt: data.updated_at ?? data.published_at ?? modifiedAt.toISOString(),
      data,
    },
  }
}
