/**
 * What the checkout e2e suite shares (issue 11): the texts per language, two buyable products in the
 * basket (seeded products of e2e/basket-helpers.ts, added through the basket API), the checkout login as a guest, a valid address of the market's country, and the first offline
 * payment method (invoice, prepayment, cash on delivery) the market offers.
 */
import { randomBytes } from 'node:crypto'
import type { APIRequestContext, Page } from '@playwright/test'
import checkoutDe from '../messages/de/checkout.json' with { type: 'json' }
import checkoutFr from '../messages/fr/checkout.json' with { type: 'json' }
import checkoutNl from '../messages/nl/checkout.json' with { type: 'json' }
import { MARKET_DEFINITIONS, type Language } from '../lib/config/markets'
import type { CatalogProduct } from './basket-helpers'
import { TEXT, field } from './account-helpers'
import { expect, localizedPath, type MarketInfo } from './fixtures'

export const CHECKOUT = { de: checkoutDe, fr: checkoutFr, nl: checkoutNl } as const

export const POSTCODES: Record<string, string> = {
  de: '10115',
  at: '1010',
  ch: '8001',
  be: '1000',
  nl: '1011 AB',
}

/** The page's path, decoded ('/fr/espèces/' is sent as '/fr/esp%C3%A8ces/'), is this one. */
export const atPath = (path: string) => (url: URL) => decodeURI(url.pathname) === path

export const newShopperEmail = (market: string) =>
  `e2e-co-${market}-${randomBytes(5).toString('hex')}@example.org`

const chosen = new Map<string, CatalogProduct[]>()

/** Two distinct seeded single-variant products that never run out (looked up once per language). */
async function twoProducts(shop: APIRequestContext, language: string): Promise<CatalogProduct[]> {
  const known = chosen.get(language)
  if (known) return known
  const found: CatalogProduct[] = []
  for (let id = 100001; id < 100160 && found.length < 2; id += 1) {
    const response = await shop.get(`/api/shop/product/${id}/?locale=${language}`)
    if (!response.ok()) continue
    const product = (await response.json()) as CatalogProduct
    const [variant, ...others] = product.variants
    if (!variant || others.length > 0 || !product.isActive) continue
    if (product.attributes.personalisierterArtikel?.value === '1') continue
    if (product.attributes.bulkyOrLoad?.value === 'j') continue
    // Goods that are not counted (BVC 2): the many orders of the suites never sell them out.
    if (variant.availability.BVC === 2) found.push(product)
  }
  if (found.length < 2) throw new Error('the seeded catalog has no two buyable products')
  chosen.set(language, found)
  return found
}

/** Two products into the visitor's basket through the basket API, as the add button calls it. */
export async function fillBasket(page: Page, shop: APIRequestContext, marketInfo: MarketInfo) {
  const { language, market } = marketInfo
  const shopId = MARKET_DEFINITIONS.find((m) => m.code === market)!.shopId
  const variantIds = (await twoProducts(shop, language)).map((p) => p.variants[0]!.id)
  // The visitor's session first, so the page's own calls and ours share it (no two new sessions racing);
  // a page already in the shop has it.
  if (!page.url().startsWith('http')) {
    await page.goto(`/api/user/?locale=${language}`)
    await page.goto(localizedPath(language, '/basket'), { waitUntil: 'networkidle' })
  }
  const statuses = await page.evaluate(
    async ({ shopId, variantIds, language }) => {
      const user = (await (await fetch(`/api/user/?locale=${language}`)).json()) as { id: string }
      const added: number[] = []
      for (const variantId of variantIds) {
        const response = await fetch(`/api/shop/basket/addItem/?locale=${language}`, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({
            basketKey: `basket_${shopId}_${user.id}`,
            variantId,
            quantity: 1,
            options: {},
          }),
        })
        added.push(response.status)
      }
      return added
    },
    { shopId, variantIds, language },
  )
  expect(statuses).toEqual([201, 201])
}

/** The checkout login's guest section (spec 02 §5 guest group), then on to the checkout. */
export async function continueAsGuest(page: Page, language: Language, email: string) {
  const { auth } = TEXT[language].account
  const section = page.locator('section[data-section="guest"]')
  await field(section, auth.fields.first_name).fill('Ada')
  await field(section, auth.fields.last_name).fill('Lovelace')
  await section.getByLabel(auth.genders.f, { exact: true }).check()
  await field(section, auth.fields.email).fill(email)
  await section.getByRole('button', { name: auth.guest.submit }).click()
  await expect(page).toHaveURL(atPath(localizedPath(language, '/checkout')), { timeout: 45_000 })
}

export async function fillAddress(page: Page, marketInfo: MarketInfo) {
  const form = TEXT[marketInfo.language].account.addresses.form
  const country = MARKET_DEFINITIONS.find((m) => m.code === marketInfo.market)!.country
  await field(page, form.street).fill('Hauptstraße')
  await field(page, form.houseNumber).fill('12')
  await field(page, form.postcode).fill(POSTCODES[country]!)
  await field(page, form.city).fill('Testort')
}

/** The first offline method the market offers at checkout (RE, then V, then NN). */
export function offlineMethod(marketInfo: MarketInfo): 'RE' | 'V' | 'NN' {
  const methods = MARKET_DEFINITIONS.find((m) => m.code === marketInfo.market)!.paymentMethods
  const method = (['RE', 'V', 'NN'] as const).find((code) => methods.includes(code))
  if (!method) throw new Error(`${marketInfo.market} offers no offline method`)
  return method
}

/** The thank-you page of the order just placed: its order number. */
export async function thankedFor(page: Page, info: MarketInfo) {
  await expect(page).toHaveURL(atPath(localizedPath(info.language, '/thank-you')), { timeout: 45_000 })
  const number = page.getByTestId('order-number')
  await expect(number).toBeVisible()
  return (await number.getAttribute('data-order-number'))!
}
