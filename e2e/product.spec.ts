import { test, expect } from './fixtures'

// Product 100001 is a seeded recommendation-fallback product: always buyable, several variants.
const PRODUCT_ID = 100001

test.describe('product detail page (issue 4 item 3, spec 01 §2, §4)', () => {
  test('a wrong slug redirects to the canonical address; an unknown number is a 404', async ({
    shop,
    marketInfo,
  }) => {
    const wrong = await shop.get(`/${marketInfo.language}/p/irgendwas-${PRODUCT_ID}/`)
    expect(wrong.status()).toBe(308)
    expect(new URL(wrong.headers().location ?? '', 'http://x').pathname).toMatch(
      new RegExp(`^/${marketInfo.language}/p/[a-z0-9-]+-${PRODUCT_ID}/$`),
    )
    expect((await shop.get(`/${marketInfo.language}/p/nichts-999999999/`)).status()).toBe(404)
    expect((await shop.get(`/${marketInfo.language}/p/ohne-nummer/`)).status()).toBe(404)
  })

  test('switching the variant changes price and delivery message; the image dialog opens', async ({
    page,
    marketInfo,
  }) => {
    await page.goto(`/${marketInfo.language}/p/x-${PRODUCT_ID}/`)
    await expect(page).toHaveURL(new RegExp(`/p/[a-z0-9-]+-${PRODUCT_ID}/$`))
    const h1 = page.getByRole('heading', { level: 1 })
    await expect(h1).not.toBeEmpty()
    const buyBox = page.getByTestId('buy-box')
    const price = buyBox.getByTestId('price-current')
    const delivery = buyBox.getByTestId('delivery-time')
    const before = { price: await price.textContent(), delivery: await delivery.textContent() }
    const radios = buyBox.getByRole('radio')
    expect(await radios.count()).toBeGreaterThan(1)
    const value = await buyBox.locator('input[type=radio]:not(:checked)').last().getAttribute('value')
    const unchecked = buyBox.locator(`input[type=radio][value="${value}"]`)
    // The choice lives in the URL (?variant=), so the radio turns checked once the query has changed.
    await unchecked.click({ force: true })
    await expect(unchecked).toBeChecked()
    await expect(page).toHaveURL(/\?variant=/)
    await expect
      .poll(async () => `${await price.textContent()}|${await delivery.textContent()}`)
      .not.toBe(`${before.price}|${before.delivery}`)
    // Reloading with the query keeps the chosen variant (spec 01 §4: the query names the variant).
    const chosen = await buyBox.getAttribute('data-variant')
    await page.reload()
    await expect(page.getByTestId('buy-box')).toHaveAttribute('data-variant', chosen ?? '')

    await page.getByTestId('gallery-main').click()
    const dialog = page.getByRole('dialog')
    await expect(dialog).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
  })

  test('the page carries Product JSON-LD with a price, canonical and hreflang', async ({
    shop,
    marketInfo,
  }) => {
    const first = await shop.get(`/${marketInfo.language}/p/x-${PRODUCT_ID}/`)
    const html = await (await shop.get(new URL(first.headers().location ?? '', 'http://x').pathname)).text()
    const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) =>
      JSON.parse(m[1] ?? ''),
    )
    const item = jsonLd.flat().find((d: { '@type': string }) => d['@type'] === 'Product')
    expect(item.offers[0].price).toMatch(/^\d+\.\d{2}$/)
    expect(item.offers[0].priceCurrency).toBe(marketInfo.market.endsWith('-ch') ? 'CHF' : 'EUR')
    expect(html).toMatch(/<link rel="canonical" href="http:\/\/[^"]+\/p\/[a-z0-9-]+-100001\/"/)
    for (const language of marketInfo.languages) expect(html).toContain(`hrefLang="${language}-`)
  })
})
