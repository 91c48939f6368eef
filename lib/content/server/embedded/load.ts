/**
 * Reads the story files of a content directory into a Space. Files are re-read when one changes
 * (checked at most once per `recheckMs`), so an editor's saved file shows without a restart.
 */
import 'server-only'
import { readdir, readFile, stat } from 'node:fs/promises'
import path from 'node:path'
import { shopConfig } from '@/lib/config'
import type { Flavour } from '@/lib/config/flavours'
import { parseStoryFile, placeOf, type StoryRecord } from '../../rules/embedded/records'
import { createSpace, type Problem, type Space } from '../../rules/embedded/space'
import { logFailure } from '@/lib/http/server/failure'

export const STORIES_FOLDER = 'stories'

/**
 * The story trees of each flavour below the content root, lowest first. Each brand is a space of its
 * own, as one Storyblok space per flavour would be: home reads content/stories, baby its own tree. bm is
 * the baby shop under its own brand name: the baby tree with bm's own stories laid over it.
 */
export const FLAVOUR_STORY_TREES: Record<Flavour, readonly string[]> = {
  home: [STORIES_FOLDER],
  baby: [`flavours/baby/${STORIES_FOLDER}`],
  bm: [`flavours/baby/${STORIES_FOLDER}`, `flavours/bm/${STORIES_FOLDER}`],
}

interface FileStamp {
  /** Path below its story tree: the story's place (lib/content/rules/embedded/records.ts). */
  file: string
  /** The story tree below the content root the file was read from. */
  tree: string
  absolute: string
  mtimeMs: number
  size: number
}

/** Told which tree a problem's file is in, when it is known. */
type ProblemSink = (problem: Problem, tree?: string) => void

async function listTree(root: string, tree: string): Promise<FileStamp[]> {
  const stories = path.join(root, tree)
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
      return { file: entry.split(path.sep).join('/'), tree, absolute, mtimeMs, size }
    }),
  )
}

// A misnamed file keeps its own key: parseStoryFile reports it, and no story hides it.
const slugKey = (file: string) => {
  const place = placeOf(file)
  return typeof place === 'string' ? `file:${file}` : place.fullSlug
}

/**
 * Lays each tree's files over the trees below it: a full slug that an upper tree has hides every file
 * of that slug below (its draft too), so an upper story replaces the lower one whole.
 */
export function layerStoryFiles<T extends { file: string }>(trees: readonly (readonly T[])[]): T[] {
  return trees.reduce<T[]>((below, above) => {
    const replaced = new Set(above.map((stamp) => slugKey(stamp.file)))
    return [...below.filter((stamp) => !replaced.has(slugKey(stamp.file))), ...above]
  }, [])
}

async function listStoryFiles(root: string, flavour: Flavour): Promise<FileStamp[]> {
  const trees = await Promise.all(FLAVOUR_STORY_TREES[flavour].map((tree) => listTree(root, tree)))
  return layerStoryFiles(trees)
}

const signatureOf = (stamps: FileStamp[]) =>
  stamps.map((s) => `${s.tree}/${s.file}:${s.mtimeMs}:${s.size}`).join('|')

const logProblem: ProblemSink = ({ file, problem }, tree = STORIES_FOLDER) =>
  console.warn(`[content] skipping content/${tree}/${file}: ${problem}`)

/** Reads and validates every story file of the flavour (default: the shop's) once. Broken files are reported and left out. */
export async function loadSpace(
  root: string,
  onProblem: ProblemSink = logProblem,
  flavour: Flavour = shopConfig.flavour,
): Promise<Space> {
  return readStamps(await listStoryFiles(root, flavour), onProblem)
}

async function readStamps(stamps: FileStamp[], onProblem: ProblemSink): Promise<Space> {
  const trees = new Map(stamps.map((s) => [s.file, s.tree]))
  const report = (p: Problem) => onProblem(p, trees.get(p.file))
  const records: StoryRecord[] = []
  await Promise.all(
    stamps.map(async (stamp) => {
      const parsed = parseStoryFile(
        stamp.file,
        await readFile(stamp.absolute, 'utf8'),
        new Date(stamp.mtimeMs),
      )
      if (parsed.ok) records.push(parsed.record)
      else report({ file: parsed.file, problem: parsed.problem })
    }),
  )
  const newest = stamps.reduce((max, s) => Math.max(max, s.mtimeMs), 0)
  return createSpace(records, Math.floor(newest / 1000), report)
}

export interface SpaceSource {
  get(): Promise<Space>
  /** Checks the files' stamps again at the next get, whatever recheckMs says (a publish webhook). */
  recheck(): void
}

export interface SpaceSourceOptions {
  root: string
  /** Re-check the files' stamps after this long; Infinity reads them once. */
  recheckMs: number
  onProblem?: ProblemSink
  /** Whose stories to serve (FLAVOUR_STORY_TREES); the shop's SHOP_FLAVOUR by default. */
  flavour?: Flavour
  now?: () => number
}

export function createSpaceSource({
  root,
  recheckMs,
  onProblem = logProblem,
  flavour = shopConfig.flavour,
  now = Date.now,
}: SpaceSourceOptions): SpaceSource {
  let current: { space: Space; signature: string; checkedAt: number } | null = null
  let pending: Promise<Space> | null = null

  const refresh = async (): Promise<Space> => {
    const stamps = await listStoryFiles(root, flavour)
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
          logFailure('[content] cannot re-read the content folder; serving the stories read before', error)
          current.checkedAt = now()
          return current.space
        })
        .finally(() => (pending = null))
      return pending
    },
    recheck() {
      if (current) current.checkedAt = Number.NEGATIVE_INFINITY
    },
  }
}
