/**
 * The embedded space: the valid story records indexed per version. The draft version is the published
 * one with every `.draft.json` laid over it (plus stories that exist only as drafts), as in Storyblok
 * where a draft shows unpublished changes and unpublished stories.
 */
import type { ContentVersion, StoryRecord } from './records'

export interface Problem {
  file: string
  problem: string
}

export interface Space {
  /** Content version: the time of the newest change, in seconds, as Storyblok's cv. */
  cv: number
  stories(version: ContentVersion): readonly StoryRecord[]
  byUuid(version: ContentVersion, uuid: string): StoryRecord | undefined
  byId(version: ContentVersion, id: number): StoryRecord | undefined
  /** The story at a default-language path, or at its translated path in `language`. */
  byPath(version: ContentVersion, language: string | null, path: string): StoryRecord | undefined
}

interface VersionIndex {
  list: StoryRecord[]
  uuids: Map<string, StoryRecord>
  ids: Map<number, StoryRecord>
  paths: Map<string, StoryRecord>
}

const pathKey = (language: string | null, path: string) => `${language ?? ''}:${path}`

function indexVersion(list: StoryRecord[], report: (p: Problem) => void): VersionIndex {
  const index: VersionIndex = { list: [], uuids: new Map(), ids: new Map(), paths: new Map() }
  for (const record of list) {
    const clash =
      (index.uuids.has(record.data.uuid) && `uuid ${record.data.uuid}`) ||
      (index.ids.has(record.id) && `id ${record.id}`)
    const owner = index.uuids.get(record.data.uuid) ?? index.ids.get(record.id)
    if (clash) {
      report({ file: record.file, problem: `${clash} is already used by ${owner?.file}; file skipped` })
      continue
    }
    index.list.push(record)
    index.uuids.set(record.data.uuid, record)
    index.ids.set(record.id, record)
    index.paths.set(pathKey(null, record.fullSlug), record)
    for (const { lang, path } of record.data.translated_slugs) {
      const key = pathKey(lang, path)
      const taken = index.paths.get(key)
      if (taken) report({ file: record.file, problem: `${lang} path ${path} is already ${taken.file}'s` })
      else index.paths.set(key, record)
    }
  }
  return index
}

export function createSpace(
  records: StoryRecord[],
  cv: number,
  onProblem: (p: Problem) => void = () => {},
): Space {
  // The draft index sees the published records again: say each problem once.
  const said = new Set<string>()
  const report = (p: Problem) => {
    const key = `${p.file}\n${p.problem}`
    if (!said.has(key)) onProblem(p)
    said.add(key)
  }
  const sorted = [...records].sort((a, b) => a.file.localeCompare(b.file))
  const published = indexVersion(
    sorted.filter((r) => r.version === 'published'),
    report,
  )
  const drafts = new Map<string, StoryRecord>()
  for (const draft of sorted.filter((r) => r.version === 'draft')) {
    const live = published.paths.get(pathKey(null, draft.fullSlug))
    if (live && live.data.uuid !== draft.data.uuid) {
      report({
        file: draft.file,
        problem: `uuid differs from ${live.file}; a draft must keep its story's uuid`,
      })
      continue
    }
    drafts.set(draft.fullSlug, live ? { ...draft, published: true } : draft)
  }
  const draftList = published.list.map((r) => drafts.get(r.fullSlug) ?? r)
  const livePaths = new Set(published.list.map((r) => r.fullSlug))
  for (const draft of drafts.values()) if (!livePaths.has(draft.fullSlug)) draftList.push(draft)
  const draft = indexVersion(draftList, report)

  const of = (version: ContentVersion) => (version === 'draft' ? draft : published)
  const find = (index: VersionIndex, language: string | null, path: string) =>
    index.paths.get(pathKey(language, path))
  return {
    cv,
    stories: (version) => of(version).list,
    byUuid: (version, uuid) => of(version).uuids.get(uuid),
    byId: (version, id) => of(version).ids.get(id),
    byPath(version, language, path) {
      const index = of(version)
      const bare = path.replace(/\/+$/, '')
      // A folder path finds its start page, with or without the trailing slash, as on Storyblok.
      const candidates = path.endsWith('/') ? [path, bare] : [path, `${path}/`]
      for (const candidate of candidates) {
        const hit = (language && find(index, language, candidate)) || find(index, null, candidate)
        if (hit) return hit
      }
      return undefined
    },
  }
}
