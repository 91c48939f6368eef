/**
 * Next's response and data cache (cacheHandler in next.config.ts) with one change: a miss is kept in
 * memory only, never written under the build's folder (issue 13 item 2). A miss is a page answered 404
 * (an unknown content path, the not-found route, `/images/x/`) or a cached read that found nothing (the
 * `{ value: null }` of lib/cache/tagged-cache.ts). Unknown paths are endless, so on disk they filled it
 * without bound; in memory they sit in Next's LRU store (cacheMaxMemorySize, default 50 MB), which
 * evicts. Everything else is Next's own file-system cache, unchanged. Plain JavaScript: Next loads this
 * file by path when the server starts, outside the bundle.
 */
import { createRequire } from 'node:module'

const require = createRequire(import.meta.url)
const FileSystemCache = require('next/dist/server/lib/incremental-cache/file-system-cache.js').default

/** Whether a cache entry records that nothing is there: a 404 page or a cached read of nothing. */
export function isMiss(data) {
  if (!data || typeof data !== 'object') return false
  if (data.kind === 'APP_PAGE' || data.kind === 'PAGES' || data.kind === 'APP_ROUTE')
    return data.status === 404
  if (data.kind === 'FETCH') return isEmptyRead(data.data?.body)
  return false
}

// unstable_cache stores its function's result as the JSON body of a FETCH entry.
function isEmptyRead(body) {
  if (typeof body !== 'string' || !body.startsWith('{"value":null')) return false
  try {
    return JSON.parse(body).value === null
  } catch {
    return false
  }
}

export default class MissesInMemoryCache extends FileSystemCache {
  set(key, data, ctx) {
    if (!isMiss(data) || !this.flushToDisk) return super.set(key, data, ctx)
    // Next's set stores in memory, then checks flushToDisk before its first await: switched off for
    // this call only, so no concurrent write of another entry is affected.
    this.flushToDisk = false
    try {
      return super.set(key, data, ctx)
    } finally {
      this.flushToDisk = true
    }
  }
}
