/**
 * Issue 13 items 7 and 9 on the production server, de-de only.
 * - Item 7: no answer that sets a cookie may be kept by a shared cache (CDN): across pages with and
 *   without `?voucher=` and with language changes, every response carrying Set-Cookie forbids it, and a
 *   cacheable page sets no cookie; the voucher still lands in a cookie, its toast still shows once, and
 *   the language cookie (spec 01 §2) is still written, by the page in the browser.
 * - Item 9: pages, API answers and the payment page carry the hardening headers; HSTS only over https.
 *   (The preview's own policy and its framing by the editor: e2e/preview.spec.ts.)
 */
import type { APIResponse } from '@playwright/test'
import { test, expect } from './fixtures'
import { allowsSharedCaching } from '../lib/routing/rules/voucher-cookie'
import basket from '../messages/de/basket.json' with { type: 'json' }

test.beforeEach(({}, testInfo) => {
  test.skip(testInfo.project.name !== 'de-de', 'market-independent: de-de only')
})

const setCookies = (response: APIResponse) =>
  response.headersArray().filter((h) => h.name.toLowerCase() === 'set-cookie')

const SAMPLE = [
  '/',
  '/de/',
  '/de/impressum/',
  '/de/impressum',
  '/de/suche/?q=topf',
  '/de/warenkorb/',
  '/de/gibt-es-nicht/',
  '/fr/',
  '/de/?voucher=spring24',
  '/de/impressum/?voucher=spring24&utm_source=x',
  '/de/impressum?voucher=spring24',
  '/de/gibt-es-nicht/?voucher=spring24',
  '/robots.txt',
]
const VISITORS: Record<string, string>[] = [
  {},
  { cookie: 'NEXT_LOCALE=fr' },
  { cookie: 'NEXT_LOCALE=de', 'accept-language': 'fr' },
  { 'accept-language': 'nl' },
]

test('no answer that sets a cookie may be stored by a shared cache', async ({ shop }) => {
  let withCookie = 0
  for (const path of SAMPLE) {
    for (const headers of VISITORS) {
      const response = await shop.get(path, { headers })
      const cacheControl = response.headers()['cache-control'] ?? null
      const label = `${path} ${JSON.stringify(headers)}: ${response.status()} ${cacheControl}`
      if (setCookies(response).length > 0) {
        withCookie++
        expect(allowsSharedCaching(cacheControl), label).toBe(false)
      }
    }
  }
  // The voucher answers are among them: the check above did see cookies.
  expect(withCookie).toBeGreaterThanOrEqual(4 * VISITORS.length)

  // A cached page sets no cookie at all, whatever the visitor's language cookie says.
  const cached = await shop.get('/de/impressum/', { headers: { cookie: 'NEXT_LOCALE=fr' } })
  expect(cached.status()).toBe(200)
  expect(allowsSharedCaching(cached.headers()['cache-control'] ?? null)).toBe(true)
  expect(setCookies(cached)).toEqual([])
})

test('?voucher= is a private redirect without the parameter; the cookie is set and the toast shows', async ({
  shop,
  page,
  context,
}) => {
  const redirect = await shop.get('/de/impressum/?voucher=spring24&utm_source=x')
  expect(redirect.status()).toBe(307)
  expect(redirect.headers()['cache-control']).toBe('private, no-store')
  const location = new URL(redirect.headers().location ?? '', 'http://x')
  expect(location.pathname + location.search).toBe('/de/impressum/?utm_source=x')

  await page.goto('/de/impressum/?voucher=spring24')
  await expect(page.getByText(basket.voucherActivated.replace('{code}', 'SPRING24'))).toBeVisible()
  await expect(page).toHaveURL(/\/de\/impressum\/$/)
  const cookies = await context.cookies()
  expect(cookies.find((c) => c.name === 'voucher')?.value).toBe('SPRING24')
  // Announced once: the notice is gone, a reload says nothing.
  expect(cookies.find((c) => c.name === 'voucher_notice')).toBeUndefined()
})

test('the language cookie is written by the page in the browser, for 365 days', async ({ page, context }) => {
  await context.clearCookies({ name: 'NEXT_LOCALE' })
  const response = await page.goto('/de/impressum/')
  expect(response?.headers()['set-cookie'] ?? '').not.toContain('NEXT_LOCALE')
  await expect
    .poll(async () => (await context.cookies()).find((c) => c.name === 'NEXT_LOCALE')?.value)
    .toBe('de')
  const cookie = (await context.cookies()).find((c) => c.name === 'NEXT_LOCALE')
  const days = ((cookie?.expires ?? 0) - Date.now() / 1000) / 86_400
  expect(days).toBeGreaterThan(364.9)
  expect(days).toBeLessThanOrEqual(365)
})

const POLICY = [
  "frame-ancestors 'self' https://app.storyblok.com",
  "object-src 'none'",
  "base-uri 'self'",
  "form-action 'self'",
]

test('pages, API answers and the payment page carry the hardening headers; HSTS only over https', async ({
  shop,
}) => {
  for (const path of ['/de/', '/de/impressum/', '/de/gibt-es-nicht/', '/api/deployment/', '/pay/unknown/']) {
    const response = await shop.get(path)
    const headers = response.headers()
    for (const directive of POLICY) expect(headers['content-security-policy'], path).toContain(directive)
    expect(headers['x-content-type-options'], path).toBe('nosniff')
    expect(headers['strict-transport-security'], path).toBeUndefined()
  }
  const overHttps = await shop.get('/de/', { headers: { 'x-forwarded-proto': 'https' } })
  expect(overHttps.headers()['strict-transport-security']).toMatch(/max-age=31536000/)
})
