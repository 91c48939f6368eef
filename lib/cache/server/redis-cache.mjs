/**
 * Next's response and data cache in Redis, used when REDIS_URL is set (issue 15 item 6; cacheHandler in
 * next.config.ts through ./cache-handler.mjs), so every server of the shop serves what one of them
 * rendered or read, and a tag revalidation on one reaches all.
 *
 * - Entries: `{prefix}{build id}:{key}` with ENTRY_TTL_SECONDS, each build its own (a page of another
 *   build names chunks this one lacks). No copy is kept in the process: a page another server renders
 *   anew is served here with the next read.
 * - Misses (a 404 page, a cached read of nothing; ./misses-in-memory.mjs) never go to Redis: unknown
 *   paths are endless, so they stay in Next's bounded in-memory LRU of this process, as without Redis,
 *   and a miss written drops the key's Redis entry (a page now 404 must not be shadowed by its old one).
 * - Tags: revalidateTag records `{ stale, expired }` per tag in the hash `{prefix}tags` and publishes it
 *   on the channel of that name. Every server writes what it hears into Next's own tag manifest, the one
 *   Next checks each entry against, so revalidateTag(tag, 'max') keeps its meaning on every server: the
 *   page is stale (served once more, rendered anew in the background), not gone. The whole hash is read
 *   again on every (re)connect and every TAG_RELOAD_MS, so a message lost while disconnected is made up.
 * - Redis failing: a read is a miss (the page is rendered), a write is lost; said once a minute.
 *
 * Local listeners (lib/cache/remote-tags.ts) hear tags revalidated on another server: caches of this
 * process outside Next's (the content client's answers) drop what those tags name.
 */
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import path from 'node:path'
import { isMiss } from './misses-in-memory.mjs'
import {
  decodeEntry,
  encodeEntry,
  ENTRY_TTL_SECONDS,
  isOutlived,
  mergeTagRecords,
  revalidatedTag,
} from './redis-entries.mjs'

const require = createRequire(import.meta.url)
const { tagsManifest } = require('next/dist/server/lib/incremental-cache/tags-manifest.external.js')
const { getMemoryCache } = require('next/dist/server/lib/incremental-cache/memory-cache.external.js')
const { Redis } = require('ioredis')

const COMMAND_TIMEOUT_MS = 1000
const CONNECT_TIMEOUT_MS = 2000
/** How long the first request waits for the connection and the tag records at start. */
const STARTUP_WAIT_MS = 3000
const TAG_RELOAD_MS = 30_000
/** Next's default cacheMaxMemorySize: the bound of the misses kept in memory. */
const MISS_MEMORY_BYTES = 50 * 1024 * 1024
/** Where lib/cache/remote-tags.ts keeps its listeners (globalThis: shared with every bundle). */
const LISTENERS = '__storefrontRemoteTagListeners'

export const keyPrefix = (env = process.env) => env.REDIS_KEY_PREFIX || 'storefront:'

let complained = 0
function complain(what, error) {
  if (Date.now() - complained < 60_000) return
  complained = Date.now()
  console.warn(`[cache] Redis ${what} failed: ${error instanceof Error ? error.message : error}`)
}

/** Writes tag records into Next's manifest; tells local listeners about the ones heard from elsewhere. */
function applyTags(records, { remote }) {
  const changed = []
  for (const [tag, record] of Object.entries(records)) {
    const before = tagsManifest.get(tag)
    const merged = mergeTagRecords(before, record)
    if (merged.stale === before?.stale && merged.expired === before?.expired) continue
    tagsManifest.set(tag, merged)
    changed.push(tag)
  }
  if (remote && changed.length > 0)
    for (const listener of globalThis[LISTENERS] ?? []) {
      try {
        listener(changed)
      } catch (error) {
        console.warn('[cache] a remote-tag listener failed', error)
      }
    }
}

const parseRecords = (fields) => {
  const records = {}
  for (const [tag, text] of Object.entries(fields ?? {})) {
    try {
      records[tag] = JSON.parse(text)
    } catch {}
  }
  return records
}

/** The process's connections, opened once (Next makes a handler object per request). */
function connection(url) {
  const holder = (globalThis.__storefrontRedisCache ??= new Map())
  let state = holder.get(url)
  if (state) return state
  const prefix = keyPrefix()
  const tagsKey = `${prefix}tags`
  const options = { commandTimeout: COMMAND_TIMEOUT_MS, connectTimeout: CONNECT_TIMEOUT_MS }
  const client = new Redis(url, { ...options, enableOfflineQueue: false, maxRetriesPerRequest: 1 })
  const subscriber = new Redis(url, { connectTimeout: CONNECT_TIMEOUT_MS })
  client.on('error', (error) => complain('connection', error))
  subscriber.on('error', (error) => complain('subscription', error))

  const reloadTags = async () => {
    try {
      const records = parseRecords(await client.hgetall(tagsKey))
      const now = Date.now()
      const outlived = Object.keys(records).filter((tag) => isOutlived(records[tag], now))
      for (const tag of outlived) delete records[tag]
      applyTags(records, { remote: true })
      if (outlived.length > 0) await client.hdel(tagsKey, ...outlived)
    } catch (error) {
      complain('tag reload', error)
    }
  }
  let ready
  const readyOnce = new Promise((resolve) => (ready = resolve))
  client.on('ready', () => void reloadTags().finally(ready))
  subscriber.on('message', (_channel, text) => {
    try {
      applyTags(JSON.parse(text), { remote: true })
    } catch {}
  })
  subscriber.on('ready', () => void reloadTags())
  subscriber.subscribe(tagsKey).catch((error) => complain('subscribe', error))
  const reloading = setInterval(() => void reloadTags(), TAG_RELOAD_MS).unref()
  const started = Promise.race([readyOnce, new Promise((r) => setTimeout(r, STARTUP_WAIT_MS).unref())])
  const close = () => {
    clearInterval(reloading)
    client.disconnect()
    subscriber.disconnect()
  }
  state = { client, tagsKey, started, prefix, close }
  holder.set(url, state)
  return state
}

/** Closes the process's connections (tests); the next handler made opens new ones. */
export function disconnectRedisCache() {
  const holder = globalThis.__storefrontRedisCache
  for (const state of holder?.values() ?? []) state.close()
  holder?.clear()
}

/** The build id beside the server folder Next hands the handler (`.next/BUILD_ID`). */
function buildIdOf(serverDistDir) {
  try {
    return readFileSync(path.join(serverDistDir, '..', 'BUILD_ID'), 'utf8').trim()
  } catch {
    return 'unknown-build'
  }
}

export default class RedisCache {
  constructor(ctx) {
    this.state = connection(process.env.REDIS_URL)
    this.entryPrefix = `${this.state.prefix}${buildIdOf(ctx.serverDistDir ?? '.next/server')}:`
    this.misses = getMemoryCache(ctx.maxMemoryCacheSize || MISS_MEMORY_BYTES)
  }

  resetRequestCache() {}

  async get(key) {
    await this.state.started
    try {
      const entry = decodeEntry(await this.state.client.get(this.entryPrefix + key))
      if (entry) return entry
    } catch (error) {
      complain('read', error)
    }
    return this.misses.get(key) ?? null
  }

  async set(key, data, ctx) {
    const entry = {
      value: data,
      lastModified: Date.now(),
      cacheControl: ctx?.fetchCache ? undefined : ctx?.cacheControl,
    }
    const redisKey = this.entryPrefix + key
    await this.state.started
    try {
      if (!data || isMiss(data)) {
        this.misses.set(key, entry)
        await this.state.client.del(redisKey)
        return
      }
      this.misses.remove(key)
      await this.state.client.set(redisKey, encodeEntry(entry), 'EX', ENTRY_TTL_SECONDS)
    } catch (error) {
      complain('write', error)
    }
  }

  async revalidateTag(tags, durations) {
    const list = typeof tags === 'string' ? [tags] : tags
    if (!list || list.length === 0) return
    const now = Date.now()
    const records = Object.fromEntries(
      list.map((tag) => [tag, revalidatedTag(tagsManifest.get(tag), durations, now)]),
    )
    // Here at once, whatever Redis does: this server's next request sees the revalidation.
    applyTags(records, { remote: false })
    const fields = Object.entries(records).flatMap(([tag, record]) => [tag, JSON.stringify(record)])
    await this.state.started
    try {
      await this.state.client
        .multi()
        .hset(this.state.tagsKey, ...fields)
        .publish(this.state.tagsKey, JSON.stringify(records))
        .exec()
    } catch (error) {
      complain('tag revalidation', error)
    }
  }
}
