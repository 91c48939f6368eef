/**
 * The consent banner as a new visitor meets it (spec 02 §2 "Consent banner (modal)", §3 "Consent", §4
 * "Consent" states, §7 consent log), per language: it shows on the first visit, no tracking script loads
 * before a decision, more info → a category → save stores the choice and the proof, a reload asks
 * nothing, `#denyConsent` denies, a version bump asks again, the footer reopens the settings.
 */
import type { BrowserContext, Page } from '@playwright/test'
import { CONSENT_COOKIE, parseConsentCookie } from '../lib/consent/rules/stored'
import { expectNoSeriousA11yViolations } from './axe'
import { consentCookie } from './consent-cookie'
import { expect, test } from './fixtures'

const TEXTS = {
  de: {
    title: 'Ihre Privatsphäre',
    moreInfo: 'Mehr Informationen',
    settings: 'Datenschutz-Einstellungen',
    statistics: 'Statistik',
    save: 'Auswahl speichern',
    acceptAll: 'Alle akzeptieren',
    footer: 'Cookie-Einstellungen',
  },
  fr: {
    title: 'Votre vie privée',
    moreInfo: 'Plus d’informations',
    settings: 'Paramètres de confidentialité',
    statistics: 'Statistiques',
    save: 'Enregistrer la sélection',
    acceptAll: 'Tout accepter',
    footer: 'Paramètres des cookies',
  },
  nl: {
    title: 'Uw privacy',
    moreInfo: 'Meer informatie',
    settings: 'Privacyinstellingen',
    statistics: 'Statistieken',
    save: 'Selectie opslaan',
    acceptAll: 'Alles accepteren',
    footer: 'Cookie-instellingen',
  },
} as const

// A new visitor: no consent stored.
test.use({ storageState: { cookies: [], origins: [] } })

const TRACKING_SCRIPT = /googletagmanager\.com|\/scripts\/econda\.js/

async function storedConsent(context: BrowserContext) {
  const cookie = (await context.cookies()).find((c) => c.name === CONSENT_COOKIE)
  return parseConsentCookie(cookie?.value)
}

const banner = (page: Page, title: string) => page.getByRole('dialog', { name: title })

test.describe('consent banner (spec 02 §2, §4)', () => {
  // Each test opens cold pages and runs axe on the banner's layers: more than the default 45 s under load.
  test.describe.configure({ timeout: 60_000 })
  test('first visit asks; more info → a category → save stores choice and proof; reload asks nothing', async ({
    page,
    context,
    marketInfo,
  }) => {
    const t = TEXTS[marketInfo.language]
    const scripts: string[] = []
    page.on('request', (request) => {
      if (TRACKING_SCRIPT.test(request.url())) scripts.push(request.url())
    })
    await page.goto(`/${marketInfo.language}/`)
    const layer1 = banner(page, t.title)
    await expect(layer1).toBeVisible()
    await expectNoSeriousA11yViolations(page, 'consent banner layer 1')
    expect(scripts, 'no tracking script before consent').toEqual([])

    await layer1.getByRole('button', { name: new RegExp(t.moreInfo) }).click()
    const layer2 = banner(page, t.settings)
    await expect(layer2.getByTestId('consent-layer-2')).toBeVisible()
    const statistics = layer2.getByRole('switch', { name: t.statistics })
    await expect(statistics).not.toBeChecked()
    await statistics.check()
    await expectNoSeriousA11yViolations(page, 'consent banner layer 2')

    // The proof leaves with keepalive while the page reloads (integration tests check what is stored).
    const logged = page.waitForRequest((r) => r.url().includes('/api/rum/consent/') && r.method() === 'POST')
    const reloaded = page.waitForEvent('load')
    await layer2.getByRole('button', { name: t.save }).click()
    expect((await logged).postDataJSON()).toMatchObject({
      action: 'selection',
      version: 1,
      consents: { analytics: true, sovendus: false },
    })
    await reloaded
    const stored = await storedConsent(context)
    expect(stored).toMatchObject({ interacted: true, version: 1 })
    expect(stored?.services).toMatchObject({
      session: true,
      analytics: true,
      googleTagManager: true,
      sovendus: false,
    })

    await page.reload()
    await expect(page.getByRole('heading', { level: 1 }).or(page.locator('main')).first()).toBeVisible()
    await page.waitForTimeout(300)
    await expect(banner(page, t.title)).toHaveCount(0)
    await expect(banner(page, t.settings)).toHaveCount(0)
  })

  test('#denyConsent denies the optional services and keeps the attribution one', async ({
    page,
    context,
    marketInfo,
  }) => {
    await context.addCookies([consentCookie(`${marketInfo.market}.localhost`)])
    const reloaded = page.waitForURL((url) => url.hash === '')
    await page.goto(`/${marketInfo.language}/#denyConsent`)
    await reloaded
    await expect
      .poll(async () => (await storedConsent(context))?.services)
      .toMatchObject({ analytics: false, googleTagManager: false, sovendus: false, affiliate: true })
    await expect(banner(page, TEXTS[marketInfo.language].title)).toHaveCount(0)
  })

  test('a version bump, an expired or an untouched consent asks again', async ({
    page,
    context,
    marketInfo,
  }) => {
    const domain = `${marketInfo.market}.localhost`
    for (const over of [{ version: 0 }, { createdAt: Date.now() - 31_556_926_000 }, { interacted: false }]) {
      await context.clearCookies()
      await context.addCookies([consentCookie(domain, over)])
      await page.goto(`/${marketInfo.language}/`)
      await expect(banner(page, TEXTS[marketInfo.language].title), JSON.stringify(over)).toBeVisible()
    }
  })

  test('accept all needs no reload; the footer reopens the settings and Escape returns focus', async ({
    page,
    context,
    marketInfo,
  }) => {
    const t = TEXTS[marketInfo.language]
    await page.goto(`/${marketInfo.language}/`)
    await page.evaluate(() => ((window as unknown as { __kept: boolean }).__kept = true))
    // The analytics script loads only now, without a reload (spec 02 §7: after the matching consent).
    const analytics = page.waitForRequest(/\/scripts\/econda\.js/)
    await banner(page, t.title).getByRole('button', { name: t.acceptAll, exact: true }).click()
    await expect(banner(page, t.title)).toHaveCount(0)
    await analytics
    const consentUpdate = await page.evaluate(() =>
      (window.dataLayer ?? []).some((entry) => {
        const args = entry as unknown as ArrayLike<unknown>
        return args[0] === 'consent' && args[1] === 'update'
      }),
    )
    expect(consentUpdate, 'Consent Mode updated').toBe(true)
    expect(await page.evaluate(() => (window as unknown as { __kept?: boolean }).__kept)).toBe(true)
    expect(Object.values((await storedConsent(context))?.services ?? {}).every(Boolean)).toBe(true)

    const reopen = page.getByRole('button', { name: t.footer })
    await reopen.focus()
    await page.keyboard.press('Enter')
    const layer2 = banner(page, t.settings)
    await expect(layer2.getByRole('switch', { name: t.statistics })).toBeChecked()
    await page.keyboard.press('Escape')
    await expect(layer2).toHaveCount(0)
    await expect(reopen).toBeFocused()
  })

  test('by keyboard alone: focus stays in the banner and a choice is made with Enter', async ({
    page,
    marketInfo,
  }) => {
    const t = TEXTS[marketInfo.language]
    await page.goto(`/${marketInfo.language}/`)
    const layer1 = banner(page, t.title)
    await expect(layer1).toBeVisible()
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press('Tab')
      expect(await layer1.evaluate((el) => el.contains(document.activeElement))).toBe(true)
    }
    await layer1.getByRole('button', { name: t.acceptAll, exact: true }).focus()
    await page.keyboard.press('Enter')
    await expect(layer1).toHaveCount(0)
  })

  test('the first layer paints with the page, before any bundle runs; the banner takes it over in place', async ({
    page,
    context,
    marketInfo,
  }) => {
    const t = TEXTS[marketInfo.language]
    const path = `/${marketInfo.language}/`
    const bundles = /\/_next\/static\/chunks\/.*\.js$/
    await page.route(bundles, (route) => route.abort())
    await page.goto(path)
    const shell = page.locator('.consent-shell')
    await expect(shell.getByText(t.title)).toBeVisible()
    // A picture of the banner only: nothing in it is a dialog, a button or reachable.
    await expect(page.getByRole('dialog')).toHaveCount(0)
    const painted = await shell.getByText(t.title).boundingBox()
    await expectNoSeriousA11yViolations(page, 'consent banner first layer before the bundles')

    await page.unroute(bundles)
    await page.reload()
    const layer1 = banner(page, t.title)
    await expect(layer1).toBeVisible()
    await expect(shell).toBeHidden()
    expect(await layer1.getByRole('heading', { name: t.title }).boundingBox()).toEqual(painted)

    // A returning visitor never sees it, even before the bundles run.
    await context.addCookies([consentCookie(`${marketInfo.market}.localhost`)])
    await page.route(bundles, (route) => route.abort())
    await page.reload()
    await expect(page.getByRole('heading', { level: 1 }).or(page.locator('main')).first()).toBeVisible()
    await expect(shell).toBeHidden()
  })

  test('a crawler and the retail app get no banner', async ({ browser, baseURL, marketInfo }) => {
    for (const userAgent of [
      'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)',
      'Mozilla/5.0 (Linux; Android 14) AppleWebKit/537.36 Chrome/130 Mobile retail/12',
    ]) {
      const context = await browser.newContext({ baseURL, userAgent })
      const page = await context.newPage()
      await page.goto(`/${marketInfo.language}/`)
      await page.waitForLoadState('networkidle')
      await expect(banner(page, TEXTS[marketInfo.language].title), userAgent).toHaveCount(0)
      await context.close()
    }
  })
})
