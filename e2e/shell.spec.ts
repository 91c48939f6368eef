import { test, expect, localizedPath } from './fixtures'

test.describe('root app (spec 02 §2)', () => {
  test('skip link, header, footer and slots are there; the skip link moves focus to the content', async ({
    page,
    marketInfo,
  }) => {
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

  test('login-required screens send the visitor to login and back address', async ({ page, marketInfo }) => {
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
