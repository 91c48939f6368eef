import type { APIRequestContext } from '@playwright/test'
import { MARKET_DEFINITIONS } from '../lib/config/markets'
import { buildShopOptions } from '../lib/config/shop-options'
import { expect, test } from './fixtures'

/**
 * Click & Reserve on the product page (spec 02 §2), in every market that offers it: the dialog loads
 * its flow on opening, lists the branches by availability, refuses a reservation without a branch,
 * reserves in one with stock and confirms with its address. Elsewhere the button is not there.
 */
interface StoreWithStock {
  id: number
  name: string
  stock: Record<string, number>
}

/** A seeded product (home flavour) whose first variant some branch of the market holds. */
async function reservableProduct(shop: APIRequestContext, language: string) {
  for (let id = 100001; id < 100080; id += 1) {
    const product = await shop.get(`/api/shop/product/${id}/?locale=${language}`)
    if (!product.ok()) continue
    const { variants } = (await product.json()) as { variants: { id: number }[] }
    const variantId = variants[0]?.id
    if (!variantId || variants.length > 1) continue
    const stores = await shop.get(`/api/shop/stores/?locale=${language}&variantIds=${variantId}`)
    if (!stores.ok()) continue
    const stocked = ((await stores.json()) as StoreWithStock[]).find((s) => (s.stock[variantId] ?? 0) > 0)
    if (stocked) return { id, store: stocked }
  }
  throw new Error('no seeded product that a branch holds')
}

test.describe('click and reserve on the product page (spec 02 §2)', () => {
  test('reserve one piece in a branch and see its address', async ({ page, shop, marketInfo }) => {
    const market = MARKET_DEFINITIONS.find((m) => m.code === marketInfo.market)
    const offered = market ? buildShopOptions(market, 'home').clickAndReserve : false
    const { language } = marketInfo
    if (!offered) {
      await page.goto(`/${language}/p/x-100001/`)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expect(page.getByTestId('click-and-reserve')).toHaveCount(0)
      return
    }
    const { id, store } = await reservableProduct(shop, language)
    await page.goto(`/${language}/p/x-${id}/`, { waitUntil: 'networkidle' })

    // The flow's code is not part of the page: it arrives with the dialog.
    const flowLoaded = page.waitForResponse((r) => r.url().includes('/api/shop/stores/') && r.ok())
    await page.getByTestId('click-and-reserve').click()
    const dialog = page.getByRole('dialog')
    await expect(dialog).toBeVisible()
    await flowLoaded
    await expect(dialog.getByTestId('store-option').first()).toBeVisible()

    // No branch chosen: the form says so and nothing is sent.
    const form = dialog.getByTestId('reserve-form')
    await form.getByRole('textbox').first().fill('Anna Beispiel')
    await form.locator('input[type=email]').fill('anna@example.de')
    await form.getByRole('button').last().click()
    await expect(dialog.locator('[role=alert]').first()).toBeVisible()

    await dialog.getByTestId('store-option').filter({ hasText: store.name }).click()
    const reserved = page.waitForResponse((r) => r.url().includes('/api/shop/stores/reserve/'))
    await form.getByRole('button').last().click()
    expect((await reserved).ok()).toBe(true)
    const success = dialog.getByTestId('reserve-success')
    await expect(success).toContainText(store.name)
    await expect(success.getByRole('heading')).toBeFocused()
    await success.getByRole('button').click()
    await expect(dialog).toBeHidden()
  })
})
