import type { Page } from '@playwright/test'
import { CATEGORY_PATH, expect, test } from './fixtures'

/**
 * The first screen a shopper sees (spec 02 §2 header, spec 01 §2 listing and product screens), on a
 * phone (390 × 844) and a desktop (1366 × 900), in every market and each of its languages: a compact
 * header (at most 64 px plus a 32 px promo strip on the phone), the first product cards of a listing,
 * and a product's title, price and add-to-cart button without scrolling.
 */
const PRODUCT_ID = 100001
const SIZES = [
  { name: 'phone', width: 390, height: 844, maxHeader: 64 + 32 },
  { name: 'desktop', width: 1366, height: 900, maxHeader: 160 },
] as const

async function bottomOf(page: Page, testId: string) {
  const box = await page.getByTestId(testId).first().boundingBox()
  expect(box, `${testId} is laid out`).not.toBeNull()
  return box!.y + box!.height
}

/** Whether the element is on the first screen: laid out and its bottom edge above the fold. */
async function expectAboveFold(
  page: Page,
  locator: ReturnType<Page['locator']>,
  height: number,
  what: string,
) {
  await expect(locator, what).toBeVisible()
  const box = await locator.boundingBox()
  expect(box!.y + box!.height, `${what} ends within the first ${height} px`).toBeLessThanOrEqual(height)
}

for (const size of SIZES) {
  test.describe(`the first screen on a ${size.name} (${size.width} × ${size.height})`, () => {
    test.use({ viewport: { width: size.width, height: size.height } })

    test('header, listing and product page show what sells without scrolling', async ({
      page,
      marketInfo,
    }) => {
      for (const language of marketInfo.languages) {
        await page.goto(CATEGORY_PATH[language])
        const header = page.locator('header.site-header')
        const headerBox = await header.boundingBox()
        expect(headerBox!.height, `header height (${language})`).toBeLessThanOrEqual(size.maxHeader)
        // The basket is one tap away on every size.
        await expect(header.locator('a[data-service="basket"]')).toBeVisible()
        // A phone's bar shows icons, its labels only read out; a desktop shows the words. Polled: the
        // search and account links are swapped for their scripted forms while the page hydrates.
        const labelWidths = () =>
          header
            .locator('.site-header__service .site-header__label')
            .evaluateAll((labels) => labels.map((label) => label.getBoundingClientRect().width))
        // Widest and narrowest label; no label at all fails both checks.
        const widest = async () => {
          const widths = await labelWidths()
          return widths.length > 0 ? Math.max(...widths) : Number.POSITIVE_INFINITY
        }
        const narrowest = async () => {
          const widths = await labelWidths()
          return widths.length > 0 ? Math.min(...widths) : 0
        }
        if (size.name === 'phone')
          await expect.poll(widest, { message: `labels read out only (${language})` }).toBeLessThanOrEqual(1)
        else await expect.poll(narrowest, { message: `labels shown (${language})` }).toBeGreaterThan(20)

        const firstCard = page.getByTestId('listing').getByTestId('product-card').first()
        await expect(firstCard).toBeVisible()
        const cardTop = (await firstCard.boundingBox())!.y
        expect(cardTop, `first listing card starts on the first screen (${language})`).toBeLessThan(
          size.height - 120,
        )

        await page.goto(`/${language}/p/x-${PRODUCT_ID}/`)
        await expectAboveFold(
          page,
          page.getByRole('heading', { level: 1 }),
          size.height,
          `product title (${language})`,
        )
        if (size.name === 'phone') {
          // The phone's bar carries price and button while the buy box's own are further down.
          const bar = page.getByTestId('sticky-buy-bar')
          await expectAboveFold(page, bar, size.height, `add-to-cart bar (${language})`)
          await expect(bar.getByRole('button')).toBeEnabled()
          await expect(bar).toContainText(/\d+[.,]\d{2}/)
        } else {
          expect(await bottomOf(page, 'price-current'), `price (${language})`).toBeLessThanOrEqual(
            size.height,
          )
          await expectAboveFold(
            page,
            page.getByTestId('add-to-cart'),
            size.height,
            `add-to-cart button (${language})`,
          )
        }
      }
    })
  })
}

test.describe('the phone header (spec 02 §2)', () => {
  test.use({ viewport: { width: 390, height: 844 } })

  test('the search opens in place, takes focus and closes with Escape', async ({ page, marketInfo }) => {
    await page.goto(CATEGORY_PATH[marketInfo.language])
    const toggle = page.locator('header button[data-service="search"]')
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    const field = page.locator('#site-search input')
    await expect(field).toBeHidden()
    await toggle.click()
    await expect(field).toBeVisible()
    await expect(field).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(field).toBeHidden()
    await expect(toggle).toBeFocused()
  })

  test('the bar stays on screen while the promo strip scrolls away', async ({ page, marketInfo }) => {
    await page.goto(CATEGORY_PATH[marketInfo.language])
    // The promo text keeps off the screen's edges (a long one ends in an ellipsis instead).
    const promoLeft = await page
      .locator('[data-banners] li')
      .first()
      .evaluate((li) => {
        const range = document.createRange()
        range.selectNodeContents(li)
        return range.getBoundingClientRect().left
      })
    expect(promoLeft).toBeGreaterThanOrEqual(8)
    await page.mouse.wheel(0, 1500)
    await expect
      .poll(async () => (await page.locator('.site-header__bar').boundingBox())?.y ?? -1)
      .toBeLessThanOrEqual(0.5)
    const menu = page.getByRole('button', { name: /Menü|Menu/ })
    await expect(menu).toBeInViewport()
  })

  test('the product sticky bar adds through the buy box', async ({ page, marketInfo }) => {
    await page.goto(`/${marketInfo.language}/p/x-${PRODUCT_ID}/`)
    const bar = page.getByTestId('sticky-buy-bar')
    await expect(bar).toBeVisible()
    await bar.getByRole('button').click()
    // A product with several sizes asks for one first; either way the buy box's own flow answers.
    await expect(page.getByRole('dialog')).toBeVisible()
  })
})
