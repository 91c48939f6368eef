import { randomBytes, randomUUID } from 'node:crypto'
import type { Page } from '@playwright/test'
import paymentDe from '../messages/de/payment.json' with { type: 'json' }
import paymentFr from '../messages/fr/payment.json' with { type: 'json' }
import paymentNl from '../messages/nl/payment.json' with { type: 'json' }
import { MARKET_DEFINITIONS, type Language } from '../lib/config/markets'
import { addToBasket, singleVariantProduct } from './basket-helpers'
import { clientAddress } from './account-helpers'
import { test, expect, localizedPath, type MarketInfo } from './fixtures'
import { expectNoSeriousA11yViolations } from './axe'
import { waitForMail } from './mail'

/**
 * Online payment on the embedded payment service, in every market (issue 11 items 4, 5): a guest's
 * order paid by card — declined first, the basket comes back, then a card with a 3-D Secure challenge —
 * and by PayPal, cancelled first, then approved. The shopper ends on the thank-you page, and the
 * confirmation mail arrives once the signed webhook has told the shop.
 */
const TEXT = { de: paymentDe, fr: paymentFr, nl: paymentNl } as const
const POSTCODE: Record<string, string> = { de: '10115', at: '1010', ch: '8001', be: '1000', nl: '1011 AB' }

async function placeOrder(page: Page, market: MarketInfo, email: string, method: 'KK' | 'PP') {
  const definition = MARKET_DEFINITIONS.find((m) => m.code === market.market)!
  return page.evaluate(
    async ({ shopId, language, country, postcode, email, method, key }) => {
      const json = (init: RequestInit & { body?: string }) => ({
        ...init,
        headers: { 'Content-Type': 'application/json' },
      })
      const guest = { first_name: 'Ada', last_name: 'Lovelace', gender: 'f', email, newsletter: false }
      await fetch(
        `/api/user/auth/guest/?locale=${language}`,
        json({ method: 'POST', body: JSON.stringify(guest) }),
      )
      const user = (await (await fetch(`/api/user/?locale=${language}`)).json()) as { id: string }
      const address = {
        first_name: 'Ada',
        last_name: 'Lovelace',
        street: 'Hauptstraße',
        house_number: '12',
        postcode,
        city: 'Testhausen',
        country,
      }
      for (const deliveryKind of ['standard', 'freight']) {
        const body = {
          idempotencyKey: key,
          basketKey: `basket_${shopId}_${user.id}`,
          billingAddress: address,
          deliveryKind,
          paymentMethod: method,
          acceptTerms: true,
        }
        const response = await fetch(
          `/api/checkout/orders/?locale=${language}`,
          json({ method: 'POST', body: JSON.stringify(body) }),
        )
        const answer = (await response.json()) as {
          redirectUrl?: string
          orderNumber?: string
          error?: string
        }
        if (response.ok) return answer
        if (!JSON.stringify(answer).includes('deliveryKind')) throw new Error(JSON.stringify(answer))
      }
      throw new Error('no delivery kind accepted')
    },
    {
      shopId: definition.shopId,
      language: market.language,
      country: definition.country.toUpperCase(),
      postcode: POSTCODE[definition.country]!,
      email,
      method,
      key: randomUUID(),
    },
  )
}

const CARD = { holder: 'Ada Lovelace', expiry: '12/40', cvc: '123' }

async function payByCard(page: Page, language: Language, number: string) {
  const { card } = TEXT[language]
  await page.getByLabel(card.holder).fill(CARD.holder)
  await page.getByLabel(card.number, { exact: true }).fill(number)
  await page.getByLabel(card.expiry).fill(CARD.expiry)
  await page.getByLabel(card.cvc).fill(CARD.cvc)
  await page.getByRole('button', { name: new RegExp(card.submit.replace('{amount}', '.*')) }).click()
}

test.describe('online payment on the embedded payment service (issue 11 items 4, 5)', () => {
  test.describe.configure({ timeout: 120_000 })
  test.beforeEach(async ({ page }) => {
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': clientAddress() })
  })

  test('card declined then approved after 3-D Secure; PayPal cancelled then approved', async ({
    page,
    shop,
    marketInfo,
  }) => {
    const { language } = marketInfo
    const text = TEXT[language]
    const email = `e2e-pay-${randomBytes(6).toString('hex')}@example.org`
    const thankYou = new RegExp(`${encodeURI(localizedPath(language, '/thank-you'))}\\?order=`)
    const failed = new RegExp(`${encodeURI(localizedPath(language, '/checkout'))}\\?payment=failed`)
    await addToBasket(page, marketInfo, await singleVariantProduct(shop, language))

    // A card the bank declines: back at the checkout, the order failed and the basket is back.
    const first = await placeOrder(page, marketInfo, email, 'KK')
    await page.goto(first.redirectUrl!)
    await expect(page.getByRole('heading', { name: text.card.heading })).toBeVisible()
    await expectNoSeriousA11yViolations(page, 'the card page')
    await payByCard(page, language, '4000 0000 0000 0002')
    await expect(page).toHaveURL(failed)

    // A card with a 3-D Secure challenge, confirmed: paid, thanked, mailed.
    const second = await placeOrder(page, marketInfo, email, 'KK')
    await page.goto(second.redirectUrl!)
    await payByCard(page, language, '4000 0000 0000 3220')
    await expect(page.getByRole('heading', { name: text.challenge.heading })).toBeVisible()
    await expectNoSeriousA11yViolations(page, 'the 3-D Secure step')
    await page.getByRole('button', { name: text.challenge.pass }).click()
    await expect(page).toHaveURL(thankYou)
    const mail = await waitForMail(email, 'order-confirmation')
    expect(JSON.stringify(mail)).toContain(second.orderNumber!)

    // PayPal: cancelled on the provider's page, then approved.
    await addToBasket(page, marketInfo, await singleVariantProduct(shop, language))
    const third = await placeOrder(page, marketInfo, email, 'PP')
    await page.goto(third.redirectUrl!)
    await expectNoSeriousA11yViolations(page, 'the PayPal page')
    await page.getByRole('button', { name: text.redirect.cancel }).click()
    await expect(page).toHaveURL(failed)
    const fourth = await placeOrder(page, marketInfo, email, 'PP')
    await page.goto(fourth.redirectUrl!)
    await page.getByRole('button', { name: text.redirect.approve }).click()
    await expect(page).toHaveURL(thankYou)
  })
})
