/**
 * The Redis cache handler against a real Redis (issue 15 item 6; skipped when none answers at REDIS_URL
 * or 127.0.0.1:6379): entries round-trip with their Buffers, misses stay in memory and never in Redis,
 * and a tag revalidation is recorded, published, and heard back into Next's tag manifest.
 */
import { createRequire } from 'node:module'
import { Socket } from 'node:net'
import { Redis } from 'ioredis'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { onRemoteTagRevalidation } from '@/lib/cache/remote-tags'
import RedisCache, { disconnectRedisCache } from '@/lib/cache/server/redis-cache.mjs'

const require = createRequire(import.meta.url)
const { tagsManifest } = require('next/dist/server/lib/incremental-cache/tags-manifest.external.js') as {
  tagsManifest: Map<string, { stale?: number; expired?: number }>
}

const url = process.env.REDIS_URL || 'redis://127.0.0.1:6379'
const prefix = `storefront-test-${process.pid}-${Date.now()}:`
const answers = await new Promise<boolean>((resolve) => {
  const { hostname, port } = new URL(url)
  const socket = new Socket()
  const done = (ok: boolean) => (socket.destroy(), resolve(ok))
  socket.setTimeout(500, () => done(false))
  socket.once('error', () => done(false))
  socket.connect(Number(port || 6379), hostname, () => done(true))
})

const page = (status: number, html: string) => ({
  kind: 'APP_PAGE',
  html,
  rscData: Buffer.from([1, 2, 3]),
  headers: { 'x-next-cache-tags': 'a,b' },
  status,
  segmentData: new Map([['/_index', Buffer.from('seg')]]),
})

describe.skipIf(!answers)('RedisCache', () => {
  let raw: Redis
  let cache: RedisCache
  beforeAll(() => {
    process.env.REDIS_URL = url
    process.env.REDIS_KEY_PREFIX = prefix
    raw = new Redis(url)
    cache = new RedisCache({ serverDistDir: '/nonexistent/server', maxMemoryCacheSize: 1_000_000 })
  })
  afterAll(async () => {
    const keys = await raw.keys(`${prefix}*`)
    if (keys.length > 0) await raw.del(...keys)
    raw.disconnect()
    disconnectRedisCache()
  })

  it('reads back what it stored, Buffers and Maps included, under the build id', async () => {
    await cache.set('/page/a', page(200, '<h1>a</h1>'), { cacheControl: { revalidate: 60 } })
    const entry = (await cache.get('/page/a')) as { value: ReturnType<typeof page>; lastModified: number }
    expect(entry.value.html).toBe('<h1>a</h1>')
    expect(Buffer.isBuffer(entry.value.rscData)).toBe(true)
    expect(entry.value.segmentData.get('/_index')?.toString()).toBe('seg')
    expect(await raw.ttl(`${prefix}unknown-build:/page/a`)).toBeGreaterThan(0)
  })

  it('keeps a 404 in memory only, and drops the Redis entry it replaces', async () => {
    await cache.set('/page/b', page(200, 'found'), {})
    await cache.set('/page/b', page(404, 'gone'), {})
    expect(await raw.exists(`${prefix}unknown-build:/page/b`)).toBe(0)
    expect(((await cache.get('/page/b')) as { value: { status: number } }).value.status).toBe(404)
    await cache.set('/page/c', page(404, 'never'), {})
    expect(await raw.exists(`${prefix}unknown-build:/page/c`)).toBe(0)
  })

  it('records and publishes a revalidation, and applies it here at once', async () => {
    const subscriber = new Redis(url)
    const heard = new Promise<string>((resolve) =>
      subscriber.on('message', (_c, text: string) => resolve(text)),
    )
    await subscriber.subscribe(`${prefix}tags`)
    const before = Date.now()
    await cache.revalidateTag(['story:1'], { expire: 3_600 })
    expect(tagsManifest.get('story:1')?.stale).toBeGreaterThanOrEqual(before)
    expect(JSON.parse((await raw.hget(`${prefix}tags`, 'story:1')) ?? '{}').stale).toBeGreaterThanOrEqual(
      before,
    )
    expect(Object.keys(JSON.parse(await heard))).toEqual(['story:1'])
    subscriber.disconnect()
  })

  it('writes a revalidation published by another server into the manifest and tells the listeners', async () => {
    const told: string[][] = []
    const stop = onRemoteTagRevalidation((tags) => told.push([...tags]))
    const stale = Date.now() + 5_000
    await raw.publish(`${prefix}tags`, JSON.stringify({ 'product:9': { stale } }))
    for (let i = 0; i < 50 && tagsManifest.get('product:9')?.stale !== stale; i++)
      await new Promise((r) => setTimeout(r, 20))
    stop()
    expect(tagsManifest.get('product:9')?.stale).toBe(stale)
    expect(told).toContainEqual(['product:9'])
  })
})
