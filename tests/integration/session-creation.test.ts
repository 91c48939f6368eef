/**
 * Who may create a visitor session (issue 13 item 4: one client created 2,121 sessions in 10 s): new
 * sessions are counted per client address (429 with Retry-After past the limit, another address is
 * unaffected), and a GET that only reads never creates one nor sets a cookie.
 */
import { sql } from 'drizzle-orm'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { GET as getBasketRoute } from '@/app/api/shop/basket/get/[basketKey]/route'
import { POST as addItemRoute } from '@/app/api/shop/basket/addItem/route'
import { GET as getWishlistRoute } from '@/app/api/shop/wishlist/get/[wishlistKey]/route'
import { GET as validateRoute } from '@/app/api/user/auth/validate/route'
import { GET as addressesRoute } from '@/app/api/user/addresses/route'
import { GET as ordersRoute } from '@/app/api/user/orders/route'
import { GET as userRoute } from '@/app/api/user/route'
import { visitorSessions } from '@/lib/db/schema'
import { RATE_LIMITS } from '@/lib/http/server/rate-limits'
import { apiRequest, routeParams } from '@/tests/helpers/basket-api'
import { useBasketDb } from '@/tests/helpers/basket-db'
import { testDrivers } from '@/tests/helpers/db'

const scope = vi.hoisted(() => ({ cookies: new Map<string, string>(), market: 'de-de' as string | null }))
vi.mock('next/headers', async () =>
  (await import('@/tests/helpers/next-headers-fake')).fakeNextHeaders(scope),
)

const from = (address: string) => ({ headers: { 'x-forwarded-for': address } })
const firstVisit = (address: string) => {
  scope.cookies = new Map()
  return userRoute(apiRequest('GET', '/api/user/?locale=de', from(address)))
}
// A guest id of a visitor this test never was: a well-formed key of shop 1 (de-de).
const STRANGER = 'a'.repeat(32)

describe.each(testDrivers)('session creation on %s (issue 13 item 4)', (driver) => {
  const t = useBasketDb(driver)
  const sessionCount = async () =>
    (await t.db.select({ n: sql<number>`count(*)::int` }).from(visitorSessions))[0]?.n ?? 0
  beforeEach(() => {
    scope.market = 'de-de'
    scope.cookies = new Map()
  })

  it('answers the N+1th new session from one address 429 with Retry-After; another address is unaffected', async () => {
    const { points, durationSeconds } = RATE_LIMITS.sessionCreatePerIp
    const before = await sessionCount()
    for (let i = 0; i < points; i++) expect((await firstVisit('198.51.100.20')).status).toBe(200)
    expect(await sessionCount()).toBe(before + points)

    const refused = await firstVisit('198.51.100.20')
    expect(refused.status).toBe(429)
    const retryAfter = Number(refused.headers.get('retry-after'))
    expect(retryAfter).toBeGreaterThan(0)
    expect(retryAfter).toBeLessThanOrEqual(durationSeconds)
    expect(scope.cookies.size).toBe(0)
    // A write from that address cannot make one either.
    scope.cookies = new Map()
    const add = await addItemRoute(
      apiRequest('POST', '/api/shop/basket/addItem/', {
        ...from('198.51.100.20'),
        body: { basketKey: `basket_1_${STRANGER}`, variantId: t.picks.plain[0]!.id, quantity: 1 },
      }),
    )
    expect(add.status).toBe(429)
    expect(await sessionCount()).toBe(before + points)

    expect((await firstVisit('198.51.100.21')).status).toBe(200)
    expect(await sessionCount()).toBe(before + points + 1)
  })

  it('lets a visitor with a live session through from a spent address: only new sessions count', async () => {
    const { points } = RATE_LIMITS.sessionCreatePerIp
    expect((await firstVisit('198.51.100.30')).status).toBe(200)
    const jar = scope.cookies
    for (let i = 1; i < points; i++) await firstVisit('198.51.100.30')
    expect((await firstVisit('198.51.100.30')).status).toBe(429)
    scope.cookies = jar
    expect((await userRoute(apiRequest('GET', '/api/user/?locale=de', from('198.51.100.30')))).status).toBe(
      200,
    )
  })

  describe('a GET for a visitor without a session creates none and sets no cookie', () => {
    it.each([
      [
        'basket get: an empty basket under the key asked for',
        () =>
          getBasketRoute(
            apiRequest('GET', `/api/shop/basket/get/basket_1_${STRANGER}/`),
            routeParams({ basketKey: `basket_1_${STRANGER}` }),
          ),
        200,
        { type: 'success', statusCode: 200, basket: { key: `basket_1_${STRANGER}`, items: [], count: 0 } },
      ],
      [
        'wishlist get: an empty wishlist',
        () =>
          getWishlistRoute(
            apiRequest('GET', `/api/shop/wishlist/get/wishlist_1_${STRANGER}/`),
            routeParams({ wishlistKey: `wishlist_1_${STRANGER}` }),
          ),
        200,
        { key: `wishlist_1_${STRANGER}`, items: [], count: 0 },
      ],
      [
        'basket get with a key of another shop: 403 as with a session',
        () =>
          getBasketRoute(
            apiRequest('GET', `/api/shop/basket/get/basket_2_${STRANGER}/`),
            routeParams({ basketKey: `basket_2_${STRANGER}` }),
          ),
        403,
        { type: 'error' },
      ],
      [
        'auth validate: not valid',
        () => validateRoute(apiRequest('GET', '/api/user/auth/validate/')),
        200,
        { valid: false },
      ],
      ['orders: 401', () => ordersRoute(apiRequest('GET', '/api/user/orders/')), 401, { type: 'error' }],
      [
        'addresses: 401',
        () => addressesRoute(apiRequest('GET', '/api/user/addresses/')),
        401,
        { type: 'error' },
      ],
    ])('%s', async (_label, call, status, body) => {
      const before = await sessionCount()
      const response = await call()
      expect(response.status).toBe(status)
      expect(await response.json()).toMatchObject(body)
      expect(scope.cookies.size).toBe(0)
      expect(await sessionCount()).toBe(before)
    })

    it('never reads the stored list of a key it was given (a dead guest’s basket stays unseen)', async () => {
      // A visitor adds to its basket; without its cookie, the same key answers empty.
      expect((await firstVisit('198.51.100.40')).status).toBe(200)
      const { id } = (await (await userRoute(apiRequest('GET', '/api/user/?locale=de'))).json()) as {
        id: string
      }
      const key = `basket_1_${id}`
      const variantId = t.picks.plain[0]!.id
      const added = await addItemRoute(
        apiRequest('POST', '/api/shop/basket/addItem/', { body: { basketKey: key, variantId, quantity: 1 } }),
      )
      expect(added.status).toBe(201)
      scope.cookies = new Map()
      const response = await getBasketRoute(
        apiRequest('GET', `/api/shop/basket/get/${key}/`),
        routeParams({ basketKey: key }),
      )
      expect(await response.json()).toMatchObject({ basket: { key, items: [], count: 0 } })
    })
  })
})
