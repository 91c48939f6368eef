import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { sql } from 'drizzle-orm'
import { GET } from '@/app/api/user/route'
import { setConnection } from '@/lib/db'
import { visitorSessions } from '@/lib/db/schema'
import { setSessionUser } from '@/lib/session/server/store'
import { sessionIdFromToken } from '@/lib/session/server/token'
import { createTestDb, testDrivers, type TestDb } from '@/tests/helpers/db'

const scope = vi.hoisted(() => ({ cookies: new Map<string, string>(), market: null }))
vi.mock('next/headers', async () =>
  (await import('@/tests/helpers/next-headers-fake')).fakeNextHeaders(scope),
)
const jar = scope.cookies

const call = (search: string) => GET(new Request(`http://localhost:3000/api/user/${search}`))

describe.each(testDrivers)('GET /api/user/ on %s (spec 02 §7: loads the user)', (driver) => {
  let t: TestDb
  beforeAll(async () => {
    t = await createTestDb(driver)
    setConnection(t.connection)
  })
  afterAll(async () => {
    setConnection(null)
    await t?.close()
  })
  beforeEach(() => jar.clear())

  it('answers a first visitor as a guest of spec 02 §3, privately and uncached', async () => {
    const response = await call('?locale=de')
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    const user = await response.json()
    expect(user).toEqual({
      id: expect.stringMatching(/^[0-9a-f]{32}$/),
      firstName: null,
      lastName: null,
      gender: null,
      email: null,
      phone: null,
      birthDate: null,
      customerNo: null,
      loggedIn: false,
      isGuestCustomer: false,
      registered: false,
    })
    expect(jar.get('sid')).toBeDefined()
  })

  it('keeps the same guest id across calls with the session cookie', async () => {
    const first = (await (await call('?locale=fr')).json()) as { id: string }
    const second = (await (await call('?locale=nl')).json()) as { id: string }
    expect(second.id).toBe(first.id)
  })

  it('answers the 64-character account id once the session is logged in', async () => {
    await call('?locale=de')
    const account = 'd'.repeat(64)
    await setSessionUser(sessionIdFromToken(jar.get('sid')!), account, t.db)
    expect(await (await call('?locale=de')).json()).toMatchObject({ id: account, loggedIn: true })
  })

  it.each([['?locale=en'], ['?locale='], ['']])(
    'answers 400 for locale %j and creates no session',
    async (search) => {
      const count = async () =>
        (await t.db.select({ n: sql<number>`count(*)::int` }).from(visitorSessions))[0]?.n
      const before = await count()
      const response = await call(search)
      expect(response.status).toBe(400)
      expect(await response.json()).toMatchObject({
        type: 'error',
        fields: [expect.objectContaining({ field: 'query.locale' })],
      })
      expect(await count()).toBe(before)
      expect(jar.has('sid')).toBe(false)
    },
  )
})
