// The consent log of spec 02 §7: POST /api/rum/consent/ stores proof of each decision, GET
// /api/rum/is_internal/ tells the shop's own networks; the consent texts come from the layout data (§3).
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { eq } from 'drizzle-orm'
import { GET as consentTexts } from '@/app/api/consent/texts/route'
import { POST } from '@/app/api/rum/consent/route'
import { GET as isInternalRoute } from '@/app/api/rum/is_internal/route'
import { purgeOldConsentRecords } from '@/lib/consent/server/log'
import { setConnection } from '@/lib/db'
import { consentLog } from '@/lib/db/schema'
import { RATE_LIMITS } from '@/lib/http/server/rate-limits'
import { apiRequest, json } from '@/tests/helpers/basket-api'
import { createTestDb, testDrivers, type TestDb } from '@/tests/helpers/db'

const scope = vi.hoisted(() => ({ cookies: new Map<string, string>(), market: 'de-de' as string | null }))
vi.mock('next/headers', async () =>
  (await import('@/tests/helpers/next-headers-fake')).fakeNextHeaders(scope),
)
vi.hoisted(() => {
  process.env.INTERNAL_NETWORKS = '203.0.113.0/24, 192.0.2.7'
})

let client = 0
const nextClient = () => `198.51.100.${++client}`
const record = (over: Record<string, unknown> = {}) => ({
  consentId: 'c0ffee00-1234-4abc-8def-000000000001',
  action: 'selection',
  shopId: 1,
  href: 'http://localhost:3000/de/p/kissen-123/?utm_source=mail&email=a@b.de#denyConsent',
  version: 2,
  consents: { session: true, analytics: true, sovendus: false },
  ...over,
})
const send = (body: unknown, { ip = nextClient(), headers = {} as Record<string, string | null> } = {}) =>
  POST(apiRequest('POST', '/api/rum/consent/', { body, headers: { 'x-forwarded-for': ip, ...headers } }))

describe.each(testDrivers)('consent log on %s', (driver) => {
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

  it('stores a decision with the page path only, and creates no session', async () => {
    const response = await send(record())
    expect(response.status).toBe(204)
    expect(response.headers.get('set-cookie')).toBeNull()
    expect(scope.cookies.size).toBe(0)
    const [row] = await t.db.select().from(consentLog).where(eq(consentLog.consentId, record().consentId))
    expect(row).toMatchObject({
      shopId: 1,
      action: 'selection',
      version: 2,
      path: '/de/p/kissen-123/',
      consents: { session: true, analytics: true, sovendus: false },
      internal: false,
    })
  })

  it('marks a decision from an internal network', async () => {
    await send(record({ consentId: 'internal-0001' }), { ip: '203.0.113.50' })
    const [row] = await t.db.select().from(consentLog).where(eq(consentLog.consentId, 'internal-0001'))
    expect(row?.internal).toBe(true)
  })

  it.each([
    ['an unknown action', { action: 'acceptSome' }, 'body.action'],
    ['another market’s shop id', { shopId: 2 }, 'body.shopId'],
    ['no version', { version: undefined }, 'body.version'],
    ['a javascript address', { href: 'javascript:alert(1)' }, 'body.href'],
    ['a status that is not a boolean', { consents: { analytics: 'yes' } }, 'body.consents.analytics'],
    ['a bad consent id', { consentId: '<script>' }, 'body.consentId'],
  ])('refuses %s with 400 naming the field', async (_name, over, field) => {
    const response = await send(record(over))
    expect(response.status).toBe(400)
    expect(JSON.stringify(await json(response))).toContain(field)
  })

  it('refuses a cross-site call with 403', async () => {
    const response = await send(record(), {
      headers: { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' },
    })
    expect(response.status).toBe(403)
  })

  it('answers 429 once one address has logged too often', async () => {
    const ip = '198.51.100.250'
    for (let i = 0; i < RATE_LIMITS.consentLogPerIp.points; i++)
      expect((await send(record({ consentId: `limit-${i}-abcdef` }), { ip })).status).toBe(204)
    const refused = await send(record(), { ip })
    expect(refused.status).toBe(429)
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/)
  })

  it('deletes records older than three years, keeps younger ones', async () => {
    await send(record({ consentId: 'old-record-0001' }))
    const now = new Date(Date.now() + 3 * 365 * 86_400_000 + 60_000)
    expect(await purgeOldConsentRecords(t.db, now)).toBeGreaterThan(0)
    expect(await t.db.select().from(consentLog)).toHaveLength(0)
  })

  it('GET is_internal tells the shop’s own networks', async () => {
    const ask = async (ip: string) =>
      json(
        await isInternalRoute(
          apiRequest('GET', '/api/rum/is_internal/', { headers: { 'x-forwarded-for': ip } }),
        ),
      )
    expect(await ask('203.0.113.9')).toEqual({ internal: true })
    expect(await ask('192.0.2.7')).toEqual({ internal: true })
    expect(await ask('192.0.2.8')).toEqual({ internal: false })
  })
})

describe('GET /api/consent/texts/ (spec 02 §3 consent texts from the layout data)', () => {
  it('gives the categories and services in the asked language, shared-cacheable, no cookie', async () => {
    const response = await consentTexts(apiRequest('GET', '/api/consent/texts/?locale=de'))
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toContain('public')
    expect(response.headers.get('set-cookie')).toBeNull()
    const { texts } = await json(response)
    expect(texts.version).toBeGreaterThanOrEqual(1)
    expect(texts.categories.map((c: { group: string }) => c.group)).toEqual([
      'necessary',
      'statistics',
      'marketing',
    ])
    const marketing = texts.categories[2].services
    expect(marketing.find((s: { name: string }) => s.name === 'affiliate')).toMatchObject({
      attTracking: true,
    })
  })

  it('refuses a language the market does not serve', async () => {
    const response = await consentTexts(apiRequest('GET', '/api/consent/texts/?locale=nl'))
    expect(response.status).toBe(400)
  })
})
