import type { Page } from '@playwright/test'
import type { Language } from '../lib/config/markets'
import commonDe from '../messages/de/common.json' with { type: 'json' }
import commonFr from '../messages/fr/common.json' with { type: 'json' }
import commonNl from '../messages/nl/common.json' with { type: 'json' }
import listingDe from '../messages/de/listing.json' with { type: 'json' }
import listingFr from '../messages/fr/listing.json' with { type: 'json' }
import listingNl from '../messages/nl/listing.json' with { type: 'json' }
import productDe from '../messages/de/product.json' with { type: 'json' }
import productFr from '../messages/fr/product.json' with { type: 'json' }
import productNl from '../messages/nl/product.json' with { type: 'json' }
import searchDe from '../messages/de/search.json' with { type: 'json' }
import searchFr from '../messages/fr/search.json' with { type: 'json' }
import searchNl from '../messages/nl/search.json' with { type: 'json' }
import { expect as baseExpect, localizedPath, test } from './fixtures'

/**
 * The shopper's catalog journey once per language: open a category from the main navigation,
 * filter it in the filter dialog and sort it, open a product, switch the variant (price and delivery
 * message change), open the image and sibling select dialogs, then find the product again through the
 * header search. Controls are reached by role and accessible name, as a keyboard or screen reader user
 * would, with the texts of messages/{language}.
 */
const TEXTS = {
  de: { common: commonDe, listing: listingDe, product: productDe, search: searchDe },
  fr: { common: commonFr, listing: listingFr, product: productFr, search: searchFr },
  nl: { common: commonNl, listing: listingNl, product: productNl, search: searchNl },
} as const

// The main navigation's first item (content/stories/layout/header.json) and the seeded sub-category
// picked in the filter dialog (lib/catalog/server/seed/home-categories.ts).
const CATEGORY: Record<Language, { name: string; path: string; sub: string }> = {
  de: { name: 'Küche', path: '/de/kueche/', sub: 'Kochgeschirr' },
  fr: { name: 'Cuisine', path: '/fr/cuisine/', sub: 'Batterie de cuisine' },
  nl: { name: 'Keuken', path: '/nl/keuken/', sub: 'Kookgerei' },
}
// Seeded (home flavour): three sibling colourways, for when the listed product has none.
const WITH_SIBLINGS = 100009
// Seeded featured products: 100001 has three variants; 100002 is another product whose variant key
// 100001's page does not know.
const SEVERAL_VARIANTS = 100001
const FEATURED = 100002
const PHONE = { width: 390, height: 844 }
const DESKTOP = { width: 1280, height: 720 }

// Category and product pages are rendered on their first request: on a fresh server under load, a
// navigation may take several seconds.
const expect = baseExpect.configure({ timeout: 15_000 })

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
/** A message as a pattern: the given placeholders filled in, the others matching anything. */
function message(template: string, values: Record<string, string | number> = {}): RegExp {
  const parts = template.split(/\{(\w+)\}/)
  const source = parts.map((part, i) =>
    i % 2 === 0 ? escape(part) : escape(String(values[part] ?? '')) || '.+',
  )
  return new RegExp(`^${source.join('')}$`)
}

const productNumber = (page: Page) => Number(/-(\d+)\/(?:\?.*)?$/.exec(page.url())?.[1])

test.describe('catalog journey', () => {
  test('category → filter → sort → product → variant → dialogs → search → product', async ({
    page,
    marketInfo,
  }) => {
    test.setTimeout(120_000)
    const { language } = marketInfo
    const t = TEXTS[language]
    const category = CATEGORY[language]

    // 1. The category from the home page's main navigation.
    await page.goto(`/${language}/`)
    await page
      .getByRole('navigation', { name: t.common.mainNavigation })
      .getByRole('link', { name: category.name, exact: true })
      .click()
    await expect(page).toHaveURL(new RegExp(`${escape(category.path)}$`))
    await expect(page.getByTestId('product-card').first()).toBeVisible()
    const unfiltered = await page.getByTestId('result-count').textContent()

    // 2. Filter: a sub-category in the filter dialog, which closes once the value is chosen.
    await page.getByRole('button', { name: t.listing.filters.all, exact: true }).click()
    const filterDialog = page.getByRole('dialog', { name: t.listing.filters.title })
    await expect(filterDialog).toBeVisible()
    await filterDialog
      .getByRole('region', { name: t.listing.facets.kategorie })
      .getByRole('link', { name: new RegExp(`^${escape(category.sub)}\\b`) })
      .click()
    await expect(page).toHaveURL(/[?&]kategorie=\d+/)
    await expect(filterDialog).toBeHidden()
    const applied = page.getByRole('group', { name: t.listing.filters.applied })
    await expect(applied.getByRole('link', { name: new RegExp(escape(category.sub)) })).toBeVisible()
    await expect(page.getByTestId('result-count')).not.toHaveText(unfiltered ?? '')

    // 3. Sort by price, ascending, applied with the sort's button (WCAG 3.2.2); the filter stays.
    await page
      .getByRole('combobox', { name: t.listing.sort.label })
      .selectOption({ label: t.listing.sort.options.priceAsc })
    await page.getByTestId('sort-form').getByRole('button', { name: t.listing.sort.apply }).click()
    await expect(page).toHaveURL(/sort=Price%3Aasc/)
    await expect(page).toHaveURL(/[?&]kategorie=\d+/)
    const prices = (
      await page
        .getByTestId('product-card')
        .evaluateAll((cards) => cards.map((c) => Number(c.getAttribute('data-lowest-price-cents'))))
    ).filter((cents) => cents > 0)
    expect(prices.length).toBeGreaterThan(1)
    expect(prices).toEqual([...prices].sort((a, b) => a - b))

    // 4. The first product of the result.
    const card = page.getByTestId('product-card').first()
    const cardName = (await card.getByRole('heading').textContent())?.trim() ?? ''
    await card.getByRole('heading').getByRole('link').click()
    await expect(page).toHaveURL(new RegExp(`/${language}/p/[a-z0-9-]+-\\d+/$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(cardName)

    // 5. Switch the variant with the keyboard: price and delivery message both change, the URL names it.
    const buyBox = page.getByTestId('buy-box')
    const price = buyBox.getByTestId('price-current')
    const delivery = buyBox.getByTestId('delivery-time')
    const before = { price: await price.textContent(), delivery: await delivery.textContent() }
    const radios = buyBox.getByRole('radio')
    expect(await radios.count(), 'the listed product has several variants').toBeGreaterThan(1)
    const chosenBefore = await buyBox.getAttribute('data-variant')
    await buyBox.getByRole('radio', { checked: true }).focus()
    await page.keyboard.press('ArrowRight')
    await expect(buyBox).not.toHaveAttribute('data-variant', chosenBefore ?? '')
    await expect(page).toHaveURL(/\?variant=/)
    await expect(price).not.toHaveText(before.price ?? '')
    await expect(delivery).not.toHaveText(before.delivery ?? '')

    // 6. The image dialog: opens on the picture, turns pages with the arrow keys, closes with Escape.
    const name = (await page.getByRole('heading', { level: 1 }).textContent())?.trim() ?? ''
    const pictures = await page.getByRole('button', { name: message(t.product.gallery.show) }).count()
    await page.getByRole('button', { name: message(t.product.gallery.open, { index: 1 }) }).click()
    const imageDialog = page.getByRole('dialog', { name: message(t.product.gallery.dialogTitle, { name }) })
    await expect(imageDialog).toBeVisible()
    await expect(imageDialog).toHaveAccessibleName(message(t.product.gallery.dialogTitle, { name, index: 1 }))
    if (pictures > 1) {
      await page.keyboard.press('ArrowRight')
      await expect(imageDialog).toHaveAccessibleName(
        message(t.product.gallery.dialogTitle, { name, index: 2 }),
      )
    }
    await page.keyboard.press('Escape')
    await expect(imageDialog).toBeHidden()

    // 7. The sibling select dialog (phones choose the colourway there); the listed product's sibling
    // is chosen in it, or, should it have none, a seeded product with siblings is.
    if ((await page.getByTestId('siblings').count()) === 0) {
      await page.goto(`/${language}/p/x-${WITH_SIBLINGS}/`)
    }
    await page.setViewportSize(PHONE)
    const before7 = productNumber(page)
    const opener = page.getByRole('button', { name: message(t.product.siblings.choose) })
    await expect(opener).toHaveAttribute('aria-haspopup', 'dialog')
    await opener.focus()
    await page.keyboard.press('Enter')
    const siblingDialog = page.getByRole('dialog', { name: t.product.siblings.dialogTitle })
    // The dialog's list loads with its first opening.
    const list = siblingDialog.getByTestId('sibling-select-list')
    await expect(list).toBeVisible()
    expect(await list.getByRole('listitem').count()).toBeGreaterThan(1)
    await expect(siblingDialog.locator('[aria-current="true"]')).toHaveCount(1)
    await page.keyboard.press('Escape')
    await expect(siblingDialog).toBeHidden()
    await expect(opener).toBeFocused()
    await opener.click()
    await siblingDialog.getByRole('link').first().click()
    await expect(siblingDialog).toBeHidden()
    await expect.poll(() => productNumber(page)).not.toBe(before7)
    const productId = productNumber(page)
    const productName = (await page.getByRole('heading', { level: 1 }).textContent())?.trim() ?? ''
    await page.setViewportSize(DESKTOP)

    // 8. The header search, by a word of the product's name: suggestions while typing, then the results.
    const word = productName.split(/[\s,]+/).find((w, i) => i > 0 && w.length >= 4) ?? productName
    const field = page.getByRole('combobox', { name: t.search.field.label })
    await field.click()
    await field.pressSequentially(word, { delay: 40 })
    const suggestions = page.getByRole('listbox', { name: t.search.field.suggestions })
    await expect(suggestions).toBeVisible()
    await expect(field).toHaveAttribute('aria-expanded', 'true')
    await expect(suggestions.getByRole('option', { name: productName }).first()).toBeVisible()
    await field.press('Enter')
    await expect(page).toHaveURL(new RegExp(`${escape(localizedPath(language, '/search'))}\\?q=`))
    await expect(page.getByTestId('search-page')).toHaveAttribute('data-query', word)
    const found = page.locator(`[data-testid="product-card"][data-product-id="${productId}"]`)
    await expect(found).toBeVisible()
    await found.getByRole('heading').getByRole('link').click()
    await expect(page).toHaveURL(new RegExp(`/${language}/p/[a-z0-9-]+-${productId}/$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(productName)
  })

  test('malformed variant, filter, sort and page parameters give a clean page or a 400, never a 500', async ({
    page,
    shop,
    marketInfo,
  }) => {
    test.setTimeout(60_000)
    const { language } = marketInfo
    const other = (await (await shop.get(`/api/shop/product/${FEATURED}/?locale=${language}`)).json()) as {
      variants: Array<{ referenceKey: string }>
    }
    const redirect = await shop.get(`/${language}/p/x-${SEVERAL_VARIANTS}/?variant=%E0%A4%A`)
    expect(redirect.status()).toBe(308)
    const path = new URL(redirect.headers().location ?? '', 'http://x').pathname

    // The product page is shared and cached: a variant it does not know falls back to the default pick.
    const productCases = [
      'variant=',
      'variant=unbekannt',
      'variant=%3Cscript%3Ealert(1)%3C%2Fscript%3E',
      `variant=${'9'.repeat(3000)}`,
      'variant=a&variant=b',
      'variant=%E0%A4%A',
      'variant[]=x',
      `variant=${other.variants[0]?.referenceKey}`,
      'page=abc&sort=bogus&farbe=%00&price=-1',
    ]
    for (const query of productCases) {
      const response = await shop.get(`${path}?${query}`)
      expect(response.status(), query).toBe(200)
      expect(await response.text(), query).toContain('data-testid="buy-box"')
    }

    // The category page answers with its listing whatever the query holds.
    const category = CATEGORY[language].path
    const listingCases = [
      'sort=Price%3Aasc&sort=bogus',
      'page=1.5',
      'page=1e3',
      'page=%00',
      'kategorie=-1&kategorie=abc',
      'price=%E0%A4%A',
      'farbe[]=rot',
      'variant=x&q=%3Cscript%3E',
    ]
    for (const query of listingCases) {
      const response = await shop.get(`${category}?${query}`)
      expect(response.status(), query).toBe(200)
      expect(await response.text(), query).toContain('data-testid="listing"')
    }
    // The listing and product API name the bad parameter (400).
    const categorySlug = category.split('/')[2]
    for (const url of [
      `/api/shop/listing/?locale=${language}&category=${categorySlug}&page=abc`,
      `/api/shop/listing/?locale=${language}&category=${categorySlug}&sort=bogus`,
      `/api/shop/product/abc/?locale=${language}`,
    ]) {
      const response = await shop.get(url)
      expect(response.status(), url).toBe(400)
      expect(((await response.json()) as { error: string }).error, url).toMatch(/invalid request/)
    }

    // In the browser, a variant the product does not have shows the default pick.
    await page.goto(path)
    const buyBox = page.getByTestId('buy-box')
    const defaultPick = await buyBox.getAttribute('data-variant')
    for (const query of ['variant=unbekannt', `variant=${other.variants[0]?.referenceKey}`, 'variant=']) {
      await page.goto(`${path}?${query}`)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expect(buyBox.getByRole('radio', { checked: true })).toHaveCount(1)
      await expect(buyBox, query).toHaveAttribute('data-variant', defaultPick ?? '')
    }
  })
})
