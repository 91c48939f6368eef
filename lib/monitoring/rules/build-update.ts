/**
 * Build polling and chunk reload (spec 01 §4 "the app polls for a new build and signals an update when the
 * build id differs", "after a chunk-loading failure the app reloads and keeps its state"; §7 latest-build
 * file). Pure decisions; the island (components/monitoring/BuildWatch.tsx) does the timers and storage.
 */

/** How often a visible tab asks for the latest build. */
export const BUILD_POLL_INTERVAL_MS = 5 * 60_000
/** A second chunk reload within this time is a loop (the new build is broken too): then none. */
export const CHUNK_RELOAD_GUARD_MS = 60_000
/** A saved scroll position older than this belongs to another visit: not restored. */
export const SCROLL_RESTORE_MAX_AGE_MS = 30_000

export const CHUNK_RELOAD_KEY = 'storefront:chunk-reload'

/** A new build is announced when the latest id is known, differs, and the page's own id is a real build. */
export function isNewBuild(pageBuildId: string | null, latestId: string | null | undefined): boolean {
  if (!pageBuildId || !latestId) return false
  if (pageBuildId === 'dev' || pageBuildId === 'development') return false
  return latestId !== pageBuildId
}

/** Hidden tabs never poll; a tab that turns visible polls at once if the last answer is an interval old. */
export function shouldPoll(visibility: string, lastPolledAt: number | null, now: number): boolean {
  if (visibility !== 'visible') return false
  return lastPolledAt === null || now - lastPolledAt >= BUILD_POLL_INTERVAL_MS
}

const CHUNK_FAILURE = [
  /ChunkLoadError/,
  /Loading chunk [\w-]+ failed/i,
  /Loading CSS chunk [\w-]+ failed/i,
  /Failed to fetch dynamically imported module/i,
  /error loading dynamically imported module/i,
  /Importing a module script failed/i,
]

/** An error (name and message of an error event or a rejection reason) that is a failed chunk load. */
export function isChunkLoadFailure(
  name: string | null | undefined,
  message: string | null | undefined,
): boolean {
  const text = `${name ?? ''}: ${message ?? ''}`
  return CHUNK_FAILURE.some((pattern) => pattern.test(text))
}

export interface ChunkReloadMark {
  at: number
  scrollY: number
  href: string
}

export function parseMark(stored: string | null): ChunkReloadMark | null {
  if (!stored) return null
  try {
    const mark = JSON.parse(stored) as Partial<ChunkReloadMark>
    if (typeof mark.at !== 'number' || typeof mark.scrollY !== 'number' || typeof mark.href !== 'string') {
      return null
    }
    return { at: mark.at, scrollY: mark.scrollY, href: mark.href }
  } catch {
    return null
  }
}

/** Reload after a chunk failure unless the last chunk reload was within the guard time (no loop). */
export function shouldReloadForChunk(previous: ChunkReloadMark | null, now: number): boolean {
  return previous === null || now - previous.at >= CHUNK_RELOAD_GUARD_MS
}

/** After the reload: the scroll position to restore, when the mark is fresh and of this very address. */
export function scrollToRestore(mark: ChunkReloadMark | null, href: string, now: number): number | null {
  if (!mark || mark.href !== href || now - mark.at > SCROLL_RESTORE_MAX_AGE_MS) return null
  return mark.scrollY > 0 ? mark.scrollY : null
}
