/**
 * Issue 13 item 5: NUL characters, lone surrogates and JSON nested 5,000 deep used to reach PostgreSQL or
 * JSON.stringify and answer 500 (31 cases). Each call of the audit answers 400 now, on PGlite and
 * PostgreSQL, and changes nothing; the database's own refusal of bad data is a 400 too.
 */
import { sql } from 'drizzle-orm'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { POST as addItem } from '@/app/api/shop/basket/addItem/route'
import { POST as updateItem } from '@/app/api/shop/basket/updateItem/route'
import { POST as recommendUser } from '@/app/api/reco/optimization/recommend/user/route'
import { GET as getRecommendations } from '@/app/api/shop/recommendations/route'
import { POST as reserve } from '@/app/api/shop/stores/reserve/route'
import { getDb } from '@/lib/db'
import { anonymousMutation } from '@/lib/http/server'
import { apiRequest, basketSnapshot, json } from '@/tests/helpers/basket-api'
import { useBasketDb } from '@/tests/helpers/basket-db'
import { newVisitor, type Visitor } from '@/tests/helpers/basket-visitors'
import { testDrivers } from '@/tests/helpers/db'
import { contractRequest } from './recommendations-fixtures'
import { reservationCount, stockedVariant } from './stores-helpers'

const scope = vi.hoisted(() => ({ cookies: new Map<string, string>(), market: 'de-de' as string | null }))
vi.mock('next/headers', async () =>
  (await import('@/tests/helpers/next-headers-fake')).fakeNextHeaders(scope),
)

const NUL = 'a\u0000b'
const LONE = 'a\uD800b'
/** `{"a":{"a":…}}` 5,000 deep, as text: the parser must not be the one to fail. */
const DEEP = `${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}`

/** A JSON body with `value` at the place of the `"@@"` marker (raw text, so a deep value stays raw). */
const bodyWith = (template: object, value: string) =>
  JSON.stringify(template).replace('"@@"', value.startsWith('{') ? value : JSON.stringify(value))

const post = (handler: (r: Request) => Promise<Response>, path: string, rawBody: string) =>
  handler(apiRequest('POST', path, { rawBody }))

const ODD: [string, string][] = [
  ['a NUL character', NUL],
  ['a lone surrogate', LONE],
  ['JSON nested 5,000 deep', DEEP],
]

// The engine route's contract body; the odd value goes into a catalog filter.
const CONTRACT_BODY = contractRequest({ engine_id: 'de-de_listing_bestseller', size: 3 })

describe.each(testDrivers)('odd text answers 400 on %s (issue 13 item 5)', (driver) => {
  const t = useBasketDb(driver)
  let me: Visitor
  beforeEach(async () => {
    scope.market = 'de-de'
    me = await newVisitor(scope)
  })

  describe.each(ODD)('%s', (_name, odd) => {
    it('addItem: in displayData, nothing stored', async () => {
      const v = t.picks.plain[0]!
      const before = await basketSnapshot(t.db, me.basketKey())
      const response = await post(
        addItem,
        '/api/shop/basket/addItem/',
        bodyWith(
          { basketKey: me.basketKey(), variantId: v.id, quantity: 1, displayData: { note: '@@' } },
          odd,
        ),
      )
      expect(response.status).toBe(400)
      expect(await basketSnapshot(t.db, me.basketKey())).toEqual(before)
    })

    it('addItem: in an engraving text (customData)', async () => {
      const v = t.picks.plain[0]!
      const response = await post(
        addItem,
        '/api/shop/basket/addItem/',
        bodyWith({ basketKey: me.basketKey(), variantId: v.id, quantity: 1, options: { text: '@@' } }, odd),
      )
      expect(response.status).toBe(400)
    })

    it('updateItem: in displayData', async () => {
      const v = t.picks.plain[1]!
      const added = await json(
        await addItem(
          apiRequest('POST', '/api/shop/basket/addItem/', {
            body: { basketKey: me.basketKey(), variantId: v.id, quantity: 1 },
          }),
        ),
      )
      const itemKey = added.basket.items[0].key
      const response = await post(
        updateItem,
        '/api/shop/basket/updateItem/',
        bodyWith({ basketKey: me.basketKey(), itemKey, quantity: 2, displayData: { note: '@@' } }, odd),
      )
      expect(response.status).toBe(400)
    })

    it('stores reserve: in the name, nothing reserved', async () => {
      const { variantId } = await stockedVariant(t.db, 101)
      const count = await reservationCount(t.db)
      const response = await post(
        reserve,
        '/api/shop/stores/reserve/',
        bodyWith(
          { storeId: 101, items: [{ variantId, quantity: 1 }], name: '@@', email: 'a@b.de', locale: 'de' },
          odd,
        ),
      )
      expect(response.status).toBe(400)
      expect(await reservationCount(t.db)).toBe(count)
    })

    it('the recommendation engine: in a catalog filter operand', async () => {
      const filter = { property: 'brand', constraint: { type: 'string', operator: 'IN', operands: ['@@'] } }
      const response = await post(
        recommendUser,
        '/api/reco/optimization/recommend/user/',
        bodyWith({ ...CONTRACT_BODY, catalog_filter: [filter] }, odd),
      )
      expect(response.status).toBe(400)
    })
  })

  it.each([
    ['NUL', '%00'],
    ['an invalid escape', '%ED%A0%80'],
  ])('the recommendations list: %s in referenceKeys is a 400', async (_name, escape) => {
    const response = await getRecommendations(
      apiRequest('GET', `/api/shop/recommendations/?locale=de&referenceKeys=100001${escape}`),
    )
    expect(response.status).toBe(400)
  })

  describe('the database refusing bad data (the shared error path)', () => {
    const probe = anonymousMutation({}, async ({ request }) => {
      const value = new URL(request.url).searchParams.get('v')
      const db = await getDb()
      if (value === 'cast') await db.execute(sql`select ${'not a number'}::int`)
      if (value === 'zero') await db.execute(sql`select 1 / ${'0'}::int`)
      if (value === 'range') await db.execute(sql`select ${'99999'}::smallint * 1000`)
      if (value === 'missing')
        await db.execute(sql`select * from no_such_table where email = ${'anna@example.com'}`)
      return { ok: true }
    })
    const call = (v: string) => probe(apiRequest('POST', `/api/probe/?v=${v}`, { body: {} }))

    it.each(['cast', 'zero', 'range'])('a data exception (class 22) of %s answers 400', async (v) => {
      expect((await call(v)).status).toBe(400)
    })

    it('another database error stays a 500, logged with its code and without the value (issue 13 item 6)', async () => {
      const log = vi.spyOn(console, 'error').mockImplementation(() => undefined)
      try {
        const response = await call('missing')
        expect(response.status).toBe(500)
        const output = log.mock.calls.flat().map(String).join('\n')
        expect(output).toContain('42P01')
        expect(output).not.toContain('anna@example.com')
      } finally {
        log.mockRestore()
      }
    })
  })
})
