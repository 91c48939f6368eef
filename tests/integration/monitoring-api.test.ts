// The shop's own monitoring stores (issue 12 item 5; spec 01 §7 performance metrics, spec 02 §7 error
// reporting): the vitals endpoint, the Sentry tunnel, the report and the 30-day sweep.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { sql } from 'drizzle-orm'
import { POST as postVitals } from '@/app/api/monitoring/vitals/route'
import { POST as postErrors } from '@/app/api/monitoring/errors/route'
import { setConnection } from '@/lib/db'
import { runHousekeeping } from '@/lib/db/housekeeping'
import { errorReports, webVitals } from '@/lib/db/schema'
import { monitoringReport } from '@/lib/monitoring/server/report'
import { recordErrors } from '@/lib/monitoring/server/store'
import { apiRequest } from '@/tests/helpers/basket-api'
import { createTestDb, testDrivers, type TestDb } from '@/tests/helpers/db'

let client = 0
const nextClient = () => `203.0.113.${++client}`

const vital = (over: Record<string, unknown> = {}) => ({
  path: '/de/p/topf-1/',
  href: 'http://localhost:3000/de/p/topf-1/',
  name: 'LCP',
  value: 1800,
  rating: 'good',
  delta: 1800,
  id: `v6-${Math.random()}`,
  navigationType: 'navigate',
  market: 'de-de',
  language: 'de',
  pageType: 'product',
  ...over,
})
const send = (body: unknown, headers: Record<string, string | null> = {}) =>
  postVitals(
    apiRequest('POST', '/api/monitoring/vitals/', {
      body,
      headers: { 'x-forwarded-for': nextClient(), ...headers },
    }),
  )
const tunnel = (rawBody: string, headers: Record<string, string | null> = {}) =>
  postErrors(
    apiRequest('POST', '/api/monitoring/errors/', {
      rawBody,
      headers: { 'content-type': 'text/plain;charset=UTF-8', 'x-forwarded-for': nextClient(), ...headers },
    }),
  )

describe.each(testDrivers)('monitoring stores on %s', (driver) => {
  let t: TestDb
  beforeAll(async () => {
    t = await createTestDb(driver)
    setConnection(t.connection)
  }, 60_000)
  afterAll(async () => {
    setConnection(null)
    await t?.close()
  })

  it('stores a report (202, no cookie), and a later value of the same metric replaces it', async () => {
    const id = 'v6-1-same'
    const first = await send(vital({ id, value: 1000 }))
    expect(first.status).toBe(202)
    expect(first.headers.get('set-cookie')).toBeNull()
    expect((await send(vital({ id, value: 3000, rating: 'needs-improvement' }))).status).toBe(202)
    const rows = await t.db
      .select()
      .from(webVitals)
      .where(sql`${webVitals.metricId} = ${id}`)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({
      value: 3000,
      rating: 'needs-improvement',
      path: '/de/p/topf-1/',
      pageType: 'product',
    })
    expect(Object.keys(rows[0]!)).not.toContain('href')
  })

  it('derives the page type from the path when none is sent, and drops the query', async () => {
    const id = 'v6-2-derived'
    await send(
      vital({ id, path: '/fr/panier/?voucher=X', pageType: undefined, market: 'fr-ch', language: 'fr' }),
    )
    const [row] = await t.db
      .select()
      .from(webVitals)
      .where(sql`${webVitals.metricId} = ${id}`)
    expect(row).toMatchObject({ path: '/fr/panier/', pageType: 'basket', market: 'fr-ch' })
  })

  it.each([
    ['bad field', vital({ name: 'FID' }), 400],
    ['not JSON', 'x', 400],
  ])('refuses %s', async (_, body, status) => {
    const response =
      typeof body === 'string'
        ? await postVitals(apiRequest('POST', '/api/monitoring/vitals/', { rawBody: body }))
        : await send(body)
    expect(response.status).toBe(status)
  })

  it('refuses cross-site (403) and large bodies (413)', async () => {
    expect((await send(vital(), { 'sec-fetch-site': 'cross-site' })).status).toBe(403)
    expect((await send({ ...vital(), pad: 'x'.repeat(5000) })).status).toBe(413)
  })

  it('limits one client address (429 with Retry-After)', async () => {
    const ip = '192.0.2.77'
    let last: Response | undefined
    for (let i = 0; i < 601; i += 1)
      last = await send(vital({ id: `v6-limit-${i}` }), { 'x-forwarded-for': ip })
    expect(last!.status).toBe(429)
    expect(last!.headers.get('retry-after')).toMatch(/^\d+$/)
  }, 60_000)

  it('the tunnel stores a browser error event, scrubbed, once per event id', async () => {
    const eventId = 'b'.repeat(32)
    const envelope = [
      JSON.stringify({ event_id: eventId, dsn: 'http://embedded@localhost:3000/0' }),
      JSON.stringify({ type: 'event' }),
      JSON.stringify({
        event_id: eventId,
        timestamp: Date.now() / 1000,
        level: 'error',
        release: '1.0',
        request: { url: 'http://localhost:3000/de/suche/?q=anna@example.de' },
        exception: { values: [{ type: 'Error', value: 'integration-boom for anna@example.de' }] },
      }),
    ].join('\n')
    expect((await tunnel(envelope)).status).toBe(202)
    expect((await tunnel(envelope)).status).toBe(202)
    const rows = await t.db
      .select()
      .from(errorReports)
      .where(sql`${errorReports.eventId} = ${eventId}`)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({
      message: 'integration-boom for [email]',
      path: '/de/suche/',
      source: 'browser',
    })
    expect((await tunnel(envelope, { 'sec-fetch-site': 'cross-site' })).status).toBe(403)
  })

  it('reports p75 per vital, market and page type, and the latest errors with their count', async () => {
    for (const value of [100, 200, 300, 400])
      await send(vital({ name: 'TTFB', value, pageType: 'home', path: '/de/' }))
    const at = new Date()
    const record = (id: string) => ({
      eventId: id.repeat(32),
      level: 'error',
      type: 'Error',
      message: 'counted twice',
      path: '/de/',
      stack: '',
      release: null,
      environment: null,
      source: 'server' as const,
      occurredAt: at,
    })
    await recordErrors(t.db, [record('c'), record('d')])
    const report = await monitoringReport(7)
    const ttfb = report.charts.find((c) => c.name === 'TTFB')!
    expect(ttfb.bars).toContainEqual(
      expect.objectContaining({ pageType: 'home', market: 'de-de', p75: 300, samples: 4 }),
    )
    expect(report.errors[0]).toMatchObject({ message: 'counted twice', count: 2, path: '/de/' })
  })

  it('the housekeeping deletes records older than 30 days', async () => {
    await t.db.execute(
      sql`update web_vitals set created_at = now() - interval '31 days' where metric_id = 'v6-1-same'`,
    )
    await t.db.execute(sql`update error_reports set created_at = now() - interval '31 days'`)
    const removed = await runHousekeeping(t.db)
    expect(removed.monitoring).toBeGreaterThanOrEqual(2)
    expect(
      await t.db
        .select()
        .from(webVitals)
        .where(sql`${webVitals.metricId} = 'v6-1-same'`),
    ).toEqual([])
    expect(await t.db.select().from(errorReports)).toEqual([])
  })
})

describe('server errors without SENTRY_DSN (onRequestError)', () => {
  let t: TestDb
  beforeAll(async () => {
    t = await createTestDb('pglite')
    setConnection(t.connection)
  }, 60_000)
  afterAll(async () => {
    setConnection(null)
    await t?.close()
  })

  it('go straight to the error store, scrubbed, with the path of the request', async () => {
    const { reportRequestError } = await import('@/lib/monitoring/server/sentry')
    await reportRequestError(
      new Error('server-boom for anna@example.de'),
      { path: '/de/konto/?email=anna@example.de', method: 'GET', headers: { cookie: 'session=x' } },
      { routerKind: 'App Router', routePath: '/[market]/[lang]/account', routeType: 'render' },
    )
    const rows = await t.db.select().from(errorReports)
    expect(rows).toHaveLength(1)
    expect(rows[0]).toMatchObject({
      source: 'server',
      type: 'Error',
      message: 'server-boom for [email]',
      path: '/de/konto/',
    })
    expect(JSON.stringify(rows[0])).not.toMatch(/anna|session=/)
  })
})
