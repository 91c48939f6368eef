/**
 * Reads the story files of a content directory into a Space. Files are re-read when one changes
 * (checked at most once per `recheckMs`), so an editor's saved file shows without a restart.
 */
import { readdir, readFile, stat } from 'node:fs/promises'
import path from 'node:path'
import { parseStoryFile, type StoryRecord } from './records'
import { createSpace, type Problem, type Space } from './space'

export const STORIES_FOLDER = 'stories'

interface FileStamp {
  file: string
  absolute: string
  mtimeMs: number
  size: number
}

async function listStoryFiles(root: string): Promise<FileStamp[]> {
  const stories = path.join(root, STORIES_FOLDER)
  let entries: string[]
  try {
    entries = await readdir(stories, { recursive: true })
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return []
    throw error
  }
  const files = entries.filter((e) => e.endsWith('.json')).sort()
  return Promise.all(
    files.map(async (entry) => {
      const absolute = path.join(stories, entry)
      const { mtimeMs, size } = await stat(absolute)
      return { file: entry.split(path.sep).join('/'), absolute, mtimeMs, size }
    }),
  )
}

const signatureOf = (stamps: FileStamp[]) => stamps.map((s) => `${s.file}:${s.mtimeMs}:${s.size}`).join('|')

const logProblem = ({ file, problem }: Problem) =>
  console.warn(`[content] skipping content/${STORIES_FOLDER}/${file}: ${problem}`)

/** Reads and validates every story file once. Broken files are reported and left out. */
export async function loadSpace(root: string, onProblem: (p: Problem) => void = logProblem): Promise<Space> {
  return readStamps(await listStoryFiles(root), onProblem)
}

async function readStamps(stamps: FileStamp[], onProblem: (p: Problem) => void): Promise<Space> {
  const records: StoryRecord[] = []
  await Promise.all(
    stamps.map(async (stamp) => {
      const parsed = parseStoryFile(
        stamp.file,
        await readFile(stamp.absolute, 'utf8'),
        new Date(stamp.mtimeMs),
      )
      if (parsed.ok) records.push(parsed.record)
      else onProblem({ file: parsed.file, problem: parsed.problem })
    }),
  )
  const newest = stamps.reduce((max, s) => Math.max(max, s.mtimeMs), 0)
  return createSpace(records, Math.floor(newest / 1000), onProblem)
}

export interface SpaceSource {
  get(): Promise<Space>
}

export interface SpaceSourceOptions {
  root: string
  /** Re-check the files' stamps after this long; Infinity reads them once. */
  recheckMs: number
  onProblem?: (p: Problem) => void
  now?: () => number
}

export function createSpaceSource({
  root,
  recheckMs,
  onProblem = logProblem,
  now = Date.now,
}: SpaceSourceOptions): SpaceSource {
  let current: { space: Space; signature: string; checkedAt: number } | null = null
  let pending: Promise<Space> | null = null

  const refresh = async (): Promise<Space> => {
    const stamps = await listStoryFiles(root)
    const signature = signatureOf(stamps)
    if (current && current.signature === signature) {
      current.checkedAt = now()
      return current.space
    }
    const space = await readStamps(stamps, onProblem)
    current = { space, signature, checkedAt: now() }
    return space
  }

  return {
    get() {
      if (current && now() - current.checkedAt < recheckMs) return Promise.resolve(current.space)
      pending ??= refresh()
        .catch((error: unknown) => {
          // The folder became unreadable: keep answering with the last stories read, if any.
          if (!current) throw error
          console.error('[content] cannot re-read the content folder; serving the stories read before', error)
          current.checkedAt = now()
          return current.space
        })
        .finally(() => (pending = null))
      return pending
    },
  }
}
