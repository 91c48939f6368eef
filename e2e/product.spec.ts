import commonDe from '../messages/de/common.json' with { type: 'json' }
import commonFr from '../messages/fr/common.json' with { type: 'json' }
import commonNl from '../messages/nl/common.json' with { type: 'json' }
import { clientAddress } from './account-helpers'
import { test, expect } from './fixtures'
import { oncePerLanguage } from './language-representatives'
import { mailLink, waitForMail } from './mail'

// Product 100001 is a seeded recommendation-fallback product: always buyable, several variants.
const PRODUCT_ID = 100001
// Seeded (home flavour): 100009 has two sibling colourways, a sub-brand and warning notes; 100024 sits
// three category levels deep (Küche › Kochgeschirr › Töpfe) and has a sold-out variant.
const WITH_SIBLINGS = 100009
const DEEP_WITH_SOLD_OUT = 100024
/** The same catalog, page and mails in every market of a language (prices per market: the variant and JSON-LD tests). */
const skipOutsideLanguageRepresentative = (market: string) => test.skip(...oncePerLanguage(market))

test.describe('product detail page (spec 01 §2, §4)', () => {
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
    // The image dialog turns pages with the arrow keys; its name says which picture is shown.
    const title = page.locator(`#${await dialog.getAttribute('aria-labelledby')}`)
    const first = (await title.textContent()) ?? ''
    await page.keyboard.press('ArrowRight')
    await expect(title).not.toHaveText(first)
    await page.keyboard.press('ArrowLeft')
    await expect(title).toHaveText(first)
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
  })

  test('sibling select dialog, sub-brand and a panel that opens', async ({ page, marketInfo }) => {
    skipOutsideLanguageRepresentative(marketInfo.market)
    // Phones choose the colour in the sibling select dialog (wider screens show swatches).
    await page.setViewportSize({ width: 390, height: 844 })
    await page.goto(`/${marketInfo.language}/p/x-${WITH_SIBLINGS}/`)
    await expect(page.getByTestId('subbrand')).not.toBeEmpty()
    await page.getByTestId('sibling-select-open').click()
    const dialog = page.getByRole('dialog')
    await expect(dialog.getByTestId('sibling-select-list').getByRole('listitem')).toHaveCount(3)
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()

    const warnings = page.locator('[data-panel="warnings"]')
    const toggle = warnings.getByRole('button')
    await expect(toggle).toHaveAttribute('aria-expanded', 'false')
    await expect(warnings.getByRole('listitem').first()).toBeHidden()
    await toggle.click()
    await expect(toggle).toHaveAttribute('aria-expanded', 'true')
    await expect(warnings.getByRole('listitem').first()).toBeVisible()
  })

  test('every breadcrumb link answers 200', async ({ page, shop, marketInfo }) => {
    skipOutsideLanguageRepresentative(marketInfo.market)
    await page.goto(`/${marketInfo.language}/p/x-${DEEP_WITH_SOLD_OUT}/`)
    const hrefs = await page
      .getByTestId('breadcrumb')
      .getByRole('link')
      .evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''))
    // Home and the three category levels; the product itself is the current page.
    expect(hrefs).toHaveLength(4)
    for (const href of hrefs) expect((await shop.get(href)).status(), href).toBe(200)
  })

  test('a sold-out variant offers the reminder form', async ({ page, shop, marketInfo }) => {
    skipOutsideLanguageRepresentative(marketInfo.market)
    const api = await shop.get(`/api/shop/product/${DEEP_WITH_SOLD_OUT}/?locale=${marketInfo.language}`)
    const product = (await api.json()) as {
      variants: Array<{ referenceKey: string; availability: { BVC: number } }>
    }
    const soldOut = product.variants.find((v) => v.availability.BVC === 4)
    expect(soldOut).toBeTruthy()
    await page.goto(`/${marketInfo.language}/p/x-${DEEP_WITH_SOLD_OUT}/`)
    await expect(page.locator('[data-panel="remindWhenAvailable"]')).toHaveCount(0)
    await page.goto(`${new URL(page.url()).pathname}?variant=${soldOut?.referenceKey}`)
    // Issue 14 item 5: what cannot be bought is neither reserved in a store nor promised points.
    const box = page.getByTestId('buy-box')
    await expect(box).toHaveAttribute('data-variant', soldOut!.referenceKey)
    await expect(box.getByTestId('payback')).toHaveCount(0)
    await expect(box.getByTestId('click-and-reserve')).toHaveCount(0)
    const panel = page.locator('[data-panel="remindWhenAvailable"]')
    await panel.getByRole('button').first().click()
    await panel.getByTestId('remind-me-open').click()
    const dialog = page.getByRole('dialog')
    const form = dialog.getByTestId('remind-me-form')
    await form.getByRole('textbox').fill('kein-mail')
    await form.getByRole('button').click()
    await expect(form.getByRole('alert')).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(dialog).toBeHidden()
  })

  test('a reminder for a new address waits for the confirmation link (issue 13 item 4)', async ({
    page,
    shop,
    marketInfo,
  }) => {
    skipOutsideLanguageRepresentative(marketInfo.market)
    await page.setExtraHTTPHeaders({ 'x-forwarded-for': clientAddress() })
    const { language } = marketInfo
    const api = await shop.get(`/api/shop/product/${DEEP_WITH_SOLD_OUT}/?locale=${language}`)
    const product = (await api.json()) as {
      variants: Array<{ referenceKey: string; availability: { BVC: number } }>
    }
    const soldOut = product.variants.find((v) => v.availability.BVC === 4)
    await page.goto(`/${language}/p/x-${DEEP_WITH_SOLD_OUT}/`)
    await page.goto(`${new URL(page.url()).pathname}?variant=${soldOut?.referenceKey}`)
    const panel = page.locator('[data-panel="remindWhenAvailable"]')
    await panel.getByRole('button').first().click()
    await panel.getByTestId('remind-me-open').click()
    const form = page.getByRole('dialog').getByTestId('remind-me-form')
    const email = `remind-${marketInfo.market}-${Date.now()}@example.de`
    const since = new Date(Date.now() - 1000)
    await form.getByRole('textbox').fill(email)
    const sent = page.waitForResponse((r) => r.url().includes('/api/shop/remind-me/'))
    await form.getByRole('button').click()
    expect(await (await sent).json()).toEqual({ type: 'confirm' })
    await expect(form.getByRole('status')).not.toBeEmpty()
    const confirmation = await waitForMail(email, 'address-confirm', since)
    await page.goto(mailLink(confirmation, '/api/shop/confirm-address/?token='))
    const notices = { de: commonDe, fr: commonFr, nl: commonNl }[language].redirectNotices
    await expect(page.getByText(notices.reminderConfirmed)).toBeVisible()
  })

  test('the page carries product JSON-LD with a price, canonical and hreflang', async ({
    shop,
    marketInfo,
  }) => {
    const first = await shop.get(`/${marketInfo.language}/p/x-${PRODUCT_ID}/`)
    const html = await (await shop.get(new URL(first.headers().location ?? '', 'http://x').pathname)).text()
    const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)].map((m) =>
      JSON.parse(m[1] ?? ''),
    )
    // Several variants: a ProductGroup whose variants are Products, each with its Offer.
    const item = jsonLd.flat().find((d: { '@type': string }) => d['@type'] === 'ProductGroup')
    const offer = item.hasVariant[0].offers
    expect(offer.price).toMatch(/^\d+\.\d{2}$/)
    expect(offer.priceCurrency).toBe(marketInfo.market.endsWith('-ch') ? 'CHF' : 'EUR')
    expect(offer.shippingDetails.shippingDestination.addressCountry).toBe(
      marketInfo.market.slice(3).toUpperCase(),
    )
    expect(html).toMatch(/<link rel="canonical" href="http:\/\/[^"]+\/p\/[a-z0-9-]+-100001\/"/)
    for (const language of marketInfo.languages) expect(html).toContain(`hrefLang="${language}-`)
  })
})
