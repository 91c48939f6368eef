/**
 * Checkout and orders as shoppers use them (spec 01 §1 payment method codes, §2 checkout,
 * thank-you, order detail; spec 02 §5 guest group):
 * - a guest pays through the checkout by card, declined first and approved then, and by the market's
 *   redirect method, cancelled first and approved then; the confirmation mail carries its PDF;
 * - every method the market offers pays an order (the embedded payment service's page for the online
 *   ones; the card with a 3-D Secure challenge), and Apple Pay is offered only where the browser has it;
 * - a logged-in customer pays with the address book's address, finds the order in the account, cancels it
 *   and the stock is back.
 * The second runs in every market; the first and the third once per language.
 */
import type { APIRequestContext, Page } from '@playwright/test'
import { MARKET_DEFINITIONS } from '../lib/config/markets'
import { clientAddress, FIRST_PASSWORD, logIn, newEmail, registerAndConfirm } from './account-helpers'
import { expectNoSeriousA11yViolations } from './axe'
import { addToBasket, type CatalogProduct } from './basket-helpers'
import {
  atPath,
  CHECKOUT,
  continueAsGuest,
  fillAddress,
  fillBasket,
  newShopperEmail,
  POSTCODES,
  thankedFor,
} from './checkout-helpers'
import { expect, localizedPath, test, type MarketInfo } from './fixtures'
import { oncePerLanguage } from './language-representatives'
import { waitForMail } from './mail'
import { PAYMENT, payByCard, payOnHostedPage, placeByApi, redirectMethodOf } from './payment-helpers'

test.describe.configure({ timeout: 240_000 })
test.beforeEach(async ({ page }) => {
  await page.setExtraHTTPHeaders({ 'x-forwarded-for': clientAddress() })
})

const marketOf = (info: MarketInfo) => MARKET_DEFINITIONS.find((m) => m.code === info.market)!

/** From the basket through the checkout to the provider's page (or the thank-you page). */
async function orderWith(page: Page, info: MarketInfo, method: string) {
  const t = CHECKOUT[info.language]
  await page.goto(localizedPath(info.language, '/checkout'))
  await fillAddress(page, info)
  await page.getByRole('radio', { name: t.payment.methods[method as 'KK'], exact: true }).check()
  await page.locator('#checkout-accept-terms').check()
  await page.getByRole('button', { name: t.orderButton }).click()
}

const thankYouPath = (info: MarketInfo) => atPath(localizedPath(info.language, '/thank-you'))
const checkoutPath = (info: MarketInfo) => atPath(localizedPath(info.language, '/checkout'))

async function expectPaymentFailed(page: Page, info: MarketInfo) {
  await expect(page).toHaveURL(checkoutPath(info), { timeout: 45_000 })
  expect(new URL(page.url()).searchParams.get('payment')).toBe('failed')
  await expect(
    page.getByRole('alert').filter({ hasText: CHECKOUT[info.language].errors.paymentFailed }),
  ).toBeVisible()
}

test('a guest pays by card (declined, then approved) and by the redirect method (cancelled, then approved)', async ({
  page,
  shop,
  marketInfo,
}) => {
  // Declines and cancellations take the same path in every market; each market's own methods are
  // paid by the next test everywhere.
  test.skip(...oncePerLanguage(marketInfo.market))
  const { language } = marketInfo
  const text = PAYMENT[language]
  const email = newShopperEmail(marketInfo.market)
  const placedAfter = new Date(Date.now() - 1000)
  await fillBasket(page, shop, marketInfo)
  await page.goto(localizedPath(language, '/basket'))
  await page.getByTestId('to-checkout').click()
  await expect(page).toHaveURL(atPath(localizedPath(language, '/checkout/login')), { timeout: 45_000 })
  await continueAsGuest(page, language, email)
  // Chromium has no Apple Pay: the method is not offered (spec 01 §1 AP where the browser supports it).
  await expect(
    page.getByRole('radio', { name: CHECKOUT[language].payment.methods.AP, exact: true }),
  ).toHaveCount(0)

  // The bank declines the card: back at the checkout with the reason, the basket is there again.
  await orderWith(page, marketInfo, 'KK')
  await expect(page.getByRole('heading', { name: text.card.heading })).toBeVisible({ timeout: 45_000 })
  if (language !== 'nl') await expectNoSeriousA11yViolations(page, 'the card page')
  await payByCard(page, language, '4000 0000 0000 0002')
  await expectPaymentFailed(page, marketInfo)

  // Another card is approved: thanked, and the confirmation mail carries the invoice.
  await orderWith(page, marketInfo, 'KK')
  await payByCard(page, language, '4242 4242 4242 4242')
  const paidByCard = await thankedFor(page, marketInfo)
  const mail = await waitForMail(email, 'order-confirmation', placedAfter)
  expect(mail.text).toContain(paidByCard)
  expect(mail.attachments).toEqual([expect.objectContaining({ contentType: 'application/pdf' })])

  // The market's redirect method: cancelled at the provider, then approved.
  const redirect = redirectMethodOf(marketOf(marketInfo))
  await fillBasket(page, shop, marketInfo)
  await orderWith(page, marketInfo, redirect)
  await page.waitForURL(/\/pay\//, { timeout: 45_000 })
  await expect(page.getByRole('button', { name: text.redirect.approve })).toBeVisible()
  if (language !== 'nl') await expectNoSeriousA11yViolations(page, 'the redirect page')
  await payOnHostedPage(page, language, redirect, 'cancel')
  await expectPaymentFailed(page, marketInfo)
  await orderWith(page, marketInfo, redirect)
  await payOnHostedPage(page, language, redirect, 'approve')
  expect(await thankedFor(page, marketInfo)).not.toBe(paidByCard)
})

test('every payment method the market offers pays an order; Apple Pay where the browser has it', async ({
  page,
  shop,
  marketInfo,
}) => {
  const market = marketOf(marketInfo)
  const { language } = marketInfo
  const email = newShopperEmail(marketInfo.market)
  // A browser with Apple Pay: the checkout offers it.
  await page.addInitScript(() => {
    ;(window as { ApplePaySession?: unknown }).ApplePaySession = { canMakePayments: () => true }
  })
  const numbers = new Set<string>()
  for (const method of market.paymentMethods) {
    await fillBasket(page, shop, marketInfo)
    if (method === 'AP') {
      await page.goto(localizedPath(language, '/checkout/login'))
      await continueAsGuest(page, language, email)
      await expect(
        page.getByRole('radio', { name: CHECKOUT[language].payment.methods.AP, exact: true }),
      ).toBeVisible()
    }
    const placed = await placeByApi(page, marketInfo, email, method)
    if (placed.next === 'payment') {
      await page.goto(placed.redirectUrl!)
      if (method === 'KK') {
        // A card whose bank asks for 3-D Secure, confirmed.
        await payByCard(page, language, '4000 0000 0000 3220')
        await expect(page.getByRole('heading', { name: PAYMENT[language].challenge.heading })).toBeVisible()
        if (language !== 'nl') await expectNoSeriousA11yViolations(page, 'the 3-D Secure step')
        await page.getByRole('button', { name: PAYMENT[language].challenge.pass }).click()
      } else await payOnHostedPage(page, language, method, 'approve')
      await expect(page).toHaveURL(thankYouPath(marketInfo), { timeout: 45_000 })
    } else {
      expect(placed.next, method).toBe('thank-you')
      await page.goto(`${localizedPath(language, '/thank-you')}?order=${placed.orderNumber}`)
    }
    const number = await thankedFor(page, marketInfo)
    expect(number).toBe(placed.orderNumber)
    // Prepayment: the shop's bank details on the thank-you page.
    if (method === 'V') await expect(page.getByTestId('prepayment')).toContainText(/[A-Z]{2}\d{2}/)
    numbers.add(number)
  }
  expect(numbers.size).toBe(market.paymentMethods.length)
})

/** A single-variant product with counted stock, a different one per market (parallel tests keep apart). */
async function countedProduct(shop: APIRequestContext, info: MarketInfo): Promise<CatalogProduct> {
  let skip = marketOf(info).shopId
  for (let id = 100160; id > 100000; id -= 1) {
    const response = await shop.get(`/api/shop/product/${id}/?locale=${info.language}`)
    if (!response.ok()) continue
    const product = (await response.json()) as CatalogProduct
    const [variant, ...others] = product.variants
    if (!variant || others.length > 0 || !product.isActive) continue
    if (product.attributes.personalisierterArtikel?.value === '1') continue
    if (variant.availability.BVC !== 1 || variant.stock.quantity < 3) continue
    if (--skip === 0) return product
  }
  throw new Error('the seeded catalog has too few products with counted stock')
}

async function stockOf(shop: APIRequestContext, info: MarketInfo, productId: number) {
  const response = await shop.get(`/api/shop/product/${productId}/?locale=${info.language}`)
  return ((await response.json()) as CatalogProduct).variants[0]!.stock.quantity
}

test('a customer pays with the saved address, finds the order in the account, cancels it, and the stock is back', async ({
  page,
  shop,
  marketInfo,
}) => {
  test.skip(...oncePerLanguage(marketInfo.market))
  const { language } = marketInfo
  const t = CHECKOUT[language]
  const market = marketOf(marketInfo)
  const email = newEmail(language)
  await registerAndConfirm(page, language, email)
  await logIn(page, language, email, FIRST_PASSWORD)
  const saved = await page.evaluate(
    async ({ language, address }) =>
      (
        await fetch(`/api/user/addresses/?locale=${language}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify(address),
        })
      ).status,
    {
      language,
      address: {
        kind: 'billing',
        gender: 'f',
        first_name: 'Ada',
        last_name: 'Lovelace',
        street: 'Lindenweg',
        house_number: '7',
        postcode: POSTCODES[market.country]!,
        city: 'Musterstadt',
        country: market.country.toUpperCase(),
      },
    },
  )
  expect(saved).toBe(201)

  const product = await countedProduct(shop, marketInfo)
  const before = await stockOf(shop, marketInfo, product.id)
  await addToBasket(page, marketInfo, product)
  await page.goto(localizedPath(language, '/basket'))
  await page.getByTestId('to-checkout').click()
  // A customer goes straight to the checkout, the saved address already chosen.
  await expect(page).toHaveURL(checkoutPath(marketInfo), { timeout: 45_000 })
  await expect(page.getByRole('radio', { name: /Lindenweg 7/ })).toBeChecked()
  await page.getByRole('radio', { name: t.payment.methods.RE, exact: true }).check()
  await page.locator('#checkout-accept-terms').check()
  await page.getByRole('button', { name: t.orderButton }).click()
  const number = await thankedFor(page, marketInfo)
  await expect.poll(() => stockOf(shop, marketInfo, product.id)).toBe(before - 1)

  // The account's order list has it; its detail cancels it through the cancel order dialog.
  await page.goto(localizedPath(language, '/account/orders'))
  await page
    .getByRole('link', { name: new RegExp(number) })
    .first()
    .click()
  await expect(page.getByTestId('order-billingAddress')).toContainText('Lindenweg 7')
  await page.getByRole('button', { name: t.orders.cancel.button }).click()
  const dialog = page.getByRole('dialog')
  await expect(dialog).toBeVisible()
  await dialog.getByRole('button', { name: t.orders.cancel.confirm }).click()
  await expect(page.getByTestId('order-state')).toContainText(t.orders.states.cancelled)
  await expect.poll(() => stockOf(shop, marketInfo, product.id)).toBe(before)
})
