import { sql } from 'drizzle-orm'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { POST as recommendUser } from '@/app/api/reco/optimization/recommend/user/route'
import { GET as getListing } from '@/app/api/shop/listing/route'
import { GET as getRecommendations } from '@/app/api/shop/recommendations/route'
import { clientKey } from '@/lib/http/server/rate-limit'
import { RATE_LIMITS, recommendEnginePerIp } from '@/lib/http/server/rate-limits'
import { getConnection, getDb, setConnection, type DbConnection } from '@/lib/db'
import { useCatalogApiDb } from '@/tests/helpers/catalog-api'
import { testDrivers } from '@/tests/helpers/db'

// The market comes from the Host header (lib/routing/server/request-context.ts); no session is ever touched.
const request = vi.hoisted(() => ({ market: 'de-de' as string | null, cookieWrites: 0 }))
vi.mock('next/headers', () => ({
  headers: async () => new Headers(request.market ? { host: `${request.market}.localhost` } : {}),
  cookies: async () => ({ get: () => undefined, set: () => void request.cookieWrites++ }),
}))

const CONTRACT_BODY = {
  project_id: 'storefront',
  customer_ids: ['0123456789abcdef0123456789abcdef'],
  engine_id: 'de-de_listing_bestseller',
  anti: [],
  similarity: 0,
  anonymous: true,
  consider_known_items: true,
  fill_with_random: true,
  size: 12,
  item_id: null,
  catalogAttributesWhitelist: 'product_id',
  catalog_filter: [],
}

function post(body: unknown, headers: Record<string, string> = {}) {
  return recommendUser(
    new Request('http://localhost:3000/api/reco/optimization/recommend/user/', {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...headers },
      body: typeof body === 'string' ? body : JSON.stringify(body),
    }),
  )
}

const get = (search: string, cookie?: string) =>
  getRecommendations(
    new Request(`http://localhost:3000/api/shop/recommendations/${search}`, {
      headers: cookie ? { cookie } : {},
    }),
  )

/** A connection whose every statement fails: the database is down. */
function brokenConnection(): DbConnection {
  const fail = () => Promise.reject(new Error('database down'))
  // Not a thenable: `await getDb()` must hand the proxy over, not call its `then`.
  const db = new Proxy({}, { get: (_target, key) => (key === 'then' ? undefined : fail) })
  return { driver: 'pglite', db, client: null, close: async () => {} } as unknown as DbConnection
}

describe.each(testDrivers)('recommendation routes on %s (spec 02 §7)', (driver) => {
  useCatalogApiDb(driver)
  beforeEach(() => {
    request.market = 'de-de'
    request.cookieWrites = 0
  })
  afterEach(() => vi.restoreAllMocks())

  const bestsellers = async (size = 12) =>
    ((await (await post({ ...CONTRACT_BODY, size })).json()) as { data: { product_id: string }[] }).data.map(
      (e) => e.product_id,
    )

  describe('POST /api/reco/optimization/recommend/user/', () => {
    it('answers the contract: data with product_id, at most size, uncached, without a session', async () => {
      const response = await post(CONTRACT_BODY)
      expect(response.status).toBe(200)
      expect(response.headers.get('cache-control')).toBe('private, no-store')
      expect(response.headers.get('set-cookie')).toBeNull()
      const body = await response.json()
      expect(Object.keys(body)).toEqual(['data'])
      expect(body.data).toHaveLength(12)
      for (const entry of body.data) expect(entry).toEqual({ product_id: expect.stringMatching(/^\d+$/) })
      expect(request.cookieWrites).toBe(0)
    })

    it('serves other servers (no Origin) and takes numeric ids', async () => {
      const [first] = await bestsellers(1)
      const response = await post({ ...CONTRACT_BODY, size: 3, anti: [Number(first)], item_id: 999999999 })
      expect(response.status).toBe(200)
      const ids = (await response.json()).data.map((e: { product_id: string }) => e.product_id)
      expect(ids).toHaveLength(3)
      expect(ids).not.toContain(first)
    })

    it.each([
      ['a body that is not JSON', '{"project_id":', 'not valid JSON'],
      ['an empty body', '', 'body'],
      ['a missing engine_id', { ...CONTRACT_BODY, engine_id: undefined }, 'body.engine_id'],
      ['size 0', { ...CONTRACT_BODY, size: 0 }, 'body.size'],
      ['size 101', { ...CONTRACT_BODY, size: 101 }, 'body.size'],
      ['a fractional size', { ...CONTRACT_BODY, size: 1.5 }, 'body.size'],
      ['anti that is not a list', { ...CONTRACT_BODY, anti: '1,2' }, 'body.anti'],
      ['similarity above 1', { ...CONTRACT_BODY, similarity: 2 }, 'body.similarity'],
      ['fill_with_random as text', { ...CONTRACT_BODY, fill_with_random: 'true' }, 'body.fill_with_random'],
      ['a misspelt field', { ...CONTRACT_BODY, itemId: '100001' }, 'itemId'],
      [
        'a filter without a constraint',
        { ...CONTRACT_BODY, catalog_filter: [{ property: 'brand' }] },
        'body.catalog_filter.0.constraint',
      ],
      ['an unknown engine_id', { ...CONTRACT_BODY, engine_id: 'de-de_nothing' }, 'unknown engine_id'],
      [
        'an unsupported operator',
        {
          ...CONTRACT_BODY,
          catalog_filter: [
            { property: 'brand', constraint: { type: 'string', operator: 'like', operands: ['x'] } },
          ],
        },
        'unsupported operator',
      ],
      ['a list instead of an object', [CONTRACT_BODY], 'body'],
    ])('answers 400 for %s', async (_case, body, message) => {
      const response = await post(body)
      expect(response.status).toBe(400)
      expect(await response.json()).toMatchObject({ type: 'error', error: expect.stringContaining(message) })
    })

    it('refuses bodies over 64 KB with 413', async () => {
      const response = await post({ ...CONTRACT_BODY, project_id: 'x'.repeat(70_000) })
      expect(response.status).toBe(413)
    })

    it.each([
      ['a foreign Origin', { origin: 'https://elsewhere.example' }],
      ['Sec-Fetch-Site cross-site', { 'sec-fetch-site': 'cross-site', origin: 'https://elsewhere.example' }],
      ['Sec-Fetch-Site same-site (a sibling market)', { 'sec-fetch-site': 'same-site' }],
    ])('refuses a browser call from another site with 403 (issue 13 item 1): %s', async (_name, headers) => {
      expect((await post(CONTRACT_BODY, headers)).status).toBe(403)
    })

    it('takes a browser call of its own origin', async () => {
      const response = await post(CONTRACT_BODY, { origin: 'http://localhost:3000', host: 'localhost:3000' })
      expect(response.status).toBe(200)
    })

    it('answers 429 with Retry-After once one client address has spent its limit (issue 13 item 1)', async () => {
      const ip = { 'x-forwarded-for': '198.51.100.77' }
      const key = clientKey(new Request('http://localhost/', { headers: ip }))
      try {
        await recommendEnginePerIp.consume(key, RATE_LIMITS.recommendEnginePerIp.points - 1)
        expect((await post(CONTRACT_BODY, ip)).status).toBe(200)
        const refused = await post(CONTRACT_BODY, ip)
        expect(refused.status).toBe(429)
        expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1)
      } finally {
        await recommendEnginePerIp.reset(key)
      }
    })
  })

  describe('GET /api/shop/recommendations/', () => {
    it('answers cards of the ids in their order, skipping unknown, inactive and unbuyable ones', async () => {
      const [a, b, c] = await bestsellers(3)
      const db = await getDb()
      await db.execute(sql`update products set is_active = false where id = ${Number(c)}`)
      const [unbuyable] = (
        (await db.execute(
          sql`select p.id from products p where not exists
            (select 1 from variants v where v.product_id = p.id and v.bvc in (1, 2)) limit 1`,
        )) as unknown as { rows: { id: number }[] }
      ).rows
      try {
        const response = await get(
          `?locale=de&referenceKeys=${b},999999999,${a},${c},${unbuyable?.id ?? b},${b}`,
        )
        expect(response.status).toBe(200)
        expect(response.headers.get('cache-control')).toBe('public, s-maxage=60, stale-while-revalidate=300')
        const products = await response.json()
        expect(products.map((p: { id: number }) => String(p.id))).toEqual([b, a])
        // The card shape of the listing API (spec 02 §3 listing product).
        const listing = await (
          await getListing(new Request('http://localhost/api/shop/listing/?locale=de&category=kueche'))
        ).json()
        expect(Object.keys(products[0]).sort()).toEqual(Object.keys(listing.products[0]).sort())
        expect(products[0].priceRange.min.currencyCode).toBe('EUR')
      } finally {
        await db.execute(sql`update products set is_active = true where id = ${Number(c)}`)
      }
    })

    it('prices in the market currency and names in the locale; an empty list answers []', async () => {
      const [a] = await bestsellers(1)
      request.market = 'fr-ch'
      const [product] = await (await get(`?locale=fr&referenceKeys=${a}`)).json()
      expect(product.priceRange.min.currencyCode).toBe('CHF')
      expect(await (await get('?locale=fr&referenceKeys=')).json()).toEqual([])
    })

    it.each([
      ['', 'query.locale'],
      ['?referenceKeys=100001', 'query.locale'],
      ['?locale=en&referenceKeys=100001', 'query.locale'],
      ['?locale=de', 'query.referenceKeys'],
      ['?locale=de&referenceKeys=100001,abc', 'query.referenceKeys'],
      ['?locale=de&referenceKeys=100001,0', 'query.referenceKeys'],
      [
        `?locale=de&referenceKeys=${Array.from({ length: 101 }, (_, i) => 100001 + i).join(',')}`,
        'query.referenceKeys',
      ],
      ['?locale=de&referenceKeys=100001&referenceKeys=100002', 'query.referenceKeys'],
      ['?locale=de&referenceKeys=100001&slot=basket', 'query.referenceKeys'],
      ['?locale=de&referenceKeys=100001&itemId=100002', 'query.itemId'],
      ['?locale=de&slot=homepage', 'query.slot'],
      ['?locale=de&slot=pds_alternatives&itemId=abc', 'query.itemId'],
    ])('answers 400 naming the parameter for %s', async (search, field) => {
      const response = await get(search)
      expect(response.status).toBe(400)
      const body = await response.json()
      expect(body.fields).toEqual(
        expect.arrayContaining([expect.objectContaining({ field: expect.stringContaining(field) })]),
      )
    })

    it('runs a whole slot: last seen from the cookie in order, without the page product, uncached', async () => {
      const [a, b, c] = await bestsellers(3)
      const response = await get(
        `?locale=de&slot=pds_last_seen&itemId=${b}`,
        `sid=x; lastSeen=${c}.${b}.${a}; other=1`,
      )
      expect(response.status).toBe(200)
      expect(response.headers.get('cache-control')).toBe('private, no-store')
      expect((await response.json()).map((p: { id: number }) => String(p.id))).toEqual([c, a])
      // No cookie: nothing seen, and last-seen slots are never filled with random products.
      expect(await (await get('?locale=de&slot=listing_last_seen')).json()).toEqual([])
      expect(request.cookieWrites).toBe(0)
    })

    it('runs item slots and bestsellers with the slot size of 12', async () => {
      const [a] = await bestsellers(1)
      const alternatives = await (await get(`?locale=de&slot=pds_alternatives&itemId=${a}`)).json()
      expect(alternatives.length).toBe(12)
      expect(alternatives.map((p: { id: number }) => String(p.id))).not.toContain(a)
      expect(await (await get('?locale=de&slot=listing_bestseller')).json()).toHaveLength(12)
    })

    it('answers [] with 200, uncached, when anything fails after validation', async () => {
      const errors = vi.spyOn(console, 'error').mockImplementation(() => {})
      const real = await getConnection()
      setConnection(brokenConnection())
      try {
        for (const search of [
          '?locale=de&referenceKeys=100001,100002',
          '?locale=de&slot=basket&itemId=100001',
        ]) {
          const response = await get(search)
          expect(response.status).toBe(200)
          expect(response.headers.get('cache-control')).toBe('private, no-store')
          expect(await response.json()).toEqual([])
        }
      } finally {
        setConnection(real)
      }
      expect(errors).toHaveBeenCalled()
    })
  })
})
