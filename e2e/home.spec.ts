// The home page sells (issue 14 item 12): three product sliders and a live campaign with a countdown (spec 01 §2, §3, §5).
import { test, expect } from './fixtures'

test.describe('home page: product sliders and a live campaign', () => {
  test('bestsellers, new items and offers show product cards whose pages answer 200', async ({
    page,
    shop,
    marketInfo,
  }) => {
    for (const language of marketInfo.languages) {
      await page.goto(`/${language}/`)
      const sliders = page.locator('main section[data-block="product_slider"]')
      await expect(sliders).toHaveCount(3)
      for (let i = 0; i < 3; i++) {
        const slider = sliders.nth(i)
        await expect(slider.locator('h2')).toBeVisible()
        const cards = slider.getByTestId('product-card')
        expect(await cards.count()).toBeGreaterThan(0)
        const href = await cards.first().locator('a[href*="/p/"]').first().getAttribute('href')
        expect(href).toBeTruthy()
        const response = await shop.get(href!)
        expect(response.status(), href!).toBe(200)
      }
    }
  })

  test('the campaign banner counts down to an end in the future, and campaign cards show', async ({
    page,
    marketInfo,
  }) => {
    await page.goto(`/${marketInfo.language}/`)
    const banner = page.locator('[data-block="campaign_banner"]')
    await expect(banner).toBeVisible()
    const timer = banner.getByRole('timer')
    await expect(timer).toBeVisible()
    const before = await timer.innerText()
    // The clock ticks every second in the browser; a rolling weekly window never ends in the past.
    await expect.poll(async () => timer.innerText(), { timeout: 5_000 }).not.toBe(before)
    await expect(page.locator('[data-block="campaign_cards"] li').first()).toBeVisible()
    await expect(page.locator('[data-block="campaign_cards"]').getByRole('timer').first()).toBeVisible()
  })
})
