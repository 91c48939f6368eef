import 'server-only'

/**
 * Rate limits (issue 10 item 5; ASVS 5.0 V6.3 against brute force and credential stuffing), built on
 * rate-limiter-flexible: `rateLimit({ name, points, durationSeconds })` allows `points` counts per key in a
 * fixed window. Counters live in the database (./rate-limit-database.ts) or, with REDIS_URL, in Redis
 * (./rate-limit-redis.ts), so they survive restarts and hold across instances. Keys are stored as an
 * HMAC-SHA-256 (key RATE_LIMIT_SECRET) of limit name and key, never as an address or email in clear.
 *
 *   const state = await loginPerAccount.consume(key)   // throws RateLimitedError → 429 + Retry-After
 *   await loginPerAccount.reset(key)                   // e.g. after a successful login
 *
 * The limits of the shop, with their numbers, are in ./rate-limits.ts.
 */
import { createHash, createHmac } from 'node:crypto'
import RateLimiterRes from 'rate-limiter-flexible/lib/RateLimiterRes.js'
import { rateLimitSettingsFromEnv, type RateLimitSettings } from '@/lib/config/rate-limit-env'
import { getDb } from '@/lib/db'
import { clientAddress } from '../rules/client-address'
import { RateLimitedError } from '../rules/errors'
import { databaseRateLimitStore } from './rate-limit-database'
import { redisRateLimitStore, sharedRedisClient } from './rate-limit-redis'
import type { RateLimitSpec, RateLimitStore } from './rate-limit-store'

export type { RateLimitSpec, RateLimitStore } from './rate-limit-store'
export { databaseRateLimitStore, purgeExpiredRateLimits } from './rate-limit-database'
export { redisRateLimitStore } from './rate-limit-redis'

/** Where a key stands in its window. */
export interface RateLimitState {
  /** Points counted in the current window. */
  consumed: number
  /** Counts left before the next consume is refused (0: refused). */
  remaining: number
  /** Seconds until the window ends and the count starts over. */
  resetInSeconds: number
}

export interface RateLimit extends Readonly<RateLimitSpec> {
  /** Counts `points` (default 1) for `key`; throws RateLimitedError when the window's points are spent. */
  consume(key: string, points?: number): Promise<RateLimitState>
  /** The key's state without counting; null when nothing is counted in a running window. */
  peek(key: string): Promise<RateLimitState | null>
  /** Gives points back in the current window (an attempt that turned out not to count). */
  reward(key: string, points?: number): Promise<void>
  /** Forgets the key: its next consume starts a fresh window. */
  reset(key: string): Promise<void>
}

export interface RateLimitOptions {
  /** Where the counters live; default: Redis with REDIS_URL, else the process's database. */
  store?: RateLimitStore
}

let settingsMemo: RateLimitSettings | null = null
const settings = () => (settingsMemo ??= rateLimitSettingsFromEnv(process.env))

let defaultStoreMemo: RateLimitStore | null = null
function defaultStore(): RateLimitStore {
  if (defaultStoreMemo) return defaultStoreMemo
  const { redisUrl } = settings()
  let store: RateLimitStore = databaseRateLimitStore(getDb)
  if (redisUrl) {
    // One store over the shared client, so each limit (and its in-memory stand-in) is made once.
    let redis: Promise<RateLimitStore> | null = null
    store = {
      limiter: async (spec) => {
        const current = (redis ??= sharedRedisClient(redisUrl).then(redisRateLimitStore))
        current.catch(() => {
          if (redis === current) redis = null
        })
        return (await current).limiter(spec)
      },
    }
  }
  return (defaultStoreMemo = store)
}

/**
 * The key as stored: HMAC-SHA-256 with RATE_LIMIT_SECRET (plain SHA-256 without one), base64url. With
 * the secret, a leaked table cannot be matched against every IPv4 address or a list of emails.
 */
export function storedKey(name: string, key: string, secret: string | null = settings().secret): string {
  const input = `${name}\n${key}`
  const digest = secret ? createHmac('sha256', secret).update(input) : createHash('sha256').update(input)
  return digest.digest('base64url')
}

const stateOf = (res: RateLimiterRes): RateLimitState => ({
  consumed: res.consumedPoints,
  remaining: res.remainingPoints,
  resetInSeconds: res.msBeforeNext > 0 ? Math.ceil(res.msBeforeNext / 1000) : 0,
})

export function rateLimit(spec: RateLimitSpec, options: RateLimitOptions = {}): RateLimit {
  if (!/^[a-z][a-z0-9-]{0,39}$/.test(spec.name)) throw new Error(`rate limit name ${spec.name} is not a slug`)
  if (!Number.isInteger(spec.points) || spec.points < 1) throw new Error(`rate limit ${spec.name}: points`)
  // Whole seconds: Redis keeps the window as a TTL in seconds.
  if (!Number.isInteger(spec.durationSeconds) || spec.durationSeconds < 1) {
    throw new Error(`rate limit ${spec.name}: durationSeconds`)
  }
  const limiter = () => (options.store ?? defaultStore()).limiter(spec)
  const hashed = (key: string) => storedKey(spec.name, key)

  return {
    ...spec,
    async consume(key, points = 1) {
      try {
        return stateOf(await (await limiter()).consume(hashed(key), points))
      } catch (error) {
        // The library rejects with a RateLimiterRes when the points are spent, with an Error on failure.
        if (error instanceof RateLimiterRes) throw new RateLimitedError(error.msBeforeNext / 1000)
        throw error
      }
    },
    async peek(key) {
      const res = await (await limiter()).get(hashed(key))
      return res ? stateOf(res) : null
    },
    async reward(key, points = 1) {
      await (await limiter()).reward(hashed(key), points)
    },
    async reset(key) {
      await (await limiter()).delete(hashed(key))
    },
  }
}

/**
 * The key of a request's client for per-address limits (lib/http/rules/client-address.ts, TRUST_PROXY):
 * its address, or 'unknown' when the request names none (then all such requests share one key).
 */
export function clientKey(request: Request): string {
  return clientAddress(request.headers.get('x-forwarded-for'), settings().trustedProxies) ?? 'unknown'
}
