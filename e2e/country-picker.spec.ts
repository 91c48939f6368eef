import type { Page } from '@playwright/test'
import picker from '../messages/de/countryPicker.json' with { type: 'json' }
import common from '../messages/de/common.json' with { type: 'json' }
import { expect, test } from './fixtures'

/**
 * The country picker of spec 02 §2 on de-de, as a visitor from Switzerland would meet it: the server
 * runs with TRUST_PROXY=1, so the address sent in X-Forwarded-For is the visitor's. 130.59.31.80 is in
 * the shop's offline database as Swiss (tests/unit/geo-visitor-country.test.ts); the 198.51.100.x
 * addresses the other specs send (TEST-NET) have no country, so they never see the picker.
 *
 * The picker opens once the consent is settled (lib/consent/client/consent-store.ts): this suite relies
 * on the consent banner reading the default consent cookie every Playwright project gets, which settles
 * the store at start. Without it the store stays pending and the picker never asks.
 */
const SWISS = '130.59.31.80'
const TEST_NET = '198.51.100.23'
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)'
const PORT = Number(process.env.E2E_PORT ?? 3100)
// A listing page with its query: the same category exists in both German-speaking shops.
const LISTING = '/de/kueche/?sort=Price%3Aasc'
const t = picker
const countries = common.countries

test.beforeEach(({}, testInfo) => {
  test.skip(testInfo.project.name !== 'de-de', 'the picker is checked from de-de only')
})

const asVisitorFrom = (page: Page, address: string) =>
  page.setExtraHTTPHeaders({ 'x-forwarded-for': address })
const pickerDialog = (page: Page) => page.getByRole('dialog', { name: t.title })

test.describe('country picker (spec 02 §2)', () => {
  test('GET /api/geo/country/ answers the caller’s country, privately and without a cookie', async ({
    shop,
  }) => {
    const swiss = await shop.get('/api/geo/country/', { headers: { 'x-forwarded-for': SWISS } })
    expect(swiss.status()).toBe(200)
    expect(await swiss.json()).toEqual({ country: 'ch' })
    expect(swiss.headers()['cache-control']).toBe('private, no-store')
    expect(swiss.headers()['set-cookie']).toBeUndefined()

    const testNet = await shop.get('/api/geo/country/', { headers: { 'x-forwarded-for': TEST_NET } })
    expect(await testNet.json()).toEqual({ country: null })
    const crawler = await shop.get('/api/geo/country/', {
      headers: { 'x-forwarded-for': SWISS, 'user-agent': GOOGLEBOT },
    })
    expect(await crawler.json()).toEqual({ country: null })
    // Production ignores a pretended address.
    const pretend = await shop.get('/api/geo/country/?geo-ip=130.59.31.80', {
      headers: { 'x-forwarded-for': TEST_NET },
    })
    expect(await pretend.json()).toEqual({ country: null })
  })

  test('a Swiss visitor switches to the same listing page of the de-ch shop', async ({ page }, testInfo) => {
    await asVisitorFrom(page, SWISS)
    await page.goto(LISTING)
    const dialog = pickerDialog(page)
    await expect(dialog).toBeVisible()
    await expect(dialog).toContainText(t.location.replace('{country}', countries.ch))
    for (const [width, height] of [
      [1366, 900],
      [390, 844],
    ] as const) {
      await page.setViewportSize({ width, height })
      await page.screenshot({
        path: testInfo.outputPath(`country-picker-${width}x${height}.png`),
        animations: 'disabled',
      })
    }

    await dialog.getByRole('button', { name: t.switchTo.replace('{country}', countries.ch) }).click()
    await page.waitForURL((url) => url.host === `de-ch.localhost:${PORT}`)
    // The hand-over parameter stores the choice there and leaves the address.
    await expect(page).toHaveURL(`http://de-ch.localhost:${PORT}${LISTING}`)
    await expect(page.getByTestId('listing').getByTestId('product-card').first()).toBeVisible()
    const cookies = await page
      .context()
      .cookies([`http://de-ch.localhost:${PORT}`, `http://de-de.localhost:${PORT}`])
    expect(
      cookies.filter((c) => c.name === 'shop-country').map((c) => [c.domain, c.value, c.sameSite]),
    ).toEqual(
      expect.arrayContaining([
        ['de-ch.localhost', 'ch', 'Lax'],
        ['de-de.localhost', 'ch', 'Lax'],
      ]),
    )
    await expect(pickerDialog(page)).toHaveCount(0)
  })

  test('a Swiss visitor who stays is not asked again; Escape keeps the shop too', async ({ page }) => {
    await asVisitorFrom(page, SWISS)
    await page.goto('/de/')
    const dialog = pickerDialog(page)
    await expect(dialog).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(dialog).toHaveCount(0)
    expect((await page.context().cookies()).find((c) => c.name === 'shop-country')?.value).toBe('de')

    let asked = false
    page.on('request', (request) => {
      if (request.url().includes('/api/geo/country/')) asked = true
    })
    // Not networkidle: the home page's prefetches may keep it from ever settling after a reload.
    await page.reload({ waitUntil: 'load' })
    await expect(page.locator('html[data-market]')).toBeAttached()
    await page.waitForTimeout(1_500)
    await expect(pickerDialog(page)).toHaveCount(0)
    expect(asked).toBe(false)
  })

  test('the list of all countries keeps the shop for its own country', async ({ page }) => {
    await asVisitorFrom(page, SWISS)
    await page.goto('/de/')
    const dialog = pickerDialog(page)
    await dialog.getByRole('button', { name: t.otherCountries }).click()
    const list = dialog.getByRole('list', { name: t.listLabel })
    await expect(list.getByRole('button')).toHaveText(
      ['be', 'de', 'nl', 'at', 'ch'].map((c) => new RegExp(`^${countries[c as keyof typeof countries]}`)),
    )
    await list.getByRole('button', { name: new RegExp(`^${countries.de}`) }).click()
    await expect(dialog).toHaveCount(0)
    expect(new URL(page.url()).host).toBe(`de-de.localhost:${PORT}`)
  })

  test('a crawler never sees it', async ({ browser }) => {
    const context = await browser.newContext({
      userAgent: GOOGLEBOT,
      extraHTTPHeaders: { 'x-forwarded-for': SWISS },
    })
    const page = await context.newPage()
    let asked = false
    page.on('request', (request) => {
      if (request.url().includes('/api/geo/country/')) asked = true
    })
    await page.goto(LISTING, { waitUntil: 'networkidle' })
    await page.waitForTimeout(1_000)
    await expect(pickerDialog(page)).toHaveCount(0)
    expect(asked).toBe(false)
    await context.close()
  })

  test('a visitor without a known country never sees it', async ({ page }) => {
    await asVisitorFrom(page, TEST_NET)
    const answer = page.waitForResponse((response) => response.url().includes('/api/geo/country/'))
    await page.goto(LISTING)
    expect(await (await answer).json()).toEqual({ country: null })
    await page.waitForTimeout(500)
    await expect(pickerDialog(page)).toHaveCount(0)
  })
})
