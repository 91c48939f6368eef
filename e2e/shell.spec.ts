import { test, expect, localizedPath } from './fixtures'
import { expectNoComingSoon } from './coming-soon'
import { oncePerLanguage } from './language-representatives'

/** The customer service story's path per language (its translated slugs). */
const CUSTOMER_SERVICE = { de: '/de/kundenservice/', fr: '/fr/service-client/', nl: '/nl/klantenservice/' }

test.describe('root app (spec 02 §2)', () => {
  test('skip link, header, footer and slots are there; the skip link moves focus to the content', async ({
    page,
    marketInfo,
  }) => {
    // The same shell in every market of a language; the market's own parts are checked below.
    test.skip(...oncePerLanguage(marketInfo.market))
    await page.goto(localizedPath(marketInfo.language, '/basket'))
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.getByRole('banner')).toBeVisible()
    await expect(page.getByRole('contentinfo')).toContainText('0.2.0')
    await expect(page.locator('[data-slot="add-to-cart-layer"]')).toHaveCount(1)
    await expect(page.locator('[data-slot="consent-banner"]')).toHaveCount(1)
    await page.keyboard.press('Tab')
    const skip = page.locator('.skip-link')
    await expect(skip).toBeFocused()
    await expect(skip).toBeInViewport()
    await page.keyboard.press('Enter')
    await expect(page.locator('#main-content')).toBeFocused()
  })

  test('favicons are per locale (spec 01 §7)', async ({ page, marketInfo, shop }) => {
    await page.goto(`/${marketInfo.language}/`)
    const href = await page.locator('link[rel="icon"][sizes="32x32"]').getAttribute('href')
    const country = marketInfo.market.split('-')[1]?.toUpperCase()
    expect(href).toBe(`/icon-${marketInfo.language}-${country}-32x32.png`)
    const icon = await shop.get(href!)
    expect(icon.status()).toBe(200)
    expect(icon.headers()['content-type']).toBe('image/png')
  })

  test('header links reach the localised screens', async ({ page, marketInfo }) => {
    // The same header, navigation and login screens in every market of a language.
    test.skip(...oncePerLanguage(marketInfo.market))
    await page.goto(`/${marketInfo.language}/`)
    const basket = encodeURI(localizedPath(marketInfo.language, '/basket'))
    await page.getByRole('banner').locator(`a[href="${basket}"]`).click()
    await expect(page).toHaveURL(new RegExp(basket.replace(/\//g, '\\/') + '$'))
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  })

  test('the language switcher keeps the screen; a single-language market shows none', async ({
    page,
    marketInfo,
  }) => {
    if (marketInfo.languages.length < 2) {
      await page.goto(localizedPath(marketInfo.language, '/basket'))
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expect(page.locator('.language-switcher')).toHaveCount(0)
      return
    }
    const [first, second] = marketInfo.languages as [typeof marketInfo.language, typeof marketInfo.language]
    await page.goto(localizedPath(first, '/basket'))
    await page.getByRole('navigation', { name: /./ }).locator(`a[hreflang="${second}"]`).click()
    await expect(page).toHaveURL(
      new RegExp(encodeURI(localizedPath(second, '/basket')).replace(/\//g, '\\/') + '$'),
    )
    await expect(page.locator('html')).toHaveAttribute('lang', new RegExp(`^${second}-`))
  })

  test('the main navigation from the header story reaches a category page', async ({ page, marketInfo }) => {
    // The same header, navigation and login screens in every market of a language.
    test.skip(...oncePerLanguage(marketInfo.market))
    await page.goto(`/${marketInfo.language}/`)
    const category = page.getByTestId('main-navigation').getByRole('link').first()
    const href = await category.getAttribute('href')
    expect(href).toMatch(new RegExp(`^/${marketInfo.language}/[^/]+/$`))
    await category.click()
    await expect(page).toHaveURL(new RegExp(`${href!.replace(/\//g, '\\/')}$`))
    await expect(page.locator('main h1')).toBeVisible()
  })

  test('the mobile menu opens the navigation dialog and leads to a page', async ({ page, marketInfo }) => {
    // The same header, navigation and login screens in every market of a language.
    test.skip(...oncePerLanguage(marketInfo.market))
    await page.setViewportSize({ width: 390, height: 800 })
    await page.goto(`/${marketInfo.language}/`)
    await expect(page.getByTestId('main-navigation')).toBeHidden()
    const menu = page.getByRole('banner').locator('button[aria-haspopup="dialog"]')
    await menu.click()
    const dialog = page.locator('[data-dialog-kind="mobileNavigation"]')
    await expect(dialog).toBeVisible()
    const link = dialog.getByRole('link').first()
    const href = await link.getAttribute('href')
    await link.click()
    await expect(page).toHaveURL(new RegExp(`${href!.replace(/\//g, '\\/')}$`))
    await expect(dialog).toHaveCount(0)
  })

  test('a legal link of the footer leads to its page', async ({ page, marketInfo }) => {
    await page.goto(localizedPath(marketInfo.language, '/basket'))
    const legal = page.getByTestId('legal-navigation').getByRole('link')
    await expect(legal).toHaveCount(3)
    const imprint = legal.first()
    const href = await imprint.getAttribute('href')
    const name = (await imprint.textContent())?.trim() ?? ''
    await imprint.click()
    await expect(page).toHaveURL(new RegExp(`${href!.replace(/\//g, '\\/')}$`))
    await expect(page.locator('main h1')).toContainText(name)
  })

  test('the language switch on a content page keeps the page, under its translated slug', async ({
    page,
    marketInfo,
  }) => {
    test.skip(marketInfo.languages.length < 2, 'single-language market')
    const [first, second] = marketInfo.languages as [typeof marketInfo.language, typeof marketInfo.language]
    await page.goto(CUSTOMER_SERVICE[first])
    const heading = await page.locator('main h1').textContent()
    await page.locator(`.language-switcher a[hreflang="${second}"]`).click()
    await expect(page).toHaveURL(new RegExp(`${CUSTOMER_SERVICE[second].replace(/\//g, '\\/')}$`))
    await expect(page.locator('html')).toHaveAttribute('lang', new RegExp(`^${second}-`))
    await expect(page.locator('main h1')).not.toHaveText(heading ?? '')
    // And back: the page in the first language again, not its home page.
    await page.locator(`.language-switcher a[hreflang="${first}"]`).click()
    await expect(page).toHaveURL(new RegExp(`${CUSTOMER_SERVICE[first].replace(/\//g, '\\/')}$`))
  })

  test('the contact page shows the contact story, without a coming-soon notice', async ({
    page,
    marketInfo,
  }) => {
    await page.goto(localizedPath(marketInfo.language, '/contact'))
    await expect(page.locator('main h1')).toHaveText(/Kontakt|Contact/)
    await expectNoComingSoon(page)
    await expect(page.locator('main a[href^="tel:"]')).toHaveCount(1)
    await expect(page.locator('meta[property="og:url"]')).toHaveAttribute(
      'content',
      new RegExp(`${localizedPath(marketInfo.language, '/contact')}$`),
    )
  })

  test('login-required screens send the visitor to login and back address', async ({ page, marketInfo }) => {
    // The same header, navigation and login screens in every market of a language.
    test.skip(...oncePerLanguage(marketInfo.market))
    const orders = localizedPath(marketInfo.language, '/account/orders')
    await page.goto(orders)
    await expect(page).toHaveURL(
      new RegExp(`${localizedPath(marketInfo.language, '/login').replace(/\//g, '\\/')}\\?returnTo=`),
    )
    await expect(page.locator('[data-return-to]')).toHaveAttribute('data-return-to', decodeURI(orders))
  })
})

test('every visitor gets a server session and keeps its guest id under userId (spec 02 §3)', async ({
  page,
  context,
  marketInfo,
}) => {
  // Sessions do not depend on the market.
  test.skip(...oncePerLanguage(marketInfo.market))
  await page.goto(`/${marketInfo.language}/`)
  await expect
    .poll(() => page.evaluate(() => window.localStorage.getItem('userId')))
    .toMatch(/^[0-9a-f]{32}$/)
  const session = (await context.cookies()).find((c) => c.name === 'sid')
  expect(session?.httpOnly).toBe(true)
  expect(session?.sameSite).toBe('Lax')
  const guestId = await page.evaluate(() => window.localStorage.getItem('userId'))
  // After a reload the server still knows this visitor: the same guest id comes back.
  await page.evaluate(() => window.localStorage.removeItem('userId'))
  await page.reload()
  await expect.poll(() => page.evaluate(() => window.localStorage.getItem('userId'))).toBe(guestId)
})
