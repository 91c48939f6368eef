import 'client-only'

/**
 * Chunk reload (spec 01 §4 "after a chunk-loading failure the app reloads and keeps its state"): a chunk
 * of an older build that the server no longer has fails to load after a deployment; the page reloads its
 * own address once (the new build's pages and chunks match again) and comes back to the same scroll
 * position. A second failure within a minute does not reload again (rules/build-update.ts).
 */
import {
  CHUNK_RELOAD_KEY,
  isChunkLoadFailure,
  parseMark,
  scrollToRestore,
  shouldReloadForChunk,
} from '../rules/build-update'

function storage(): Storage | null {
  try {
    return window.sessionStorage
  } catch {
    return null // storage blocked: no guard possible, so no automatic reload either
  }
}

function describe(reason: unknown): [string, string] {
  if (reason instanceof Error) return [reason.name, reason.message]
  return ['', typeof reason === 'string' ? reason : '']
}

function onFailure(reason: unknown) {
  const [name, message] = describe(reason)
  if (!isChunkLoadFailure(name, message)) return
  const store = storage()
  if (!store) return
  const now = Date.now()
  if (!shouldReloadForChunk(parseMark(store.getItem(CHUNK_RELOAD_KEY)), now)) return
  store.setItem(
    CHUNK_RELOAD_KEY,
    JSON.stringify({ at: now, scrollY: Math.round(window.scrollY), href: location.href }),
  )
  window.location.reload()
}

let installed = false

/** Listens for chunk failures, and after a chunk reload puts the scroll position back. */
export function installChunkReload(): void {
  if (installed) return
  installed = true
  window.addEventListener('error', (event) => onFailure(event.error ?? event.message))
  window.addEventListener('unhandledrejection', (event) => onFailure(event.reason))
  const store = storage()
  const mark = parseMark(store?.getItem(CHUNK_RELOAD_KEY) ?? null)
  const y = scrollToRestore(mark, location.href, Date.now())
  if (mark && y !== null) {
    // Once: the mark stays for the loop guard, without its position.
    store?.setItem(CHUNK_RELOAD_KEY, JSON.stringify({ ...mark, scrollY: 0 }))
    requestAnimationFrame(() => window.scrollTo({ top: y, behavior: 'instant' }))
  }
}
