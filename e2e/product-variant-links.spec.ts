import productDe from '../messages/de/product.json' with { type: 'json' }
import productFr from '../messages/fr/product.json' with { type: 'json' }
import productNl from '../messages/nl/product.json' with { type: 'json' }
import { test, expect } from './fixtures'

/**
 * Spec 01 §2: the product page selects its variant by `?variant=`. The server HTML shows the variant
 * the address names (price, state), so a crawler or a visitor without JavaScript sees what the JSON-LD
 * offer at that address promises; each such page is shared and cacheable like the product's own.
 */
// Seeded (home flavour): 100024 has a sold-out variant and available ones at different prices.
const WITH_SOLD_OUT = 100024
const SOLD_OUT_NOTICE = {
  de: productDe.soldOutNotice,
  fr: productFr.soldOutNotice,
  nl: productNl.soldOutNotice,
}

interface ApiVariant {
  referenceKey: string
  price: { withTax: number }
  availability: { BVC: number }
}
interface OfferLd {
  url: string
  price: string
}

/** A price in cents as the page may write it in any market's format: 1.234,50 € / CHF 1’234.50. */
const shownPrice = (cents: number) =>
  new RegExp(
    `${String(Math.floor(cents / 100)).replace(/\B(?=(\d{3})+$)/g, '\\D?')}[.,]${String(cents % 100).padStart(2, '0')}`,
  )

test.describe('`?variant=` links without JavaScript (spec 01 §2, §4)', () => {
  test.use({ javaScriptEnabled: false })

  test('a sold-out variant cheaper than the default, and every other, show their own price and state', async ({
    page,
    shop,
    marketInfo,
  }) => {
    const { language } = marketInfo
    const api = await shop.get(`/api/shop/product/${WITH_SOLD_OUT}/?locale=${language}`)
    const { variants } = (await api.json()) as { variants: ApiVariant[] }
    await page.goto(`/${language}/p/x-${WITH_SOLD_OUT}/`)
    const base = new URL(page.url()).pathname
    const box = page.getByTestId('buy-box')
    const shown = await box.getAttribute('data-variant')
    const byDefault = variants.find((v) => v.referenceKey === shown)!
    const others = variants.filter((v) => v !== byDefault)
    // The case crawlers found (issue: the cheapest offer's price was nowhere in the HTML).
    expect(others.some((v) => v.availability.BVC === 4 && v.price.withTax < byDefault.price.withTax)).toBe(
      true,
    )

    for (const variant of others) {
      const response = await page.goto(`${base}?variant=${variant.referenceKey}`)
      // Shared and cacheable like the product's own page: no cookie, no private answer.
      expect(response?.headers()['set-cookie']).toBeUndefined()
      expect(response?.headers()['cache-control'] ?? '').toMatch(/s-maxage=\d+/)
      await expect(page).toHaveURL(new RegExp(`\\?variant=${variant.referenceKey}$`))
      await expect(box).toHaveAttribute('data-variant', variant.referenceKey)
      await expect(box.getByTestId('price-current')).toHaveText(shownPrice(variant.price.withTax))
      const soldOut = variant.availability.BVC === 4
      await expect(box.getByTestId('delivery-time')).toHaveAttribute('data-kind', soldOut ? 'sold' : /.+/)
      await expect(box.getByText(SOLD_OUT_NOTICE[language])).toHaveCount(soldOut ? 1 : 0)
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${base}$`))
    }

    // A key the product does not have shows the default variant, never an error.
    await page.goto(`${base}?variant=erfunden`)
    await expect(box).toHaveAttribute('data-variant', byDefault.referenceKey)
  })

  test('each JSON-LD offer has an absolute address whose page shows its price', async ({
    page,
    marketInfo,
  }) => {
    await page.goto(`/${marketInfo.language}/p/x-${WITH_SOLD_OUT}/`)
    const origin = new URL(page.url()).origin
    const blocks = await page.locator('script[type="application/ld+json"]').allTextContents()
    const group = blocks
      .flatMap((text) => [JSON.parse(text)].flat())
      .find((node: { '@type'?: string }) => node['@type'] === 'ProductGroup')
    expect(group).toBeTruthy()
    const offers: OfferLd[] = group.hasVariant.map((v: { offers: OfferLd }) => v.offers)
    expect(offers.length).toBeGreaterThan(1)
    for (const offer of offers) {
      expect(offer.url.startsWith(`${origin}/`), offer.url).toBe(true)
      await page.goto(offer.url)
      const cents = Math.round(Number(offer.price) * 100)
      await expect(page.getByTestId('buy-box').getByTestId('price-current')).toHaveText(shownPrice(cents))
    }
  })
})
