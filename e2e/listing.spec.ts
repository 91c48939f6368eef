import { CATEGORY_PATH, expect, test } from './fixtures'

/**
 * Category pages with the listing block (spec 01 §9, spec 02 §2): filter, sort, page without
 * JavaScript, open a product; malformed parameters never give a 500. Runs once per language.
 */

// The price sort orders by a product's lowest price (lib/catalog/rules/listing/sort.ts), which the card carries.
const prices = async (page: import('@playwright/test').Page) =>
  (
    await page
      .getByTestId('product-card')
      .evaluateAll((cards) => cards.map((c) => c.getAttribute('data-lowest-price-cents')))
  )
    .filter((v): v is string => v !== null)
    .map(Number)

test.describe('category listing (spec 01 §9)', () => {
  test('spec 01 §9: open the category, filter, sort, open a product', async ({ page, marketInfo }) => {
    const path = CATEGORY_PATH[marketInfo.language]
    await page.goto(path)
    const listing = page.getByTestId('listing')
    await expect(listing.getByTestId('product-card').first()).toBeVisible()
    const before = await page.getByTestId('result-count').textContent()

    // Filter: the colour facet is one of the inline ones on desktop; its dialog lists the values.
    await page.locator('[data-disclosure="farbe"] button').click()
    const dialog = page.getByRole('dialog')
    await expect(dialog).toBeVisible()
    await dialog.locator('[data-facet="farbe"] a').first().click()
    await expect(page).toHaveURL(/[?&]farbe=/)
    await expect(page.getByRole('dialog')).toHaveCount(0)
    await expect(page.locator('[data-chip="farbe"]')).toHaveCount(1)
    await expect(page.getByTestId('result-count')).not.toHaveText(before ?? '')

    // Sort by price, ascending: choosing changes nothing (WCAG 3.2.2), applying does; the URL holds it
    // and the cards follow it.
    const url = page.url()
    await page.locator('select[name="sort"]').selectOption('Price:asc')
    await expect(page.getByTestId('sort-form').getByRole('button')).toBeVisible()
    expect(page.url()).toBe(url)
    await page.getByTestId('sort-form').getByRole('button').click()
    await expect(page).toHaveURL(/sort=Price%3Aasc/)
    await expect(page.locator('[data-chip="farbe"]')).toHaveCount(1)
    const sorted = await prices(page)
    expect(sorted.length).toBeGreaterThan(0)
    expect(sorted).toEqual([...sorted].sort((a, b) => a - b))

    // Open a product from its card.
    const first = page.getByTestId('product-card').first()
    const name = (await first.getByRole('heading').textContent())?.trim() ?? ''
    await first.getByRole('heading').getByRole('link').click()
    await expect(page).toHaveURL(new RegExp(`/${marketInfo.language}/p/[^/]+-\\d+/$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(name)
  })

  test('filters and pages work without JavaScript', async ({ browser, baseURL, marketInfo }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false })
    const page = await context.newPage()
    const path = CATEGORY_PATH[marketInfo.language]
    await page.goto(path)
    await expect(page.getByTestId('product-card').first()).toBeVisible()
    const firstOnPage1 = await page.getByTestId('product-card').first().getAttribute('data-product-id')

    await page.getByTestId('next-page').click()
    await expect(page).toHaveURL(new RegExp(`${path}\\?page=2$`))
    // The pagination's current page (the breadcrumb marks the category as the current page too).
    const pagination = page.getByRole('navigation').filter({ has: page.getByTestId('next-page') })
    await expect(pagination.locator('[aria-current="page"]')).toHaveText('2')
    await expect(page.getByTestId('product-card').first()).not.toHaveAttribute(
      'data-product-id',
      firstOnPage1 ?? '',
    )

    // The filter panel is a plain <details> without JavaScript; a value is a link (back to page 1).
    await page.locator('[data-disclosure="all"] summary').click()
    await page.locator('[data-disclosure="all"] [data-facet="brand"] a').first().click()
    await expect(page).toHaveURL(/[?&]brand=[^&]+$/)
    await expect(page.locator('[data-chip="brand"]')).toHaveCount(1)

    // The sort form submits without JavaScript.
    await page.locator('select[name="sort"]').selectOption('Price:desc')
    await page.locator('form:has(select[name="sort"]) button[type="submit"]').click()
    await expect(page).toHaveURL(/sort=Price%3Adesc/)
    const sorted = await prices(page)
    expect(sorted).toEqual([...sorted].sort((a, b) => b - a))
    await context.close()
  })

  test('malformed filter, sort and page parameters give a clean page, never a 500', async ({
    shop,
    marketInfo,
  }) => {
    const path = CATEGORY_PATH[marketInfo.language]
    const cases = [
      'page=abc',
      'page=0',
      'page=-1',
      'page=99999999999999',
      'page=1&page=2',
      'perPage=0',
      'perPage=100000',
      'sort=bogus',
      'sort=',
      'price=abc',
      'price=50-10',
      'rating=9',
      'lieferzeit=-3',
      'sale=maybe',
      'kategorie=abc',
      'farbe=%3Cscript%3Ealert(1)%3C%2Fscript%3E',
      `farbe=${'x'.repeat(500)}`,
      'brand=%E0%A4%A',
    ]
    for (const query of cases) {
      const response = await shop.get(`${path}?${query}`)
      expect(response.status(), query).toBe(200)
      const html = await response.text()
      expect(html, query).toContain('data-testid="listing"')
      expect(html, query).toContain('data-testid="product-card"')
    }
    const clean = await (await shop.get(`${path}?page=abc&sort=bogus`)).text()
    expect(clean).toContain('data-testid="listing-notice"')
  })

  test('a page beyond the last says so and links to the last page', async ({ page, marketInfo }) => {
    const path = CATEGORY_PATH[marketInfo.language]
    const response = await page.goto(`${path}?page=500`)
    expect(response?.status()).toBe(200)
    const notice = page.getByTestId('listing-notice')
    await expect(notice).toBeVisible()
    await notice.getByRole('link').click()
    await expect(page).toHaveURL(new RegExp(`${path}\\?page=\\d+$`))
    await expect(page.getByTestId('product-card').first()).toBeVisible()
  })
})
