import { request as playwrightRequest, type APIRequestContext, type Page } from '@playwright/test'
import type { Language } from '../lib/config/markets'
import { CATEGORY_PATH, expect, localizedPath, test } from './fixtures'

/**
 * The wishlist (spec 02 §4 wishlist toggle, §7) once per language: heart a product on a
 * listing, see the header counter, open the wishlist page, add the product to the basket from there
 * (the add-to-cart layer from the wishlist), remove it, reload and find the wishlist as left.
 */
const PORT = Number(process.env.E2E_PORT ?? 3100)

interface CatalogProduct {
  id: number
  isActive: boolean
  attributes: Record<string, { value: string } | undefined>
  variants: Array<{ availability: { BVC: number } }>
}

/** The first card of the listing whose product has one buyable variant and is not personalised. */
async function directlyAddableCard(page: Page, shop: APIRequestContext, language: Language) {
  const ids = await page
    .getByTestId('product-card')
    .evaluateAll((cards) => cards.map((c) => Number(c.getAttribute('data-product-id'))))
  for (const id of ids) {
    const response = await shop.get(`/api/shop/product/${id}/?locale=${language}`)
    if (!response.ok()) continue
    const product = (await response.json()) as CatalogProduct
    const [variant, ...others] = product.variants
    if (!variant || others.length > 0 || !product.isActive) continue
    if (product.attributes.personalisierterArtikel?.value === '1') continue
    if (variant.availability.BVC === 1 || variant.availability.BVC === 2) return id
  }
  throw new Error('the listing shows no product with a single buyable variant')
}

const wishlistCall = (page: Page, path: string) =>
  page.waitForResponse((r) => r.url().includes(`/api/shop/wishlist/${path}/`) && r.ok())

test.describe('wishlist (spec 02 §4, §7)', () => {
  // A journey over several pages and round trips: more than one page's budget.
  test.describe.configure({ timeout: 60_000 })

  test('heart on a listing, counter, wishlist page, add to basket, remove, reload', async ({
    page,
    shop,
    marketInfo,
  }) => {
    const { language } = marketInfo
    await Promise.all([wishlistCall(page, 'get'), page.goto(CATEGORY_PATH[language])])
    const productId = await directlyAddableCard(page, shop, language)
    const card = page.locator(`[data-testid="product-card"][data-product-id="${productId}"]`)
    const heart = card.getByTestId('wishlist-toggle')
    await expect(heart).toHaveAttribute('aria-pressed', 'false')

    const added = wishlistCall(page, 'addItem')
    await heart.click()
    await expect(heart).toHaveAttribute('aria-pressed', 'true')
    await added
    const wishlistLink = page.locator('header a[data-service="wishlist"]').first()
    await expect(wishlistLink.getByTestId('wishlist-count')).toHaveText('1')

    await wishlistLink.click()
    await expect(page).toHaveURL(new RegExp(`${localizedPath(language, '/wishlist')}$`))
    const item = page.locator(`[data-testid="wishlist-item"][data-product-id="${productId}"]`)
    await expect(item).toBeVisible()

    await item.getByTestId('wishlist-add-to-cart').click()
    await expect(page.getByTestId('add-to-cart-layer')).toHaveAttribute('data-type', 'success')
    await page.keyboard.press('Escape')
    await expect(page.getByTestId('add-to-cart-layer')).toHaveCount(0)
    // Adding to the basket keeps the entry on the wishlist.
    await expect(item).toBeVisible()

    const removed = wishlistCall(page, 'deleteItem')
    await item.getByTestId('wishlist-remove').click()
    await expect(item).toHaveCount(0)
    await removed
    await expect(page.getByTestId('wishlist-empty')).toBeVisible()

    await Promise.all([wishlistCall(page, 'get'), page.reload()])
    await expect(page.getByTestId('wishlist-empty')).toBeVisible()
    await expect(page.getByTestId('wishlist-count')).toHaveCount(0)
    // The basket kept what was added from the wishlist.
    await page.goto(localizedPath(language, '/basket'), { waitUntil: 'networkidle' })
    await expect(page.getByTestId('basket-line').first()).toBeVisible()
  })

  test('a heart pressed again removes the product; the wishlist survives a reload', async ({
    page,
    shop,
    marketInfo,
  }) => {
    // The wishlist's first read means the hearts are live.
    await Promise.all([wishlistCall(page, 'get'), page.goto(CATEGORY_PATH[marketInfo.language])])
    const productId = await directlyAddableCard(page, shop, marketInfo.language)
    const heart = page.locator(
      `[data-testid="product-card"][data-product-id="${productId}"] [data-testid="wishlist-toggle"]`,
    )
    const added = wishlistCall(page, 'addItem')
    await heart.press('Enter')
    await added
    await Promise.all([wishlistCall(page, 'get'), page.reload()])
    await expect(heart).toHaveAttribute('aria-pressed', 'true')
    const removed = wishlistCall(page, 'deleteItem')
    await heart.press('Enter')
    await expect(heart).toHaveAttribute('aria-pressed', 'false')
    await removed
    await Promise.all([wishlistCall(page, 'get'), page.reload()])
    await expect(heart).toHaveAttribute('aria-pressed', 'false')
  })

  test('a market without hasWishlist has no wishlist page (404)', async () => {
    const partial = await playwrightRequest.newContext({
      baseURL: `http://127.0.0.1:${PORT}`,
      extraHTTPHeaders: { host: `fr-fr.localhost:${PORT}` },
      maxRedirects: 0,
    })
    const response = await partial.get(localizedPath('fr', '/wishlist'))
    expect(response.status()).toBe(404)
    await partial.dispose()
  })
})
