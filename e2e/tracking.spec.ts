/**
 * Tracking events in the data layer (spec 02 §7, §4 "Tracking state"; issue 12 item 4), once per
 * language, as a visitor who accepted all consent: viewing a product, adding it to the basket, removing
 * it and searching push the expected events with the expected payloads (GA4 ecommerce shape, money
 * divided by 100, `{ ecommerce: null }` before each ecommerce event), and the analytics script
 * /scripts/econda.js is requested. That no tracking script loads before consent is the consent suite's.
 */
import type { Page } from '@playwright/test'
import { singleVariantProduct } from './basket-helpers'
import { expect as baseExpect, localizedPath, test } from './fixtures'

// Product, basket and search pages are rendered on their first request: slow on a fresh server.
const expect = baseExpect.configure({ timeout: 15_000 })

type Entry = Record<string, unknown> & {
  event?: string
  ecommerce?: { currency?: string; value?: number; items?: Array<Record<string, unknown>> } | null
}

/** The page's data layer (spec 02 §7: tracking events are pushed there, not sent). */
const dataLayer = (page: Page) =>
  page.evaluate(() => ((window as { dataLayer?: unknown[] }).dataLayer ?? []) as Entry[])

const events = async (page: Page, name: string) => (await dataLayer(page)).filter((e) => e.event === name)

/** The one event of that name, once it is there; checks that `{ ecommerce: null }` came right before it. */
async function theEvent(page: Page, name: string): Promise<Entry> {
  await expect.poll(async () => (await events(page, name)).length).toBe(1)
  const layer = await dataLayer(page)
  const index = layer.findIndex((e) => e.event === name)
  if (layer[index]?.ecommerce !== undefined) expect(layer[index - 1]).toEqual({ ecommerce: null })
  return layer[index] as Entry
}

interface ApiProduct {
  id: number
  name: string
  referenceKey: string
  masterKey: string
  brand: { name: string }
  priceRange: { min: { withTax: number; currencyCode: string } }
  variants: Array<{ id: number; price: { withTax: number } }>
}

test.describe('tracking events (spec 02 §7)', () => {
  test.describe.configure({ timeout: 90_000 })

  test('view a product, add it, remove it, search: the events and their payloads', async ({
    page,
    shop,
    marketInfo,
  }) => {
    // CONSENT: this test assumes the visitor accepted all consent (the lead's default accepted-all
    // consent cookie on every Playwright project, read by the consent banner's settle at start-up).
    // Without it the data layer stays empty of events by design (lib/tracking/client/data-layer.ts).
    const { language } = marketInfo
    const found = await singleVariantProduct(shop, language)
    const product = (await (
      await shop.get(`/api/shop/product/${found.id}/?locale=${language}`)
    ).json()) as ApiProduct
    const variant = product.variants[0]!
    const currency = product.priceRange.min.currencyCode

    // The product page: frontend_view_item, and with the analytics consent the analytics script loads.
    const econda = page.waitForRequest((r) => new URL(r.url()).pathname === '/scripts/econda.js')
    await page.goto(`/${language}/p/x-${product.id}/`)
    expect((await econda).url()).toContain('/scripts/econda.js')
    const view = await theEvent(page, 'frontend_view_item')
    expect(view.ecommerce).toMatchObject({ currency, value: product.priceRange.min.withTax / 100 })
    expect(view.ecommerce?.items?.[0]).toMatchObject({
      item_id: product.referenceKey,
      item_name: product.name,
      item_brand: product.brand.name,
      referenceKey: product.referenceKey,
      masterKey: product.masterKey,
      price: product.priceRange.min.withTax / 100,
    })

    // Add to basket: frontend_add_to_cart with the variant, one piece, its price divided by 100.
    await page.getByTestId('add-to-cart').first().click()
    await expect(page.getByTestId('add-to-cart-layer')).toHaveAttribute('data-type', 'success')
    const add = await theEvent(page, 'frontend_add_to_cart')
    expect(add.ecommerce).toMatchObject({ currency, value: variant.price.withTax / 100 })
    expect(add.ecommerce?.items?.[0]).toMatchObject({
      item_id: product.referenceKey,
      item_variant: String(variant.id),
      quantity: 1,
      price: variant.price.withTax / 100,
    })
    await page.keyboard.press('Escape')

    // The basket: frontend_view_cart with the line; removing it: frontend_remove_from_cart.
    await page.goto(localizedPath(language, '/basket'))
    await expect(page.getByTestId('basket-line')).toHaveCount(1)
    const cart = await theEvent(page, 'frontend_view_cart')
    expect(cart.ecommerce?.items?.map((i) => [i.item_id, i.quantity])).toEqual([[product.referenceKey, 1]])
    await Promise.all([
      page.waitForResponse((r) => r.url().includes('/api/shop/basket/deleteItem/') && r.ok()),
      page.getByTestId('line-remove').click(),
    ])
    await expect(page.getByTestId('basket-empty')).toBeVisible()
    const remove = await theEvent(page, 'frontend_remove_from_cart')
    expect(remove.ecommerce).toMatchObject({ currency, value: variant.price.withTax / 100 })
    expect(remove.ecommerce?.items?.[0]).toMatchObject({ item_id: product.referenceKey, quantity: 1 })

    // Search: frontend_view_item_list with the term, the hits, no filter used; following a card:
    // frontend_select_item with the list and the card's position.
    const term = product.name.split(/\s+/).find((word) => word.length >= 4) ?? product.name
    await page.goto(`${localizedPath(language, '/search')}?q=${encodeURIComponent(term)}`)
    await expect(page.getByTestId('listing').getByTestId('product-card').first()).toBeVisible()
    const list = await theEvent(page, 'frontend_view_item_list')
    expect(list).toMatchObject({ searchTerm: term, filterUsed: '0', categoryId: null })
    expect(list.totalHits).toEqual(expect.any(Number))
    expect(list.ecommerce).toMatchObject({ item_list_id: 'search', currency })
    const first = list.ecommerce?.items?.[0]
    expect(first).toMatchObject({ item_list_id: 'search', index: 1 })

    await page
      .getByTestId('listing')
      .getByTestId('product-card')
      .first()
      .getByRole('heading')
      .getByRole('link')
      .click()
    const select = await theEvent(page, 'frontend_select_item')
    expect(select.ecommerce?.items).toEqual([first])
  })
})
