import type { Page } from '@playwright/test'
import type { Language } from '../lib/config/markets'
import { CATEGORY_PATH, expect, localizedPath, test } from './fixtures'
import { oncePerLanguage } from './language-representatives'

/**
 * What a shopper reads is the shop's own, in the page's language: no placeholder brand, no catalog
 * code in the filters (spec 01 §9 facets), no facet that says its name twice, and no slider control
 * named in the slider library's English defaults, in every market and each of its languages.
 */
const SEARCH_TERM: Record<Language, string> = { de: 'Topf', fr: 'casserole', nl: 'pan' }
const PLACEHOLDER = /storefront/i
// Swiper's built-in accessibility texts (its a11y module defaults).
const ENGLISH_SLIDER = /Go to slide|Next slide|Previous slide|This is the (first|last) slide/

/** The page's visible text, its title and every accessible name given by attribute. */
async function wording(page: Page) {
  return page.evaluate(() => {
    const names = [...document.querySelectorAll('[aria-label], [title], img[alt]')].map(
      (el) =>
        `${el.getAttribute('aria-label') ?? ''} ${el.getAttribute('title') ?? ''} ${el.getAttribute('alt') ?? ''}`,
    )
    return [document.title, document.body.innerText, ...names].join('\n')
  })
}

async function expectShopWording(page: Page, where: string) {
  const text = await wording(page)
  expect(text.match(PLACEHOLDER)?.[0], `placeholder brand on ${where}`).toBeUndefined()
  expect(text.match(ENGLISH_SLIDER)?.[0], `English slider label on ${where}`).toBeUndefined()
}

for (const size of [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1366, height: 900 },
]) {
  test.describe(`content that tells the truth on a ${size.name}`, () => {
    test.use({ viewport: { width: size.width, height: size.height } })

    test('home, listing, product, search and a content page name the shop and speak the page language', async ({
      page,
      marketInfo,
    }) => {
      // The phone's own labels are the same in every market of a language: its representative reads them.
      const [notRepresentative, why] = oncePerLanguage(marketInfo.market)
      test.skip(size.name === 'phone' && notRepresentative, `phone: ${why}`)
      test.slow(marketInfo.languages.length > 1, 'two languages: ten cold pages')
      for (const language of marketInfo.languages) {
        await page.goto(`/${language}/`)
        await expectShopWording(page, `home (${language})`)

        await page.goto(CATEGORY_PATH[language])
        await expectShopWording(page, `listing (${language})`)
        const productHref = await page
          .getByTestId('product-card')
          .first()
          .locator('a[href*="/p/"]')
          .first()
          .getAttribute('href')
        await page.goto(productHref!)
        await expectShopWording(page, `product (${language})`)

        await page.goto(`${localizedPath(language, '/search')}?q=${SEARCH_TERM[language]}`)
        await expectShopWording(page, `search (${language})`)

        await page.goto(localizedPath(language, '/contact'))
        await expectShopWording(page, `contact (${language})`)
      }
    })
  })
}

test.describe('content that tells the truth', () => {
  test('every filter value is a word in the page language, and no filter repeats its own name', async ({
    page,
    marketInfo,
  }) => {
    for (const language of marketInfo.languages) {
      await page.goto(CATEGORY_PATH[language])
      // Every facet is in the "all filters" dialog; after hydration its content exists only while open.
      await page.locator('[data-disclosure="all"] button').click()
      const panel = page.getByRole('dialog')
      await expect(panel).toBeVisible()
      // Each value's label against its URL value: a label that is the value itself is a code shown.
      const options = await panel.locator('a[data-value]').evaluateAll((links) =>
        links.map((a) => ({
          value: a.getAttribute('data-value') ?? '',
          label: (a.querySelector('span:first-child')?.textContent ?? '').trim(),
        })),
      )
      expect(options.length, `filter values (${language})`).toBeGreaterThan(20)
      const codes = options.filter(
        (o) =>
          o.label === '' ||
          (/[a-z]/.test(o.value) && o.label === o.value) ||
          /^[a-z0-9]+(-[a-z0-9]+)+$/.test(o.label),
      )
      expect(codes, `filter values shown as codes (${language})`).toEqual([])
      // A section's title and its only value must not be the same words ("Durable Durable").
      const repeats = await panel.locator('section').evaluateAll((sections) =>
        sections.flatMap((section) => {
          const title = section.querySelector('h3')?.textContent?.trim()
          const labels = [...section.querySelectorAll('a[data-value] span:first-child')].map((s) =>
            s.textContent?.trim(),
          )
          return labels.length === 1 && labels[0] === title ? [title] : []
        }),
      )
      expect(repeats, `filters that say their name twice (${language})`).toEqual([])
    }
  })
})
