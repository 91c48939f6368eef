import 'server-only'

/**
 * What the rate limits (./rate-limit.ts) need from a store: a rate-limiter-flexible limiter per limit,
 * counting in the database (./rate-limit-database.ts) or in Redis (./rate-limit-redis.ts).
 */
import type { RateLimiterAbstract } from 'rate-limiter-flexible'

/** One limit: at most `points` per key in a fixed window of `durationSeconds` (whole seconds). */
export interface RateLimitSpec {
  /** Unique per limit; the prefix of its stored keys, e.g. 'login-ip'. */
  name: string
  points: number
  durationSeconds: number
}

export interface RateLimitStore {
  /** The limiter of `spec` (made once per spec and store, then reused). */
  limiter(spec: RateLimitSpec): Promise<RateLimiterAbstract>
}

/** The limiter options every store shares. */
export const limiterOptions = (spec: RateLimitSpec) => ({
  keyPrefix: spec.name,
  points: spec.points,
  duration: spec.durationSeconds,
})

/** Makes each spec's limiter once (per name, points and window). */
export function memoisedLimiters(make: (spec: RateLimitSpec) => RateLimiterAbstract) {
  const made = new Map<string, RateLimiterAbstract>()
  return (spec: RateLimitSpec): RateLimiterAbstract => {
    const id = `${spec.name}/${spec.points}/${spec.durationSeconds}`
    let limiter = made.get(id)
    if (!limiter) {
      limiter = make(spec)
      made.set(id, limiter)
    }
    return limiter
  }
}
