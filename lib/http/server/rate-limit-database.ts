import 'server-only'

/**
 * The rate limits' default store: counters in the table rate_limits (lib/db/schema/rate-limits.ts), so a
 * limit survives a restart and holds across instances, on PGlite and PostgreSQL alike.
 *
 * Why not rate-limiter-flexible's own SQL stores: RateLimiterPostgres wants a node-postgres client (it
 * calls `query({ text, values, name })`, which PGlite does not take) and creates its table itself, past
 * our migrations; RateLimiterDrizzle loads drizzle-orm through a computed dynamic import that a Next
 * bundle cannot follow. This class implements the same store contract (_upsert, _get, _delete of
 * RateLimiterStoreAbstract) over our drizzle connection instead. Windows run on the database's clock,
 * so every instance counts the same window.
 */
import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm'
import RateLimiterRes from 'rate-limiter-flexible/lib/RateLimiterRes.js'
import RateLimiterStoreAbstract from 'rate-limiter-flexible/lib/RateLimiterStoreAbstract.js'
import { perDatabase } from '@/lib/cache/per-database'
import type { Db } from '@/lib/db'
import { rateLimits } from '@/lib/db/schema'
import { limiterOptions, memoisedLimiters, type RateLimitSpec, type RateLimitStore } from './rate-limit-store'
import { logFailure } from '@/lib/http/server/failure'

/** Expired rows are deleted at most this often per database and process, by the next counting call. */
export const PURGE_INTERVAL_MS = 5 * 60 * 1000

interface Counter {
  points: number
  /** Milliseconds left in the window; null for a counter without window. */
  msLeft: number | null
}

const msLeft = sql<
  number | null
>`greatest(0, extract(epoch from (${rateLimits.expire} - now())) * 1000)::float8`.mapWith(Number)

class DatabaseRateLimiter extends RateLimiterStoreAbstract {
  constructor(
    private readonly db: Db,
    spec: RateLimitSpec,
  ) {
    super({ ...limiterOptions(spec), storeClient: db })
  }

  _getRateLimiterRes(_rlKey: string, changedPoints: number, counter: Counter): RateLimiterRes {
    const consumed = counter.points
    const remaining = Math.max(this.points - consumed, 0)
    return new RateLimiterRes(remaining, counter.msLeft ?? -1, consumed, consumed === changedPoints)
  }

  /**
   * One atomic statement: a new key starts a window; an expired window starts over with these points;
   * otherwise the points are added. `forceExpire` (block, set) overwrites both.
   */
  async _upsert(rlKey: string, points: number, msDuration: number, forceExpire = false): Promise<Counter> {
    const expire = msDuration > 0 ? sql`now() + make_interval(secs => ${msDuration / 1000}::float8)` : null
    const expired = sql`${rateLimits.expire} <= now()`
    const [row] = await this.db
      .insert(rateLimits)
      .values({ key: rlKey, points, expire })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: forceExpire
          ? { points: sql`excluded.points`, expire: sql`excluded.expire` }
          : {
              points: sql`case when ${expired} then excluded.points else ${rateLimits.points} + excluded.points end`,
              expire: sql`case when ${expired} then excluded.expire else ${rateLimits.expire} end`,
            },
      })
      .returning({ points: rateLimits.points, msLeft })
    if (!row) throw new Error('rate limit upsert returned no row')
    purgeNowAndThen(this.db)
    return row
  }

  async _get(rlKey: string): Promise<Counter | null> {
    const [row] = await this.db
      .select({ points: rateLimits.points, msLeft })
      .from(rateLimits)
      .where(and(eq(rateLimits.key, rlKey), or(isNull(rateLimits.expire), gt(rateLimits.expire, sql`now()`))))
    return row ?? null
  }

  async _delete(rlKey: string): Promise<boolean> {
    const deleted = await this.db
      .delete(rateLimits)
      .where(eq(rateLimits.key, rlKey))
      .returning({ key: rateLimits.key })
    return deleted.length > 0
  }
}

/** Deletes every counter whose window has ended; answers how many. Also called now and then by counting. */
export async function purgeExpiredRateLimits(db: Db): Promise<number> {
  const deleted = await db
    .delete(rateLimits)
    .where(lt(rateLimits.expire, sql`now()`))
    .returning({ key: rateLimits.key })
  return deleted.length
}

// No timer: a purge rides along with counting, so an idle process holds no interval and a test no handle.
function purgeNowAndThen(db: Db): void {
  const last = perDatabase('rateLimitPurge', db, () => ({ at: 0 }))
  const now = Date.now()
  if (now - last.at < PURGE_INTERVAL_MS) return
  last.at = now
  purgeExpiredRateLimits(db).catch((error: unknown) => logFailure('[rate-limit] purge failed', error))
}

/** The database store: over one database, or over the process's database as it is at each call. */
export function databaseRateLimitStore(db: Db | (() => Promise<Db>)): RateLimitStore {
  const resolve = typeof db === 'function' ? db : async () => db
  return {
    async limiter(spec) {
      const current = await resolve()
      const limiters = perDatabase('rateLimiters', current, () =>
        memoisedLimiters((s) => new DatabaseRateLimiter(current, s)),
      )
      return limiters(spec)
    },
  }
}
