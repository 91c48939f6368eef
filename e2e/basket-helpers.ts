/** Putting a seeded product into the basket from the browser, as the basket and account suites need it. */
import { expect, type APIRequestContext, type Page } from '@playwright/test'
import { MARKET_DEFINITIONS } from '../lib/config/markets'
import type { MarketInfo } from './fixtures'
import { waitForHydration } from './hydration'

export interface CatalogProduct {
  id: number
  name: string
  isActive: boolean
  attributes: Record<string, { value: string } | undefined>
  variants: Array<{
    id: number
    referenceKey: string
    availability: { BVC: number }
    stock: { quantity: number }
  }>
}

/** A seeded product with exactly one variant that can be bought several times (not personalised). */
export async function singleVariantProduct(
  shop: APIRequestContext,
  language: string,
): Promise<CatalogProduct> {
  for (let id = 100001; id < 100120; id += 1) {
    const response = await shop.get(`/api/shop/product/${id}/?locale=${language}`)
    if (!response.ok()) continue
    const product = (await response.json()) as CatalogProduct
    const [variant, ...others] = product.variants
    if (!variant || others.length > 0 || !product.isActive) continue
    if (product.attributes.personalisierterArtikel?.value === '1') continue
    const plenty =
      variant.availability.BVC === 2 || (variant.availability.BVC === 1 && variant.stock.quantity >= 3)
    if (plenty) return product
  }
  throw new Error('the seeded catalog has no buyable single-variant product')
}

/** The product page's add button where it is wired; else the same call from the page, as the button makes it. */
export async function addToBasket(page: Page, marketInfo: MarketInfo, product: CatalogProduct) {
  await page.goto(`/${marketInfo.language}/p/x-${product.id}/`)
  const button = page.getByTestId('add-to-cart')
  if ((await button.count()) > 0) await waitForHydration(button)
  if ((await button.count()) > 0 && (await button.first().isEnabled())) {
    await button.first().click()
    await expect(page.getByTestId('add-to-cart-layer')).toHaveAttribute('data-type', 'success')
    await page.keyboard.press('Escape')
    return
  }
  const shopId = MARKET_DEFINITIONS.find((m) => m.code === marketInfo.market)?.shopId
  const status = await page.evaluate(
    async ({ shopId, variantId, language }) => {
      const user = (await (await fetch(`/api/user/?locale=${language}`)).json()) as { id: string }
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
      return response.status
    },
    { shopId, variantId: product.variants[0]!.id, language: marketInfo.language },
  )
  // 201: a new line (spec 02 §7 statusCode, read by the add-to-cart layer).
  expect(status).toBe(201)
}
