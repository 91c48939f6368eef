import type { APIRequestContext, Page } from '@playwright/test'
import { CATEGORY_PATH, expect, localizedPath, test } from './fixtures'

/**
 * Recommendation sliders and the add from a card (spec 02 §2, §4, §7): the product page shows its slots as
 * card sliders asked for in the browser, remembers the product in the lastSeen cookie, and a card of a
 * product with one variant adds it directly and opens the add-to-cart layer with its own slider.
 */
const HEADINGS = {
  de: {
    alternatives: 'Ähnliche Artikel',
    lastSeen: 'Zuletzt angesehen',
    layer: 'Passt gut dazu',
    bestseller: 'Bestseller',
  },
  fr: {
    alternatives: 'Articles similaires',
    lastSeen: 'Vus récemment',
    layer: 'Va très bien avec',
    bestseller: 'Meilleures ventes',
  },
  nl: {
    alternatives: 'Vergelijkbare artikelen',
    lastSeen: 'Onlangs bekeken',
    layer: 'Past er goed bij',
    bestseller: 'Bestsellers',
  },
} as const

// Seeded recommendation-fallback products (e2e/product.spec.ts): always buyable.
const VIEWED_FIRST = 100001
const VIEWED_NEXT = 100002

interface CatalogProduct {
  id: number
  name: string
  isActive: boolean
  attributes: Record<string, { value: string } | undefined>
  variants: Array<{ availability: { BVC: number } }>
}

/** A seeded product whose card adds directly: one buyable variant, not personalised. */
async function singleVariantProduct(shop: APIRequestContext, language: string): Promise<CatalogProduct> {
  for (let id = 100001; id < 100120; id += 1) {
    const response = await shop.get(`/api/shop/product/${id}/?locale=${language}`)
    if (!response.ok()) continue
    const product = (await response.json()) as CatalogProduct
    const [variant, ...others] = product.variants
    if (!variant || others.length > 0 || !product.isActive) continue
    if (product.attributes.personalisierterArtikel?.value === '1') continue
    if (variant.availability.BVC === 1 || variant.availability.BVC === 2) return product
  }
  throw new Error('the seeded catalog has no buyable single-variant product')
}

const slot = (page: Page, id: string) =>
  page.locator(`[data-testid="recommendation-slider"][data-slot="${id}"]`)

test.describe('recommendation sliders (spec 02 §7)', () => {
  test('the product page shows its slots as card sliders in its language, loaded when scrolled near', async ({
    page,
    marketInfo,
  }) => {
    const texts = HEADINGS[marketInfo.language]
    const asked: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('/api/shop/recommendations/')) asked.push(request.url())
    })
    await page.goto(`/${marketInfo.language}/p/x-${VIEWED_FIRST}/`)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    const alternatives = slot(page, 'pds_alternatives')
    await alternatives.scrollIntoViewIfNeeded()
    await expect(alternatives.getByRole('heading', { level: 2, name: texts.alternatives })).toBeVisible()
    await expect(alternatives.getByTestId('product-card').first()).toBeVisible()
    expect(await alternatives.getByTestId('product-card').count()).toBeGreaterThan(1)
    // The product itself is not recommended to its own page.
    await expect(
      alternatives.locator(`[data-testid="product-card"][data-product-id="${VIEWED_FIRST}"]`),
    ).toHaveCount(0)
    expect(
      asked.some((url) => url.includes('slot=pds_alternatives') && url.includes(`itemId=${VIEWED_FIRST}`)),
    ).toBe(true)
  })

  test('viewing a product records it in the lastSeen cookie; the next product page shows it as last seen', async ({
    page,
    context,
    marketInfo,
  }) => {
    await page.goto(`/${marketInfo.language}/p/x-${VIEWED_FIRST}/`)
    await expect
      .poll(async () => (await context.cookies()).find((c) => c.name === 'lastSeen')?.value ?? '')
      .toBe(String(VIEWED_FIRST))
    const cookie = (await context.cookies()).find((c) => c.name === 'lastSeen')
    expect(cookie).toMatchObject({ path: '/', sameSite: 'Lax' })
    // 30 days, give or take the test's own duration.
    expect((cookie?.expires ?? 0) - Date.now() / 1000).toBeGreaterThan(29 * 24 * 3600)

    await page.goto(`/${marketInfo.language}/p/x-${VIEWED_NEXT}/`)
    await expect
      .poll(async () => (await context.cookies()).find((c) => c.name === 'lastSeen')?.value ?? '')
      .toBe(`${VIEWED_NEXT}.${VIEWED_FIRST}`)
    const lastSeen = slot(page, 'pds_last_seen')
    await lastSeen.scrollIntoViewIfNeeded()
    await expect(
      lastSeen.getByRole('heading', { name: HEADINGS[marketInfo.language].lastSeen }),
    ).toBeVisible()
    await expect(
      lastSeen.locator(`[data-testid="product-card"][data-product-id="${VIEWED_FIRST}"]`),
    ).toHaveCount(1)
  })

  test('a card of a product with one variant adds it: the add-to-cart layer opens with its slider', async ({
    page,
    shop,
    marketInfo,
  }) => {
    const product = await singleVariantProduct(shop, marketInfo.language)
    const search = localizedPath(marketInfo.language, '/search')
    await page.goto(`${search}?q=${encodeURIComponent(product.name)}`)
    const card = page.locator(`[data-testid="product-card"][data-product-id="${product.id}"]`).first()
    const add = card.getByTestId('card-add-to-cart')
    // A button (not the link to the product page) that names the product.
    await expect(add).toHaveAttribute('data-action', 'add')
    await expect(add).toHaveAccessibleName(new RegExp(product.name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    const added = page.waitForResponse((r) => r.url().includes('/api/shop/basket/addItem/'))
    await add.click()
    expect((await added).ok()).toBe(true)

    const layer = page.getByRole('dialog')
    await expect(layer.getByTestId('add-to-cart-layer')).toHaveAttribute('data-type', 'success')
    await expect(layer.getByText(product.name).first()).toBeVisible()
    const slider = layer.locator('[data-testid="recommendation-slider"][data-slot="add_to_cart_layer"]')
    await expect(
      slider.getByRole('heading', { level: 3, name: HEADINGS[marketInfo.language].layer }),
    ).toBeVisible()
    await expect(slider.getByTestId('product-card').first()).toBeVisible()
  })

  test('a category page shows the bestseller slot below its grid, and its height does not jump when it loads', async ({
    page,
    marketInfo,
  }) => {
    await page.goto(CATEGORY_PATH[marketInfo.language])
    await expect(page.getByTestId('listing')).toBeVisible()
    const bestseller = slot(page, 'listing_bestseller')
    const reserved = (await bestseller.boundingBox())?.height ?? 0
    await bestseller.scrollIntoViewIfNeeded()
    await expect(
      bestseller.getByRole('heading', { name: HEADINGS[marketInfo.language].bestseller }),
    ).toBeVisible()
    await expect(bestseller.getByTestId('product-card').first()).toBeVisible()
    const loaded = (await bestseller.boundingBox())?.height ?? 0
    // The box kept (nearly) the slider's height before the cards came: a shift of at most a line.
    expect(Math.abs(loaded - reserved)).toBeLessThan(48)
  })
})
