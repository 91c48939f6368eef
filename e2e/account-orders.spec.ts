import { randomUUID } from 'node:crypto'
import { readFile } from 'node:fs/promises'
import type { Page } from '@playwright/test'
import checkoutDe from '../messages/de/checkout.json' with { type: 'json' }
import checkoutFr from '../messages/fr/checkout.json' with { type: 'json' }
import checkoutNl from '../messages/nl/checkout.json' with { type: 'json' }
import screensDe from '../messages/de/screens.json' with { type: 'json' }
import screensFr from '../messages/fr/screens.json' with { type: 'json' }
import screensNl from '../messages/nl/screens.json' with { type: 'json' }
import { MARKET_DEFINITIONS, type Language } from '../lib/config/markets'
import {
  FIRST_PASSWORD,
  POSTCODE,
  clientAddress,
  logIn,
  newEmail,
  registerAndConfirm,
} from './account-helpers'
import { expectNoSeriousA11yViolations } from './axe'
import { addToBasket, singleVariantProduct } from './basket-helpers'
import { expect, localizedPath, test, type MarketInfo } from './fixtures'
import { waitForMail } from './mail'
import { expectNoComingSoon } from './coming-soon'

/**
 * The account's order screens as a customer uses them, once per language (issue 11 item 8; spec 01 §2
 * order list, order detail, order complaint): an order placed through the real API (invoice) is in the
 * list, its detail shows it, the invoice downloads as a PDF, a complaint is filed and its mail arrives,
 * and the order is cancelled through the cancel order dialog (every market has cancelOrder on). axe
 * checks list, detail and complaint.
 */
const TEXT = {
  de: { checkout: checkoutDe, screens: screensDe },
  fr: { checkout: checkoutFr, screens: screensFr },
  nl: { checkout: checkoutNl, screens: screensNl },
} as const
const CITY: Record<Language, string> = { de: 'Berlin', fr: 'Zürich', nl: 'Amsterdam' }

/**
 * Places the basket's order with an invoice from the page, as the checkout's button does: the browser's
 * own fetch, so cookies and same-origin headers are the browser's.
 */
async function placeOrder(page: Page, marketInfo: MarketInfo): Promise<string> {
  const market = MARKET_DEFINITIONS.find((m) => m.code === marketInfo.market)!
  const { language } = marketInfo
  const address = {
    gender: 'f',
    first_name: 'Ada',
    last_name: 'Lovelace',
    street: 'Lindenweg',
    house_number: '7',
    postcode: POSTCODE[language],
    city: CITY[language],
    country: market.country.toUpperCase(),
  }
  const answer = await page.evaluate(
    async ({ language, shopId, address, key }) => {
      const user = (await (await fetch(`/api/user/?locale=${language}`)).json()) as { id: string }
      const basketKey = `basket_${shopId}_${user.id}`
      // Bulky goods go by freight: the delivery kind the basket's shipping rule names (spec 02 §3).
      const answer = (await (
        await fetch(`/api/shop/basket/get/${basketKey}/?locale=${language}`)
      ).json()) as {
        basket?: { shipping?: { kind?: string | null } }
        shipping?: { kind?: string | null }
      }
      const kind = (answer.basket ?? answer).shipping?.kind
      const response = await fetch(`/api/checkout/orders/?locale=${language}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
        body: JSON.stringify({
          idempotencyKey: key,
          basketKey,
          billingAddress: address,
          deliveryKind: kind === 'freight' ? 'freight' : 'standard',
          paymentMethod: 'RE',
          acceptTerms: true,
        }),
      })
      return {
        status: response.status,
        body: (await response.json()) as { orderNumber: string; next: string },
      }
    },
    { language, shopId: market.shopId, address, key: randomUUID() },
  )
  expect(answer.status, JSON.stringify(answer.body)).toBe(201)
  expect(answer.body.next).toBe('thank-you')
  return answer.body.orderNumber
}

/** The status of a GET from the page (the browser's cookies). */
const statusOf = (page: Page, path: string) => page.evaluate(async (url) => (await fetch(url)).status, path)

test.describe('account order screens (issue 11 item 8; spec 01 §2)', () => {
  test.describe.configure({ timeout: 300_000 })
  test.beforeEach(async ({ page }) => {
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': clientAddress() })
  })

  test('a customer finds the order, downloads the invoice, files a complaint and cancels it', async ({
    page,
    shop,
    marketInfo,
  }) => {
    const { language } = marketInfo
    const { orders } = TEXT[language].checkout
    const axe = language !== 'nl'
    const email = newEmail(language)
    await registerAndConfirm(page, language, email)
    await logIn(page, language, email, FIRST_PASSWORD)

    // Before any order: the empty list with the way to the shop.
    await page.goto(localizedPath(language, '/account/orders'))
    await expect(page.getByTestId('orders-empty')).toContainText(orders.list.empty)
    await expectNoComingSoon(page)

    await addToBasket(page, marketInfo, await singleVariantProduct(shop, language))
    const orderNumber = await placeOrder(page, marketInfo)

    // The list: number, state, the way to the detail.
    await page.goto(localizedPath(language, '/account/orders'))
    const card = page.locator(`[data-testid="order-card"][data-order="${orderNumber}"]`)
    await expect(card).toBeVisible()
    await expect(card.getByTestId('order-state')).toHaveText(orders.states.confirmed)
    if (axe) await expectNoSeriousA11yViolations(page, `order list (${language})`)
    await card.getByRole('heading').getByRole('link').click()
    await expect(page).toHaveURL(
      new RegExp(`${localizedPath(language, '/account/orders/[orderNumber]', { orderNumber })}$`),
    )

    // The detail: the line card shows the quantity as an amount; the invoice downloads as a PDF.
    await expect(page.getByTestId('basket-line')).toHaveCount(1)
    await expect(page.getByTestId('line-amount')).toBeVisible()
    await expect(page.getByTestId('order-state')).toHaveText(orders.states.confirmed)
    if (axe) await expectNoSeriousA11yViolations(page, `order detail (${language})`)
    const download = page.waitForEvent('download')
    await page.getByTestId('invoice-download').click()
    const file = await (await download).path()
    expect((await readFile(file)).subarray(0, 5).toString('latin1')).toBe('%PDF-')
    expect((await download).suggestedFilename()).toMatch(new RegExp(`${orderNumber}\\.pdf$`))

    // A complaint: the form, its errors, then the confirmation and the mails.
    await page.getByTestId('complaint-link').click()
    await expect(page.getByTestId('complaint-form')).toBeVisible()
    if (axe) await expectNoSeriousA11yViolations(page, `order complaint (${language})`)
    const complaintForm = page.getByTestId('complaint-form')
    await complaintForm.getByRole('button', { name: orders.complaint.submit }).click()
    await expect(page.getByText(orders.complaint.reasonRequired)).toBeVisible()
    const since = new Date()
    await complaintForm.getByRole('checkbox').first().check()
    await complaintForm.getByRole('radio', { name: orders.complaint.reasons.damaged }).check()
    await complaintForm.getByRole('textbox').fill('E2E: the lid arrived broken.')
    await complaintForm.getByRole('button', { name: orders.complaint.submit }).click()
    await expect(page.getByTestId('complaint-status')).toHaveText(orders.complaint.sent)
    await expect(page.getByTestId('complaint-status')).toBeFocused()
    const copy = await waitForMail(email, 'order-complaint-copy', since)
    expect(copy.text).toContain(orderNumber)

    // Cancel through the dialog; the page then shows the cancelled order.
    await page.goto(localizedPath(language, '/account/orders/[orderNumber]', { orderNumber }))
    await page.getByRole('button', { name: orders.cancel.button }).click()
    const dialog = page.getByRole('dialog', {
      name: orders.cancel.dialogTitle.replace('{orderNumber}', orderNumber),
    })
    await expect(dialog).toBeVisible()
    await dialog.getByRole('button', { name: orders.cancel.confirm }).click()
    await expect(dialog).toBeHidden()
    await expect(page.getByTestId('order-state')).toHaveText(orders.states.cancelled)
    await expect(page.getByTestId('cancel-status')).toHaveText(
      orders.cancel.done.replace('{orderNumber}', orderNumber),
    )
    await expect(page.getByRole('button', { name: orders.cancel.button })).toHaveCount(0)
    await waitForMail(email, 'order-cancelled')
    await page.goto(localizedPath(language, '/account/orders'))
    await expect(card.getByTestId('order-state')).toHaveText(orders.states.cancelled)
  })

  test("another customer's order and its invoice are not found", async ({
    page,
    browser,
    shop,
    marketInfo,
  }) => {
    const { language } = marketInfo
    const ada = newEmail(language)
    await registerAndConfirm(page, language, ada)
    await logIn(page, language, ada, FIRST_PASSWORD)
    await addToBasket(page, marketInfo, await singleVariantProduct(shop, language))
    const orderNumber = await placeOrder(page, marketInfo)

    const { baseURL, storageState } = test.info().project.use
    const other = await browser.newContext({ baseURL, storageState })
    const grace = await other.newPage()
    await grace.setExtraHTTPHeaders({ 'x-forwarded-for': clientAddress() })
    const email = newEmail(language)
    await registerAndConfirm(grace, language, email)
    await logIn(grace, language, email, FIRST_PASSWORD)
    const detail = localizedPath(language, '/account/orders/[orderNumber]', { orderNumber })
    expect((await grace.goto(detail))?.status()).toBe(404)
    const complaint = localizedPath(language, '/account/orders/complaint/[orderNumber]', { orderNumber })
    expect((await grace.goto(complaint))?.status()).toBe(404)
    expect(await statusOf(grace, `/api/user/orders/${orderNumber}/invoice/`)).toBe(404)
    await other.close()
    // Logged out, the invoice is 401.
    expect((await shop.get(`/api/user/orders/${orderNumber}/invoice/`)).status()).toBe(401)
  })
})
