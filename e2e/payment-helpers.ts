/**
 * The embedded payment service's page as a shopper uses it (README "Payments": documented test cards,
 * approve / cancel on a redirect provider's page), and an order placed through the checkout's own call
 * from the page, for the methods a test pays without the checkout's form.
 */
import { randomUUID } from 'node:crypto'
import type { Page } from '@playwright/test'
import paymentDe from '../messages/de/payment.json' with { type: 'json' }
import paymentFr from '../messages/fr/payment.json' with { type: 'json' }
import paymentNl from '../messages/nl/payment.json' with { type: 'json' }
import type { PaymentCode } from '../lib/config/payment'
import { MARKET_DEFINITIONS, type Language, type MarketDefinition } from '../lib/config/markets'
import { POSTCODES } from './checkout-helpers'
import type { MarketInfo } from './fixtures'

export const PAYMENT = { de: paymentDe, fr: paymentFr, nl: paymentNl } as const

const CARD = { holder: 'Ada Lovelace', expiry: '12/40', cvc: '123' }

export async function payByCard(page: Page, language: Language, number: string) {
  const { card } = PAYMENT[language]
  await page.getByLabel(card.holder).fill(CARD.holder)
  await page.getByLabel(card.number, { exact: true }).fill(number)
  await page.getByLabel(card.expiry).fill(CARD.expiry)
  await page.getByLabel(card.cvc).fill(CARD.cvc)
  await page.getByRole('button', { name: new RegExp(card.submit.replace('{amount}', '.*')) }).click()
}

/** Approve or cancel on a redirect provider's page or the wallet sheet; iDEAL asks for the bank first. */
export async function payOnHostedPage(
  page: Page,
  language: Language,
  method: PaymentCode,
  decision: 'approve' | 'cancel',
) {
  const text = PAYMENT[language]
  const step = method === 'AP' ? text.wallet : text.redirect
  if (method === 'IL' && decision === 'approve') {
    await page.getByLabel(text.redirect.bank).selectOption({ index: 1 })
  }
  await page.getByRole('button', { name: step[decision], exact: true }).click()
}

/** The market's own redirect method where it has one (TWINT, iDEAL, Klarna), else PayPal. */
export function redirectMethodOf(market: MarketDefinition): PaymentCode {
  return (['TW', 'IL', 'KN'] as const).find((code) => market.paymentMethods.includes(code)) ?? 'PP'
}

export interface PlaceAnswer {
  status: number
  next?: 'payment' | 'thank-you'
  orderNumber?: string
  redirectUrl?: string | null
}

/**
 * The checkout's placement call from the page (its cookies and origin), as a guest of `email`, with the
 * basket's delivery kind. A gift card ('G') is the market's demo card that pays everything.
 */
export async function placeByApi(page: Page, info: MarketInfo, email: string, method: PaymentCode) {
  const market = MARKET_DEFINITIONS.find((m) => m.code === info.market)!
  return page.evaluate(
    async ({ shopId, language, country, postcode, email, method, key, giftCode }) => {
      const post = (url: string, body: unknown) =>
        fetch(url, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
          body: JSON.stringify(body),
        })
      const guest = { first_name: 'Ada', last_name: 'Lovelace', gender: 'f', email, newsletter: false }
      await post(`/api/user/auth/guest/?locale=${language}`, guest)
      const user = (await (await fetch(`/api/user/?locale=${language}`)).json()) as { id: string }
      const basketKey = `basket_${shopId}_${user.id}`
      const summary = (await (
        await post(`/api/checkout/summary/?locale=${language}`, { basketKey, applePaySupported: true })
      ).json()) as { shippingKind?: string }
      const address = {
        first_name: 'Ada',
        last_name: 'Lovelace',
        street: 'Hauptstraße',
        house_number: '12',
        postcode,
        city: 'Testhausen',
        country,
      }
      const response = await post(`/api/checkout/orders/?locale=${language}`, {
        idempotencyKey: key,
        basketKey,
        billingAddress: address,
        deliveryKind: summary.shippingKind ?? 'standard',
        ...(method === 'G' ? { giftCard: { code: giftCode, pin: '1234' } } : { paymentMethod: method }),
        acceptTerms: true,
      })
      const answer = (await response.json()) as Record<string, unknown>
      return { status: response.status, ...answer } as {
        status: number
        next?: 'payment' | 'thank-you'
        orderNumber?: string
        redirectUrl?: string | null
      }
    },
    {
      shopId: market.shopId,
      language: info.language,
      country: market.country.toUpperCase(),
      postcode: POSTCODES[market.country]!,
      email,
      method,
      key: randomUUID(),
      giftCode: market.currency === 'CHF' ? 'GIFT5000CHF0001' : 'GIFT5000EUR0001',
    },
  ) as Promise<PlaceAnswer>
}
