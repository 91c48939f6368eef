/**
 * Monitoring (issue 12 items 5–7) on the production server, de-de only: a page view's web vitals and a
 * thrown browser error reach the shop's own stores (spec 01 §7, spec 02 §7) and show on the monitoring
 * page; the new-version notice (spec 01 §4); the chunk reload keeps route and scroll position; the
 * goodbye toast (spec 01 §2, §8). Screenshots of the monitoring page at 390×844 and 1366×900.
 */
import { mkdirSync } from 'node:fs'
import type { Page } from '@playwright/test'
import { test, expect } from './fixtures'
import { expectNoSeriousA11yViolations } from './axe'
import { E2E_MONITORING_SECRET } from '../playwright.config'
import de from '../messages/de/common.json' with { type: 'json' }
import monitoring from '../messages/de/monitoring.json' with { type: 'json' }

test.beforeEach(({}, testInfo) => {
  test.skip(testInfo.project.name !== 'de-de', 'market-independent: de-de only')
})

const MONITORING = `/de/monitoring/?secret=${encodeURIComponent(E2E_MONITORING_SECRET)}`
const SCREENS = 'test-results/monitoring-screens'

async function errorReportingReady(page: Page) {
  await expect(page.locator('html[data-error-reporting="ready"]')).toHaveCount(1, { timeout: 15_000 })
}

test('the monitoring page is not found without the secret in production, found with it (header or query)', async ({
  shop,
}) => {
  expect((await shop.get('/de/monitoring/')).status()).toBe(404)
  expect((await shop.get('/de/monitoring/?secret=wrong-secret-of-length')).status()).toBe(404)
  const byHeader = await shop.get('/de/monitoring/', {
    headers: { 'x-monitoring-secret': E2E_MONITORING_SECRET },
  })
  expect(byHeader.status()).toBe(200)
  const html = await byHeader.text()
  expect(html).toContain('noindex')
  expect(html).toContain(monitoring.title)
})

test('a page view sends its vitals without cookies and they show on the monitoring page', async ({
  page,
}) => {
  const vitals = page.waitForRequest(
    (r) => r.url().endsWith('/api/monitoring/vitals/') && r.method() === 'POST',
  )
  await page.goto('/de/?utm_source=e2e&email=someone%40example.com')
  const request = await vitals
  const body = request.postDataJSON() as Record<string, unknown>
  expect(body).toMatchObject({ path: '/de/', market: 'de-de', language: 'de', pageType: 'home' })
  expect(body.href).toMatch(/^http:\/\/de-de\.localhost:\d+\/de\/$/)
  expect(['CLS', 'INP', 'LCP', 'FCP', 'TTFB']).toContain(body.name)
  expect(await request.headerValue('cookie')).toBeNull()
  expect((await request.response())?.status()).toBe(202)

  await expect
    .poll(async () => {
      await page.goto(MONITORING)
      return page
        .locator(`[data-vital="${String(body.name)}"] tbody tr`)
        .filter({ hasText: monitoring.pageTypes.home })
        .filter({ hasText: 'de-de' })
        .count()
    })
    .toBeGreaterThan(0)
})

test('a thrown browser error reaches the error store and shows on the monitoring page', async ({ page }) => {
  // Polls the monitoring page, runs axe on it and takes two full-page screenshots.
  test.slow()
  const marker = `e2e-boom-${Math.random().toString(36).slice(2, 10)}`
  await page.goto('/de/warenkorb/?token=secret-token')
  await errorReportingReady(page)
  const tunnel = page.waitForResponse(
    (r) => r.url().endsWith('/api/monitoring/errors/') && r.status() === 202,
  )
  await page.evaluate((message) => {
    setTimeout(() => {
      throw new Error(message)
    })
  }, marker)
  await tunnel

  await expect
    .poll(async () => {
      await page.goto(MONITORING)
      return page.getByTestId('monitoring-errors').locator('tr', { hasText: marker }).count()
    })
    .toBe(1)
  const row = page.getByTestId('monitoring-errors').locator('tr', { hasText: marker })
  await expect(row).toContainText('/de/warenkorb/')
  await expect(row).not.toContainText('secret-token')

  // The basket page's own vitals show too (its TTFB and FCP at least), so the screenshots have charts.
  await expect
    .poll(async () => {
      await page.goto(MONITORING)
      return page.locator('[data-vital] tbody tr').filter({ hasText: monitoring.pageTypes.basket }).count()
    })
    .toBeGreaterThan(0)
  await expectNoSeriousA11yViolations(page, 'monitoring page')
  mkdirSync(SCREENS, { recursive: true })
  for (const [width, height] of [
    [390, 844],
    [1366, 900],
  ] as const) {
    await page.setViewportSize({ width, height })
    await page.screenshot({ path: `${SCREENS}/monitoring-${width}x${height}.png`, fullPage: true })
  }
})

test('a noisy browser error is not stored (spec 01 §8)', async ({ page }) => {
  await page.goto('/de/')
  await errorReportingReady(page)
  const sent: string[] = []
  page.on('request', (r) => {
    if (r.url().endsWith('/api/monitoring/errors/')) sent.push(r.postData() ?? '')
  })
  await page.evaluate(() => {
    setTimeout(() => {
      throw new Error('ResizeObserver loop completed with undelivered notifications.')
    })
  })
  await page.waitForTimeout(1500)
  expect(sent.filter((body) => body.includes('ResizeObserver'))).toEqual([])
})

test('a new build shows the new-version notice with a reload button (spec 01 §4)', async ({ page }) => {
  await page.route('**/api/build/latest/', (route) =>
    route.fulfill({ json: { id: 'e2e-another-build', release: '9.9.9', builtAt: new Date().toISOString() } }),
  )
  await page.goto('/de/')
  const notice = page.getByRole('status').filter({ hasText: de.buildNotice.message })
  // Tabs ask when they become visible again; the island is lazy, so ask until it listens.
  await expect
    .poll(async () => {
      await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')))
      return notice.count()
    })
    .toBe(1)
  await expect(notice.getByRole('button', { name: de.buildNotice.reload })).toBeVisible()
  await notice.getByRole('button', { name: de.buildNotice.dismiss }).click()
  await expect(notice).toHaveCount(0)
})

test('the same build shows no notice', async ({ page }) => {
  let asked = 0
  await page.route('**/api/build/latest/', async (route) => {
    asked += 1
    await route.continue()
  })
  await page.goto('/de/')
  await expect
    .poll(async () => {
      await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')))
      return asked
    })
    .toBeGreaterThan(0)
  await page.waitForTimeout(500)
  await expect(page.getByRole('status').filter({ hasText: de.buildNotice.message })).toHaveCount(0)
})

test('a chunk-loading failure reloads once, on the same route and scroll position (spec 01 §4)', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1366, height: 500 })
  await page.goto('/de/')
  await errorReportingReady(page)
  await page.evaluate(() => window.scrollTo(0, 400))
  const url = page.url()
  const reloaded = page.waitForEvent('load')
  await page.evaluate(() => {
    const error = new Error('Loading chunk 4711 failed.')
    error.name = 'ChunkLoadError'
    void Promise.reject(error)
  })
  await reloaded
  expect(page.url()).toBe(url)
  await expect.poll(() => page.evaluate(() => Math.round(window.scrollY))).toBe(400)

  // A second failure right after does not reload again (no loop).
  await errorReportingReady(page)
  let loads = 0
  page.on('load', () => (loads += 1))
  await page.evaluate(() => {
    const error = new Error('Loading chunk 4712 failed.')
    error.name = 'ChunkLoadError'
    void Promise.reject(error)
  })
  await page.waitForTimeout(1500)
  expect(loads).toBe(0)
})

test('the goodbye redirect shows its info toast and drops the parameter (spec 01 §2, §8)', async ({
  page,
}) => {
  await page.goto('/de/?redirect=goodbye')
  await expect(page.getByText(de.redirectNotices.goodbye)).toBeVisible()
  await expect(page).toHaveURL(/\/de\/$/)
})
