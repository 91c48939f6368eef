import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { GET } from '@/app/api/shop/stores/route'
import { POST } from '@/app/api/shop/stores/reserve/route'
import { markAddressConfirmed } from '@/lib/confirmations/server/addresses'
import { setConnection } from '@/lib/db'
import { apiRequest, json } from '@/tests/helpers/basket-api'
import { createTestDb, testDrivers, type TestDb } from '@/tests/helpers/db'
import { reservationCount, setShelf, shelf, stockedVariant } from './stores-helpers'

const scope = vi.hoisted(() => ({ cookies: new Map<string, string>(), market: 'de-de' as string | null }))
vi.mock('next/headers', async () =>
  (await import('@/tests/helpers/next-headers-fake')).fakeNextHeaders(scope),
)

const list = (search: string) => GET(apiRequest('GET', `/api/shop/stores/${search}`))
const reserve = (body: unknown, headers?: Record<string, string | null>) =>
  POST(apiRequest('POST', '/api/shop/stores/reserve/', { body, headers }))
const body = (storeId: number, variantId: number, quantity = 1) => ({
  storeId,
  items: [{ variantId, quantity }],
  name: 'Anna Beispiel',
  email: 'Anna@Example.DE',
  locale: 'de',
})

// The click and reserve calls, from the product page and from the basket.
describe.each(testDrivers)('GET /api/shop/stores/ and POST /reserve/ on %s', (driver) => {
  let t: TestDb
  beforeAll(async () => {
    t = await createTestDb(driver)
    setConnection(t.connection)
  }, 60_000)
  afterAll(async () => {
    setConnection(null)
    await t?.close()
  })
  beforeEach(() => {
    scope.market = 'de-de'
    scope.cookies.clear()
  })

  it('lists the branches of the market with their stock, briefly cacheable', async () => {
    const { variantId, quantity } = await stockedVariant(t.db, 101)
    const response = await list(`?locale=de&variantIds=${variantId}`)
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toMatch(/^public, s-maxage=15/)
    const stores = await json(response)
    expect(stores).toHaveLength(5)
    expect(stores.find((s: { id: number }) => s.id === 101).stock).toEqual({ [variantId]: quantity })
  })

  it('answers 400 naming bad parameters, 422 where the market has no click and reserve', async () => {
    const bad = await list('?locale=en&variantIds=1,x')
    expect(bad.status).toBe(400)
    expect((await json(bad)).fields.map((f: { field: string }) => f.field).sort()).toEqual([
      'query.locale',
      'query.variantIds',
    ])
    scope.market = 'de-ch'
    const closed = await list('?locale=de&variantIds=1')
    expect(closed.status).toBe(422)
    expect((await json(closed)).error).toMatch(/not offered in market de-ch/)
  })

  it('reserves for a confirmed address, lowercasing the email, and answers the store address', async () => {
    const { variantId, quantity } = await stockedVariant(t.db, 103)
    // Issue 13 item 4: an unconfirmed address first gets a confirmation link (address-confirmation-api.test.ts).
    await markAddressConfirmed(t.db, 1, 'anna@example.de')
    const response = await reserve(body(103, variantId))
    expect(response.status).toBe(200)
    expect(await json(response)).toMatchObject({
      type: 'success',
      store: { id: 103, street: 'Färbergasse 21', postalCode: '80331', city: 'München' },
    })
    expect(await shelf(t.db, 103, variantId)).toBe(quantity - 1)
  })

  it('refuses cross-site (403), bad input (400), unknown store (404), too few pieces (409), closed market (422)', async () => {
    const { variantId } = await stockedVariant(t.db, 102)
    await setShelf(t.db, 102, variantId, 1)
    const before = await reservationCount(t.db)
    const crossSite = await reserve(body(102, variantId), { 'sec-fetch-site': 'cross-site' })
    expect(crossSite.status).toBe(403)
    const invalid = await reserve({ ...body(102, variantId), email: 'anna@', items: [] })
    expect(invalid.status).toBe(400)
    expect((await json(invalid)).fields.map((f: { field: string }) => f.field).sort()).toEqual([
      'body.email',
      'body.items',
    ])
    expect((await reserve(body(999, variantId))).status).toBe(404)
    const tooMany = await reserve(body(102, variantId, 2))
    expect(tooMany.status).toBe(409)
    expect((await json(tooMany)).error).toMatch(/not enough stock/)
    scope.market = 'de-at'
    expect((await reserve(body(102, variantId))).status).toBe(404)
    scope.market = 'fr-fr'
    expect((await reserve(body(102, variantId))).status).toBe(422)
    expect(await shelf(t.db, 102, variantId)).toBe(1)
    expect(await reservationCount(t.db)).toBe(before)
  })
})
