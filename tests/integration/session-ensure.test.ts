import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { eq, sql } from 'drizzle-orm'
import { setConnection } from '@/lib/db'
import { visitorSessions } from '@/lib/db/schema'
import { ensureVisitorSession, getVisitorSession } from '@/lib/session/server'
import type { SessionCookie } from '@/lib/session/rules/cookie'
import { forgetCachedSessions } from '@/lib/session/server/store'
import { newSessionToken, sessionIdFromToken } from '@/lib/session/server/token'
import { createTestDb, testDrivers, type TestDb } from '@/tests/helpers/db'

// The client address new sessions are counted under (issue 13 item 4); these tests stay far below it.
const CLIENT = '203.0.113.7'

// next/headers outside a request: a cookie jar and request headers the test controls.
const request = vi.hoisted(() => ({
  cookies: new Map<string, string>(),
  set: [] as SessionCookie[],
  headers: new Headers(),
}))
vi.mock('next/headers', () => ({
  cookies: async () => ({
    get: (name: string) =>
      request.cookies.has(name) ? { name, value: request.cookies.get(name) } : undefined,
    set: (cookie: SessionCookie) => {
      request.set.push(cookie)
      request.cookies.set(cookie.name, cookie.value)
    },
  }),
  headers: async () => request.headers,
}))

describe.each(testDrivers)(
  'visitor session on %s (spec 02 §3, §6: every visitor has a server-side session)',
  (driver) => {
    let t: TestDb
    beforeAll(async () => {
      t = await createTestDb(driver)
      setConnection(t.connection)
    })
    afterAll(async () => {
      setConnection(null)
      await t?.close()
    })
    beforeEach(() => {
      request.cookies.clear()
      request.set.length = 0
      request.headers = new Headers()
    })
    afterEach(() => vi.unstubAllEnvs())

    const sessionCount = async () =>
      (await t.db.select({ n: sql<number>`count(*)::int` }).from(visitorSessions))[0]?.n ?? 0

    it('creates a guest session and sets an HttpOnly, Lax cookie for a first visit', async () => {
      const session = await ensureVisitorSession(CLIENT)
      expect(session).toMatchObject({ userId: null, loggedIn: false, checkoutGuest: false })
      expect(session.guestId).toMatch(/^[0-9a-f]{32}$/)
      expect(request.set).toHaveLength(1)
      const cookie = request.set[0]!
      expect(cookie).toMatchObject({
        name: 'sid',
        httpOnly: true,
        sameSite: 'lax',
        path: '/',
        secure: false,
        maxAge: 2_592_000,
      })
      expect(cookie.value).toMatch(/^[A-Za-z0-9_-]{43}$/)
      expect(session.id).toBe(sessionIdFromToken(cookie.value))
    })

    it('finds the same session again by its cookie without re-setting it within a minute', async () => {
      const first = await ensureVisitorSession(CLIENT)
      request.set.length = 0
      expect(await ensureVisitorSession(CLIENT)).toEqual(first)
      expect(await getVisitorSession()).toEqual(first)
      expect(request.set).toHaveLength(0)
    })

    it('never adopts a token the client made up: it gets a new session and cookie', async () => {
      const invented = newSessionToken()
      request.cookies.set('sid', invented)
      const before = await sessionCount()
      const session = await ensureVisitorSession(CLIENT)
      expect(request.set[0]?.value).not.toBe(invented)
      expect(session.id).not.toBe(sessionIdFromToken(invented))
      expect(await sessionCount()).toBe(before + 1)
      expect(
        await t.db
          .select()
          .from(visitorSessions)
          .where(eq(visitorSessions.id, sessionIdFromToken(invented))),
      ).toEqual([])
    })

    it.each([['garbage'], ['a'.repeat(500)], ["' or 1=1 --"]])(
      'answers a malformed cookie (%s) with a new session',
      async (value) => {
        request.cookies.set('sid', value)
        expect(await getVisitorSession()).toBeNull()
        await ensureVisitorSession(CLIENT)
        expect(request.set[0]?.value).toMatch(/^[A-Za-z0-9_-]{43}$/)
      },
    )

    it('treats an expired session as unknown', async () => {
      const old = await ensureVisitorSession(CLIENT)
      await t.db
        .update(visitorSessions)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(eq(visitorSessions.id, old.id))
      forgetCachedSessions(t.db)
      expect(await getVisitorSession()).toBeNull()
      const renewed = await ensureVisitorSession(CLIENT)
      expect(renewed.id).not.toBe(old.id)
      expect(renewed.guestId).not.toBe(old.guestId)
    })

    it('renews the cookie together with last_seen_at once a minute has passed', async () => {
      const session = await ensureVisitorSession(CLIENT)
      const token = request.set[0]!.value
      const twoMinutesAgo = new Date(Date.now() - 120_000)
      await t.db
        .update(visitorSessions)
        .set({ lastSeenAt: twoMinutesAgo })
        .where(eq(visitorSessions.id, session.id))
      forgetCachedSessions(t.db)
      request.set.length = 0
      await ensureVisitorSession(CLIENT)
      expect(request.set).toEqual([expect.objectContaining({ value: token, maxAge: 2_592_000 })])
      const [row] = await t.db.select().from(visitorSessions).where(eq(visitorSessions.id, session.id))
      expect(row!.lastSeenAt.getTime()).toBeGreaterThan(twoMinutesAgo.getTime())
    })

    it('getVisitorSession only reads: no cookie, no session, nothing written', async () => {
      const before = await sessionCount()
      expect(await getVisitorSession()).toBeNull()
      expect(request.set).toHaveLength(0)
      expect(await sessionCount()).toBe(before)
    })

    it.each([
      ['production behind https', 'production', 'https', 'www.example.de', true],
      ['production on plain http to a public host', 'production', 'http', 'www.example.de', true],
      [
        'production on plain http to localhost (npm start, the e2e server)',
        'production',
        'http',
        'de-ch.localhost:3100',
        false,
      ],
      ['development', 'development', 'https', 'www.example.de', false],
    ])('Secure or not: %s', async (_label, nodeEnv, proto, host, secure) => {
      vi.stubEnv('NODE_ENV', nodeEnv)
      request.headers = new Headers({ 'x-forwarded-proto': proto, host })
      await ensureVisitorSession(CLIENT)
      expect(request.set[0]?.secure).toBe(secure)
    })
  },
)
