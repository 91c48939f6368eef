import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { connect } from 'node:net'
import { like } from 'drizzle-orm'
import { Redis } from 'ioredis'
import { rateLimits } from '@/lib/db/schema'
import { RateLimitedError } from '@/lib/http/rules/errors'
import {
  databaseRateLimitStore,
  purgeExpiredRateLimits,
  rateLimit,
  redisRateLimitStore,
  storedKey,
  type RateLimit,
  type RateLimitStore,
} from '@/lib/http/server/rate-limit'
import { RATE_LIMITS } from '@/lib/http/server/rate-limits'
import { createTestDb, testDrivers, type TestDb } from '@/tests/helpers/db'

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
let serial = 0
/** A limit name of its own per test: the stores are shared by the tests of one database. */
const uniqueName = (base: string) => `${base}-${process.pid}-${++serial}`

/** The refusal of a consume, or a failure when it went through. */
async function refusal(limit: RateLimit, key: string): Promise<RateLimitedError> {
  const error = await limit.consume(key).then(
    () => null,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(RateLimitedError)
  return error as RateLimitedError
}

/** The behaviour every store shares (issue 10: the 11th bad login in 15 minutes answers 429). */
function sharedBehaviour(store: () => RateLimitStore, anotherStore: () => RateLimitStore) {
  const limit = (base: string, points = 10, durationSeconds = 15 * 60) =>
    rateLimit({ name: uniqueName(base), points, durationSeconds }, { store: store() })

  it('lets 10 attempts through and refuses the 11th with 429 and a Retry-After within the window', async () => {
    const login = limit(
      'login',
      RATE_LIMITS.loginPerAccount.points,
      RATE_LIMITS.loginPerAccount.durationSeconds,
    )
    for (let i = 1; i <= 10; i++) {
      expect(await login.consume('1:anna@example.com')).toMatchObject({ consumed: i, remaining: 10 - i })
    }
    const refused = await refusal(login, '1:anna@example.com')
    expect(refused.status).toBe(429)
    expect(refused.retryAfterSeconds).toBeGreaterThan(0)
    expect(refused.retryAfterSeconds).toBeLessThanOrEqual(15 * 60)
    // Another key has its own count.
    expect(await login.consume('1:bert@example.com')).toMatchObject({ consumed: 1, remaining: 9 })
  })

  it('keeps counting in the store: a new limiter (a restart, another instance) sees the spent points', async () => {
    const spec = { name: uniqueName('restart'), points: 3, durationSeconds: 600 }
    const before = rateLimit(spec, { store: store() })
    for (let i = 0; i < 3; i++) await before.consume('198.51.100.7')
    const after = rateLimit(spec, { store: anotherStore() })
    expect(await after.peek('198.51.100.7')).toMatchObject({ consumed: 3, remaining: 0 })
    await refusal(after, '198.51.100.7')
  })

  it('starts a fresh window when the old one has run out', async () => {
    const short = limit('window', 2, 1)
    await short.consume('k')
    await short.consume('k')
    expect((await refusal(short, 'k')).retryAfterSeconds).toBe(1)
    await sleep(1100)
    expect(await short.peek('k')).toBeNull()
    expect(await short.consume('k')).toMatchObject({ consumed: 1, remaining: 1 })
  })

  it('peeks without counting, gives points back with reward and forgets a key with reset', async () => {
    const login = limit('reset', 2)
    expect(await login.peek('k')).toBeNull()
    await login.consume('k')
    await login.consume('k')
    expect(await login.peek('k')).toMatchObject({ consumed: 2, remaining: 0 })
    await refusal(login, 'k')
    await login.reward('k', 2)
    expect(await login.consume('k')).toMatchObject({ consumed: 2, remaining: 0 })
    await login.reset('k')
    expect(await login.peek('k')).toBeNull()
    expect(await login.consume('k')).toMatchObject({ consumed: 1, remaining: 1 })
  })

  it('never lets more than the points through, also when the attempts arrive at once', async () => {
    const burst = limit('burst', 10)
    const results = await Promise.allSettled(Array.from({ length: 25 }, () => burst.consume('k')))
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(10)
    for (const r of results.filter((r) => r.status === 'rejected')) {
      expect((r as PromiseRejectedResult).reason).toBeInstanceOf(RateLimitedError)
    }
  })
}

describe.each(testDrivers)('rate limits in the database on %s', (driver) => {
  let t: TestDb
  beforeAll(async () => {
    t = await createTestDb(driver)
  })
  afterAll(() => t?.close())

  sharedBehaviour(
    () => databaseRateLimitStore(t.db),
    // A store of its own: nothing but the table is shared.
    () => databaseRateLimitStore(async () => t.db),
  )

  it('stores neither the address nor the email: only the limit name and a hash', async () => {
    const name = uniqueName('privacy')
    const limit = rateLimit({ name, points: 5, durationSeconds: 60 }, { store: databaseRateLimitStore(t.db) })
    await limit.consume('203.0.113.9')
    const rows = await t.db
      .select()
      .from(rateLimits)
      .where(like(rateLimits.key, `${name}:%`))
    expect(rows).toHaveLength(1)
    expect(rows[0]!.key).toBe(`${name}:${storedKey(name, '203.0.113.9')}`)
    expect(rows[0]!.key).not.toContain('203.0.113')
    expect(storedKey(name, '203.0.113.9', 'a secret of sixteen+')).not.toBe(
      storedKey(name, '203.0.113.9', null),
    )
  })

  it('purges counters whose window has ended, and only those', async () => {
    const store = databaseRateLimitStore(t.db)
    const ending = rateLimit({ name: uniqueName('purge-ending'), points: 5, durationSeconds: 1 }, { store })
    const running = rateLimit(
      { name: uniqueName('purge-running'), points: 5, durationSeconds: 600 },
      { store },
    )
    await ending.consume('k')
    await running.consume('k')
    await sleep(1100)
    expect(await purgeExpiredRateLimits(t.db)).toBeGreaterThanOrEqual(1)
    const left = await t.db.select().from(rateLimits).where(like(rateLimits.key, 'purge-%'))
    expect(left.map((row) => row.key.split(':')[0])).toEqual([running.name])
  })
})

const REDIS_URL = process.env.REDIS_URL || 'redis://127.0.0.1:6379'
/** Whether a Redis answers at REDIS_URL's host and port (the Redis tests are skipped otherwise). */
const redisAnswers = await new Promise<boolean>((resolve) => {
  const { hostname, port } = new URL(REDIS_URL)
  const socket = connect({ host: hostname, port: Number(port || 6379) })
  socket.setTimeout(500)
  socket.once('connect', () => (socket.destroy(), resolve(true)))
  socket.once('error', () => resolve(false))
  socket.once('timeout', () => (socket.destroy(), resolve(false)))
})

describe.skipIf(!redisAnswers)('rate limits in Redis (REDIS_URL)', () => {
  const clients: Redis[] = []
  const client = () => {
    const redis = new Redis(REDIS_URL)
    clients.push(redis)
    return redis
  }
  afterAll(async () => {
    await Promise.all(clients.map((redis) => redis.quit()))
  })

  sharedBehaviour(
    () => redisRateLimitStore(client()),
    () => redisRateLimitStore(client()),
  )
})
