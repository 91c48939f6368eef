/** The periodic clean-up (lib/db/housekeeping.ts) removes what has expired and keeps what is live. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runHousekeeping } from '@/lib/db/housekeeping'
import { pendingRegistrations, visitorSessions } from '@/lib/db/schema'
import { createSession, forgetCachedSessions } from '@/lib/session/server/store'
import { createTestDb, testDrivers, type TestDb } from '@/tests/helpers/db'

describe.each(testDrivers)('housekeeping on %s', (driver) => {
  let t: TestDb
  beforeAll(async () => {
    t = await createTestDb(driver)
  })
  afterAll(() => t?.close())

  it('deletes expired sessions and registrations, keeps live ones, and runs every task', async () => {
    const now = new Date()
    const old = new Date(now.getTime() - 200 * 86_400_000)
    await createSession(old, t.db)
    const live = await createSession(now, t.db)
    const row = (hash: string, expiresAt: Date) => ({
      tokenHash: hash.repeat(64),
      shopId: 1,
      email: `${hash}@example.org`,
      firstName: 'A',
      lastName: 'B',
      gender: 'd' as const,
      newsletter: false,
      passwordHash: 'x',
      language: 'de',
      createdAt: new Date(expiresAt.getTime() - 60_000),
      expiresAt,
    })
    await t.db
      .insert(pendingRegistrations)
      .values([row('a', old), row('b', new Date(now.getTime() + 3_600_000))])

    const removed = await runHousekeeping(t.db, now)
    expect(Object.keys(removed).sort()).toEqual([
      'addressConfirmations',
      'consentLog',
      'monitoring',
      'newsletterLinks',
      'orderConfirmations',
      'rateLimits',
      'registrations',
      'reservations',
      'resetLinks',
      'sessions',
    ])
    expect(removed).toMatchObject({ sessions: 1, registrations: 1 })
    forgetCachedSessions(t.db)
    expect((await t.db.select().from(visitorSessions)).map((s) => s.id)).toEqual([live.row.id])
    expect((await t.db.select().from(pendingRegistrations)).map((r) => r.email)).toEqual(['b@example.org'])
  })
})
