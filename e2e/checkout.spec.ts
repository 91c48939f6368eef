/**
 * Issue 11 "Done when", offline part, in every market: a new shopper puts two products in the basket,
 * checks out as a guest, pays with the market's first offline method (invoice where offered), reaches the
 * thank-you page with an order number and finds the confirmation mail with its PDF invoice. In de-de the
 * same by keyboard alone (European Accessibility Act); axe on checkout login, checkout and thank-you in de
 * and fr; the data layer gets frontend_begin_checkout and, once per order, frontend_purchase. Online
 * methods: e2e/checkout-payment.spec.ts.
 */
import { createHash } from 'node:crypto'
import type { Page } from '@playwright/test'
import { expect, localizedPath, test } from './fixtures'
import { clientAddress } from './account-helpers'
import { expectNoSeriousA11yViolations } from './axe'
import {
  atPath,
  CHECKOUT,
  continueAsGuest,
  fillAddress,
  fillBasket,
  newShopperEmail,
  offlineMethod,
  thankedFor,
} from './checkout-helpers'
import { waitForMail } from './mail'
import { expectNoComingSoon } from './coming-soon'

test.use({ extraHTTPHeaders: { 'x-forwarded-for': clientAddress() } })

const axeHere = (language: string) => language === 'de' || language === 'fr'

/** The page's data layer (spec 02 §7: tracking events are pushed there, not sent). */
const dataLayer = (page: Page, event: string) =>
  page.evaluate(
    (name) =>
      ((window as { dataLayer?: Record<string, unknown>[] }).dataLayer ?? []).filter((e) => e.event === name),
    event,
  )

test('a guest orders two products with an offline method and gets the confirmation with its PDF', async ({
  page,
  shop,
  marketInfo,
}) => {
  test.setTimeout(180_000)
  const { language } = marketInfo
  const t = CHECKOUT[language]
  const email = newShopperEmail(marketInfo.market)
  await fillBasket(page, shop, marketInfo)
  await page.goto(localizedPath(language, '/basket'))
  await page.getByTestId('to-checkout').click()
  await expect(page).toHaveURL(atPath(localizedPath(language, '/checkout/login')), { timeout: 45_000 })
  await expectNoComingSoon(page)
  if (axeHere(language)) await expectNoSeriousA11yViolations(page, 'checkout login')
  await continueAsGuest(page, language, email)

  await expect.poll(async () => (await dataLayer(page, 'frontend_begin_checkout')).length).toBe(1)
  await fillAddress(page, marketInfo)
  const method = offlineMethod(marketInfo)
  await page.getByRole('radio', { name: t.payment.methods[method], exact: true }).check()
  await page.locator('#checkout-accept-terms').check()
  await expectNoComingSoon(page)
  if (axeHere(language)) await expectNoSeriousA11yViolations(page, 'checkout')
  const placedAfter = new Date(Date.now() - 1000)
  await page.getByRole('button', { name: t.orderButton }).click()

  const orderNumber = await thankedFor(page, marketInfo)
  expect(orderNumber).toMatch(/^[A-Z]{2,3}-\d{7,9}$/)
  await expectNoComingSoon(page)
  if (axeHere(language)) await expectNoSeriousA11yViolations(page, 'thank-you')
  const mail = await waitForMail(email, 'order-confirmation', placedAfter)
  expect(mail.text).toContain(orderNumber)
  expect(mail.attachments).toEqual([expect.objectContaining({ contentType: 'application/pdf' })])
  // frontend_purchase once, with the hashed address and the payment key (spec 02 §7).
  await expect.poll(async () => (await dataLayer(page, 'frontend_purchase')).length).toBe(1)
  const [purchase] = await dataLayer(page, 'frontend_purchase')
  // GA4's ecommerce shape: the payload under `ecommerce` (lib/tracking/client/data-layer.ts).
  expect(purchase?.ecommerce).toMatchObject({
    transaction_id: orderNumber,
    customer_email_sha256: createHash('sha256').update(email.toLowerCase()).digest('hex'),
    isGuestCustomer: true,
    payment_type: method,
  })
  expect(JSON.stringify(purchase)).not.toContain(email)
  // The order is this session's only: reloading shows it again, and the purchase is not pushed twice.
  await page.reload()
  expect(await thankedFor(page, marketInfo)).toBe(orderNumber)
  expect(await dataLayer(page, 'frontend_purchase')).toEqual([])
})

test('keyboard only: from the basket to the thank-you page (European Accessibility Act)', async ({
  page,
  shop,
  marketInfo,
}) => {
  test.skip(marketInfo.market !== 'de-de', 'once, in de-de')
  test.setTimeout(180_000)
  const { language } = marketInfo
  const t = CHECKOUT[language]
  await fillBasket(page, shop, marketInfo)
  await page.goto(localizedPath(language, '/basket'))
  const tabTo = async (locator: ReturnType<Page['locator']>, max = 120) => {
    for (let i = 0; i < max; i++) {
      if (await locator.evaluate((el) => el === document.activeElement).catch(() => false)) return
      await page.keyboard.press('Tab')
    }
    throw new Error('not reached by Tab')
  }
  await tabTo(page.getByTestId('to-checkout'))
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(atPath(localizedPath(language, '/checkout/login')), { timeout: 45_000 })
  const guest = page.locator('section[data-section="guest"]')
  // The salutation is a radio group: Tab enters it, an arrow key chooses.
  await tabTo(guest.locator('input[type="radio"]').first())
  await page.keyboard.press('ArrowDown')
  await tabTo(guest.locator('input[autocomplete="given-name"]'))
  await page.keyboard.type('Ada')
  await tabTo(guest.locator('input[autocomplete="family-name"]'))
  await page.keyboard.type('Lovelace')
  await tabTo(guest.locator('input[type="email"]'))
  await page.keyboard.type(newShopperEmail('kbd'))
  await tabTo(guest.getByRole('button'))
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(atPath(localizedPath(language, '/checkout')), { timeout: 45_000 })

  // The first Tab press from the top: the order button before anything is filled shows the problems.
  await tabTo(page.getByRole('button', { name: t.orderButton }), 200)
  await page.keyboard.press('Enter')
  await expect(page.getByRole('alert').filter({ hasText: t.errors.intro })).toBeVisible()
  // Focus went to the first field in question: the street.
  await expect(page.locator(':focus')).toHaveAttribute('name', 'billing.fields.street')
  await page.keyboard.type('Hauptstraße')
  await page.keyboard.press('Tab')
  await page.keyboard.type('12')
  await tabTo(page.locator('[name="billing.fields.postcode"]'))
  await page.keyboard.type('10115')
  await page.keyboard.press('Tab')
  await page.keyboard.type('Berlin')
  // The payment methods are a radio group: Tab enters it, arrow keys choose the invoice.
  await tabTo(page.locator('input[name="paymentMethod"]').first())
  const invoice = page.getByRole('radio', { name: t.payment.methods.RE, exact: true })
  for (let i = 0; i < 12 && !(await invoice.isChecked()); i++) await page.keyboard.press('ArrowDown')
  await expect(invoice).toBeChecked()
  await tabTo(page.locator('#checkout-accept-terms'))
  await page.keyboard.press('Space')
  await tabTo(page.getByRole('button', { name: t.orderButton }))
  await page.keyboard.press('Enter')
  await thankedFor(page, marketInfo)
})

test('without an order of this session the thank-you page sends the visitor home; no basket, no checkout', async ({
  shop,
  marketInfo,
}) => {
  const { language } = marketInfo
  const thanks = await shop.get(localizedPath(language, '/thank-you'))
  expect(thanks.status()).toBe(307)
  expect(thanks.headers().location).toMatch(new RegExp(`/${language}/$`))
  const checkout = await shop.get(localizedPath(language, '/checkout'))
  expect(checkout.headers().location).toContain('redirect=checkout-basket-empty')
})
