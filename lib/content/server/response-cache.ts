/**
 * The client's response cache (spec 01 §9: kept only for published-version requests — the client
 * never reads or writes it for version=draft): storyblok-js-client's cache provider over the toolkit's
 * BoundedCache. Bounded and expiring, unlike the library's own memory cache, so a long-running server
 * neither grows without end nor serves a story forever if a revalidation webhook is missed.
 */
import 'server-only'
import type { ICacheProvider, IMemoryType, ISbResult } from 'storyblok-js-client'
import { BoundedCache } from '@/lib/cache/bounded-cache'
import { processSingleton } from '@/lib/cache/process-singleton'
import { onRemoteTagRevalidation } from '@/lib/cache/remote-tags'
import { isContentTag } from './tags'

export interface ContentCacheOptions {
  ttlMs: number
  maxEntries: number
  now?: () => number
}

export interface ContentCache extends ICacheProvider {
  readonly size: number
}

export function createContentCache({ ttlMs, maxEntries, now = Date.now }: ContentCacheOptions): ContentCache {
  const entries = new BoundedCache<ISbResult>({ ttlMs, maxWeight: maxEntries })
  // BoundedCache still serves an entry in its ttlMs-th millisecond; this cache has always dropped it
  // then, so it reads one millisecond ahead (its clocks count whole milliseconds).
  const readAt = () => now() + 1
  return {
    get size() {
      return entries.size
    },
    async get(key) {
      const value = entries.get(key, readAt())
      // A copy: the caller's code may change the answer it got without changing the cache.
      return value === undefined ? undefined : structuredClone(value)
    },
    async set(key, value) {
      entries.set(key, structuredClone(value), now())
    },
    async getAll() {
      return Object.fromEntries(entries.entries(readAt())) as IMemoryType
    },
    async flush() {
      entries.clear()
    },
  }
}

/**
 * One cache per process, shared by every content client so a webhook's flush reaches them all; with
 * several servers (REDIS_URL) a webhook received by another server empties it too (lib/cache/remote-tags.ts).
 */
export function processContentCache(): ContentCache {
  return processSingleton('__storefrontContentCache', () => {
    const cache = createContentCache({
      ttlMs: process.env.NODE_ENV === 'production' ? 60_000 : 1_000,
      maxEntries: 1_000,
    })
    onRemoteTagRevalidation((tags) => {
      if (tags.some(isContentTag)) void cache.flush()
    })
    return cache
  })
}

/** Empties the client cache (revalidation webhook, tests). */
export async function flushContentCache(): Promise<void> {
  await processContentCache().flush()
}
