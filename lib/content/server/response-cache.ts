/**
 * The client's response cache (spec 01 §9: kept only for published-version requests — the client
 * never reads or writes it for version=draft). Bounded and expiring, unlike the library's own memory
 * cache, so a long-running server neither grows without end nor serves a story forever if a
 * revalidation webhook is missed.
 */
import 'server-only'
import type { ICacheProvider, IMemoryType, ISbResult } from 'storyblok-js-client'

export interface ContentCacheOptions {
  ttlMs: number
  maxEntries: number
  now?: () => number
}

export interface ContentCache extends ICacheProvider {
  readonly size: number
}

export function createContentCache({ ttlMs, maxEntries, now = Date.now }: ContentCacheOptions): ContentCache {
  // A Map keeps insertion order: re-inserting on read makes the first key the least recently used.
  const entries = new Map<string, { value: ISbResult; expiresAt: number }>()
  return {
    get size() {
      return entries.size
    },
    async get(key) {
      const entry = entries.get(key)
      if (!entry) return undefined
      entries.delete(key)
      if (entry.expiresAt <= now()) return undefined
      entries.set(key, entry)
      // A copy: the caller's code may change the answer it got without changing the cache.
      return structuredClone(entry.value)
    },
    async set(key, value) {
      if (ttlMs <= 0) return
      entries.delete(key)
      entries.set(key, { value: structuredClone(value), expiresAt: now() + ttlMs })
      while (entries.size > maxEntries) {
        const oldest = entries.keys().next().value
        if (oldest === undefined) break
        entries.delete(oldest)
      }
    },
    async getAll() {
      return Object.fromEntries([...entries].map(([key, { value }]) => [key, value])) as IMemoryType
    },
    async flush() {
      entries.clear()
    },
  }
}

const KEY = '__storefrontContentCache'

/** One cache per process, shared by every content client so a webhook's flush reaches them all. */
export function processContentCache(): ContentCache {
  const g = globalThis as typeof globalThis & { [KEY]?: ContentCache }
  return (g[KEY] ??= createContentCache({
    ttlMs: process.env.NODE_ENV === 'production' ? 60_000 : 1_000,
    maxEntries: 1_000,
  }))
}

/** Empties the client cache (revalidation webhook, tests). */
export async function flushContentCache(): Promise<void> {
  await processContentCache().flush()
}
