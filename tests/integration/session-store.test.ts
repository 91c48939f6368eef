import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq } from 'drizzle-orm'
import { visitorSessions } from '@/lib/db/schema'
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from '@/lib/session/rules/lifetime'
import {
  createSession,
  deleteSession,
  findSessionByToken,
  purgeExpiredSessions,
  setCheckoutGuest,
  setSessionUser,
  toVisitorSession,
  touchSession,
  TOUCH_INTERVAL_MS,
} from '@/lib/session/server/store'
import { newSessionToken, sessionIdFromToken } from '@/lib/session/server/token'
import { createTestDb, testDrivers, type TestDb } from '@/tests/helpers/db'

const DAY = 24 * 60 * 60 * 1000
const t0 = new Date('2031-03-01T10:00:00.000Z')
const after = (ms: number) => new Date(t0.getTime() + ms)

describe.each(testDrivers)('session store on %s (spec 02 §3, §6)', (driver) => {
  let t: TestDb
  beforeAll(async () => {
    t = await createTestDb(driver)
  })
  afterAll(() => t?.close())

  it('creates a guest session and reads it back by its cookie token', async () => {
    const { token, row } = await createSession(t0, t.db)
    expect(row.id).toBe(sessionIdFromToken(token))
    expect(row.guestId).toMatch(/^[0-9a-f]{32}$/)
    expect(row.expiresAt.getTime()).toBe(t0.getTime() + SESSION_IDLE_MS)
    expect(row.absoluteExpiresAt.getTime()).toBe(t0.getTime() + SESSION_ABSOLUTE_MS)

    const found = await findSessionByToken(token, after(1000), t.db)
    expect(found && toVisitorSession(found)).toEqual({
      id: row.id,
      guestId: row.guestId,
      userId: null,
      checkoutGuest: false,
      loggedIn: false,
    })
  })

  it('never stores the token itself', async () => {
    const { token } = await createSession(t0, t.db)
    const rows = await t.db.select().from(visitorSessions)
    expect(JSON.stringify(rows)).not.toContain(token)
  })

  it('knows nothing of a token it did not issue', async () => {
    expect(await findSessionByToken(newSessionToken(), t0, t.db)).toBeNull()
  })

  it('treats a session past its expiry as gone, and purges it', async () => {
    const { token, row } = await createSession(t0, t.db)
    expect(await findSessionByToken(token, after(30 * DAY - 1), t.db)).not.toBeNull()
    expect(await findSessionByToken(token, after(30 * DAY), t.db)).toBeNull()
    expect(await purgeExpiredSessions(after(30 * DAY + 1), t.db)).toBeGreaterThanOrEqual(1)
    expect(await t.db.select().from(visitorSessions).where(eq(visitorSessions.id, row.id))).toEqual([])
  })

  it('touches last_seen_at at most once a minute and slides the expiry with it', async () => {
    const { token, row } = await createSession(t0, t.db)
    expect(await touchSession(row.id, after(TOUCH_INTERVAL_MS - 1), t.db)).toBeNull()
    expect(await touchSession(row.id, after(TOUCH_INTERVAL_MS), t.db)).not.toBeNull()
    expect(await touchSession(row.id, after(TOUCH_INTERVAL_MS + 1000), t.db)).toBeNull()

    const later = after(20 * DAY)
    expect(await touchSession(row.id, later, t.db)).not.toBeNull()
    const found = await findSessionByToken(token, after(40 * DAY), t.db)
    expect(found?.lastSeenAt).toEqual(later)
    expect(found?.expiresAt.getTime()).toBe(later.getTime() + SESSION_IDLE_MS)
  })

  it('never slides the expiry past the absolute end stored with the session (issue 13 item 10)', async () => {
    const { token, row } = await createSession(t0, t.db)
    // Used every few weeks: each touch slides the expiry, until the absolute end caps it.
    for (const day of [25, 50, 75]) expect(await touchSession(row.id, after(day * DAY), t.db)).not.toBeNull()
    const touched = await touchSession(row.id, after(89 * DAY), t.db)
    expect(touched?.expiresAt.getTime()).toBe(t0.getTime() + SESSION_ABSOLUTE_MS)
    expect(await findSessionByToken(token, after(90 * DAY - 1), t.db)).not.toBeNull()
    expect(await findSessionByToken(token, after(90 * DAY), t.db)).toBeNull()
  })

  it('links an account on login and drops it on logout; flags checkout guests', async () => {
    const { token, row } = await createSession(t0, t.db)
    const account = 'c'.repeat(64)
    await setSessionUser(row.id, account, t.db)
    await setCheckoutGuest(row.id, true, t.db)
    const loggedIn = await findSessionByToken(token, t0, t.db)
    expect(loggedIn && toVisitorSession(loggedIn)).toMatchObject({
      userId: account,
      loggedIn: true,
      checkoutGuest: true,
    })
    expect(loggedIn?.guestId).toBe(row.guestId)

    await setSessionUser(row.id, null, t.db)
    const loggedOut = await findSessionByToken(token, t0, t.db)
    expect(loggedOut && toVisitorSession(loggedOut)).toMatchObject({ userId: null, loggedIn: false })
  })

  it('deletes a session', async () => {
    const { token, row } = await createSession(t0, t.db)
    await deleteSession(row.id, t.db)
    expect(await findSessionByToken(token, t0, t.db)).toBeNull()
  })
})

/**
 * The embedded database's session rows are kept in the process (lib/session/server/store.ts): reads cost no
 * statement, and every write of the store shows in the next read at once. PostgreSQL is always read.
 */
describe.each(testDrivers)('session row cache on %s', (driver) => {
  let t: TestDb
  beforeAll(async () => {
    t = await createTestDb(driver)
  })
  afterAll(() => t?.close())

  const readsBehind = async (token: string) => {
    const id = sessionIdFromToken(token)
    // Changed behind the store's back: only a real read sees it.
    await t.db
      .update(visitorSessions)
      .set({ guestId: 'f'.repeat(32) })
      .where(eq(visitorSessions.id, id))
    const row = await findSessionByToken(token, after(1000), t.db)
    return row?.guestId === 'f'.repeat(32)
  }

  it(`${driver === 'pglite' ? 'answers from the process' : 'reads the database'} once a session is known`, async () => {
    const { token } = await createSession(t0, t.db)
    expect(await readsBehind(token)).toBe(driver === 'postgres')
  })

  it('shows the store’s own writes at once', async () => {
    const { token, row } = await createSession(t0, t.db)
    await findSessionByToken(token, after(1), t.db)
    await setSessionUser(row.id, 'u'.repeat(64), t.db)
    expect((await findSessionByToken(token, after(2), t.db))?.userId).toBe('u'.repeat(64))
    await setCheckoutGuest(row.id, true, t.db)
    expect((await findSessionByToken(token, after(3), t.db))?.checkoutGuest).toBe(true)
    expect(await touchSession(row.id, after(TOUCH_INTERVAL_MS), t.db)).not.toBeNull()
    expect((await findSessionByToken(token, after(TOUCH_INTERVAL_MS + 1), t.db))?.lastSeenAt).toEqual(
      after(TOUCH_INTERVAL_MS),
    )
    await deleteSession(row.id, t.db)
    expect(await findSessionByToken(token, after(4), t.db)).toBeNull()
  })

  it('forgets a purged session', async () => {
    const { token } = await createSession(t0, t.db)
    await findSessionByToken(token, after(1), t.db)
    await purgeExpiredSessions(after(90 * DAY + 1), t.db)
    await t.db.insert(visitorSessions).values({
      absoluteExpiresAt: after(200 * DAY),
      id: sessionIdFromToken(token),
      guestId: 'e'.repeat(32),
      createdAt: t0,
      lastSeenAt: t0,
      expiresAt: after(200 * DAY),
    })
    expect((await findSessionByToken(token, after(2), t.db))?.guestId).toBe('e'.repeat(32))
  })
})
