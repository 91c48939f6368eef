import 'server-only'

/**
 * The rate limits' Redis store, used when REDIS_URL is set: rate-limiter-flexible's RateLimiterRedis
 * (one Lua script per count: atomic, and the window is the key's TTL on the Redis clock) over one ioredis
 * client per process. While Redis cannot answer, an in-memory limiter of the same numbers stands in
 * (the library's insurance limiter), so an outage loosens a limit to per-instance but never turns
 * logins into errors; a command waits at most COMMAND_TIMEOUT_MS.
 */
import type { Redis } from 'ioredis'
import { RateLimiterMemory, RateLimiterRedis } from 'rate-limiter-flexible'
import { processSingleton } from '@/lib/cache/process-singleton'
import { limiterOptions, memoisedLimiters, type RateLimitStore } from './rate-limit-store'

const COMMAND_TIMEOUT_MS = 1000
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
    client = import('ioredis').then(({ Redis: RedisClient }) => {
      const redis = new RedisClient(url, {
        commandTimeout: COMMAND_TIMEOUT_MS,
        connectTimeout: 2 * COMMAND_TIMEOUT_MS,
        // Fail a command fast while Redis is away: the insurance limiter answers instead.
        maxRetriesPerRequest: 1,
      })
      // Reconnecting is ioredis' job; an unhandled 'error' event would end the process.
      redis.on('error', (error: Error) => console.error('[rate-limit] Redis:', error.message))
      return redis
    })
    clients.set(url, client)
  }
  return client
}
