import type { Page } from '@playwright/test'
import { addToBasket, singleVariantProduct } from './basket-helpers'
import { test, expect, localizedPath } from './fixtures'

/**
 * The basket page (spec 02 §2, §4) once per language: a product with one variant goes into the basket,
 * its quantity changes within its limits, it is removed; a reload and a second tab see the same basket.
 */
const updated = (page: Page) =>
  page.waitForResponse((r) => r.url().includes('/api/shop/basket/updateItem/') && r.ok())

test.describe('basket page (spec 02 §2 basket line card, §4 stepper)', () => {
  // A whole journey over several pages and round trips: more than one page's budget.
  test.describe.configure({ timeout: 60_000 })

  test('add, change within the limits, reload, second tab, remove', async ({
    page,
    context,
    shop,
    marketInfo,
  }) => {
    const product = await singleVariantProduct(shop, marketInfo.language)
    const variant = product.variants[0]!
    await addToBasket(page, marketInfo, product)

    const basketPath = localizedPath(marketInfo.language, '/basket')
    await page.goto(basketPath)
    const line = page.getByTestId('basket-line')
    await expect(line).toHaveCount(1)
    await expect(line).toContainText(product.name)
    await expect(line).toHaveAttribute('data-quantity', '1')
    await expect(line.getByTestId('line-link')).toHaveAttribute(
      'href',
      new RegExp(`/p/[a-z0-9-]+-${product.id}/\\?variant=${encodeURIComponent(variant.referenceKey)}$`),
    )
    const decrease = line.getByTestId('quantity-decrease')
    const increase = line.getByTestId('quantity-increase')
    await expect(decrease).toBeDisabled()

    await Promise.all([updated(page), increase.click()])
    await expect(line).toHaveAttribute('data-quantity', '2')
    await expect(decrease).toBeEnabled()
    await Promise.all([updated(page), decrease.click()])
    await expect(line).toHaveAttribute('data-quantity', '1')
    await expect(decrease).toBeDisabled()

    // A typed quantity beyond what is available is held at the available quantity: + is then disabled.
    const input = line.getByTestId('quantity-input')
    await input.fill('9999')
    await Promise.all([updated(page), input.press('Enter')])
    await expect(increase).toBeDisabled()
    const most = await line.getAttribute('data-quantity')
    expect(Number(most)).toBeGreaterThan(1)

    await page.reload()
    await expect(page.getByTestId('basket-line')).toHaveAttribute('data-quantity', most ?? '')
    await expect(page.getByTestId('summary-total')).not.toBeEmpty()

    const second = await context.newPage()
    await second.goto(basketPath)
    await expect(second.getByTestId('basket-line')).toHaveAttribute('data-quantity', most ?? '')

    await Promise.all([
      page.waitForResponse((r) => r.url().includes('/api/shop/basket/deleteItem/') && r.ok()),
      page.getByTestId('line-remove').click(),
    ])
    await expect(page.getByTestId('basket-empty')).toBeVisible()
    // The other tab is told about the change and reads the basket again (before this one reloads: the
    // removal shows before the server's answer, and a reload right then would cut the message off).
    await expect(second.getByTestId('basket-empty')).toBeVisible()
    await page.reload()
    await expect(page.getByTestId('basket-empty')).toBeVisible()
  })

  test('?voucher=CODE is kept as a cookie for 14 days and announced once', async ({
    page,
    context,
    marketInfo,
  }) => {
    await page.goto(`/${marketInfo.language}/?voucher=spring24`)
    await expect(page.getByText('SPRING24')).toBeVisible()
    await expect(page).toHaveURL(new RegExp(`/${marketInfo.language}/$`))
    const cookie = (await context.cookies()).find((c) => c.name === 'voucher')
    expect(cookie?.value).toBe('SPRING24')
    expect(cookie?.httpOnly).toBe(true)
    const days = ((cookie?.expires ?? 0) - Date.now() / 1000) / 86_400
    expect(days).toBeGreaterThan(13.9)
    expect(days).toBeLessThanOrEqual(14)

    await page.goto(`/${marketInfo.language}/?voucher=%3Cscript%3E`)
    expect((await context.cookies()).find((c) => c.name === 'voucher')?.value).toBe('SPRING24')
  })
})
