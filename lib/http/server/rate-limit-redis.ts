import 'server-only'

/**
 * The rate limits' Redis store, used when REDIS_URL is set: rate-limiter-flexible's RateLimiterRedis
 * (one Lua script per count: atomic, and the window is the key's TTL on the Redis clock) over one ioredis
 * client per process. While Redis cannot answer, an in-memory limiter of the same numbers stands in
 * (the library's insurance limiter), so an outage loosens a limit to per-instance but never turns
 * logins into errors; a command waits at most COMMAND_TIMEOUT_MS, and none waits while Redis is down.
 */
import type { Redis } from 'ioredis'
import RateLimiterMemory from 'rate-limiter-flexible/lib/RateLimiterMemory.js'
import RateLimiterRedis from 'rate-limiter-flexible/lib/RateLimiterRedis.js'
import { processSingleton } from '@/lib/cache/process-singleton'
import { limiterOptions, memoisedLimiters, type RateLimitStore } from './rate-limit-store'

const COMMAND_TIMEOUT_MS = 1000
const CONNECT_TIMEOUT_MS = 2000
/** Keys in a shared Redis: `storefront:rl:{limit name}:{hashed key}`. */
const KEY_PREFIX = 'storefront:rl:'

/** The Redis store over `client` (the process's shared client, or a test's own). */
export function redisRateLimitStore(client: Redis): RateLimitStore {
  const limiters = memoisedLimiters((spec) => {
    const options = { ...limiterOptions(spec), keyPrefix: `${KEY_PREFIX}${spec.name}` }
    return new RateLimiterRedis({
      ...options,
      storeClient: client,
      insuranceLimiter: new RateLimiterMemory(options),
    })
  })
  return { limiter: async (spec) => limiters(spec) }
}

/** One ioredis client per process and URL, opened on first use (ioredis is loaded only then). */
export function sharedRedisClient(url: string): Promise<Redis> {
  const clients = processSingleton('__storefrontRedisClients', () => new Map<string, Promise<Redis>>())
  let client = clients.get(url)
  if (!client) {
    client = openRedis(url)
    clients.set(url, client)
    // A failed start is not kept: the next call tries again.
    client.catch(() => clients.delete(url))
  }
  return client
}

async function openRedis(url: string): Promise<Redis> {
  const ioredis = await import('ioredis')
  // ioredis is CommonJS: a bundle may offer its class as the default export only.
  const RedisClient = ioredis.Redis ?? (ioredis as unknown as { default: typeof ioredis.Redis }).default
  const redis = new RedisClient(url, {
    commandTimeout: COMMAND_TIMEOUT_MS,
    connectTimeout: CONNECT_TIMEOUT_MS,
    // While Redis is away a command fails at once and the insurance limiter answers, instead of every
    // limited request waiting for a reconnect.
    enableOfflineQueue: false,
  })
  // Reconnecting is ioredis' job; an unhandled 'error' event would end the process. Said once a minute,
  // not once per reconnect attempt.
  let said = 0
  redis.on('error', (error: Error) => {
    if (Date.now() - said < 60_000) return
    said = Date.now()
    console.error('[rate-limit] Redis:', error.message)
  })
  // Without an offline queue, the first commands need the connection up: wait for it (or its failure).
  await new Promise<void>((resolve) => {
    const done = () => {
      clearTimeout(timer)
      redis.off('ready', done)
      redis.off('error', done)
      resolve()
    }
    const timer = setTimeout(done, CONNECT_TIMEOUT_MS)
    redis.once('ready', done)
    redis.once('error', done)
  })
  return redis
}
