import type { Language } from '../lib/config/markets'
import searchDe from '../messages/de/search.json' with { type: 'json' }
import searchFr from '../messages/fr/search.json' with { type: 'json' }
import searchNl from '../messages/nl/search.json' with { type: 'json' }
import { expect as baseExpect, localizedPath, test } from './fixtures'

/**
 * Search (spec 01 §2 /de/suche/, /fr/rechercher/): a helpful page when nothing is found,
 * suggestions while typing that the keyboard can walk, typo tolerance (lib/catalog/rules/search/terms.ts
 * corrects from the catalog's vocabulary), and addresses with malformed parameters answered with a
 * clean page or a 400, never a 500. Runs once per language.
 */
const TEXTS = { de: searchDe, fr: searchFr, nl: searchNl } as const
// Product and category pages are rendered on their first request: on a fresh server under load, a
// navigation may take several seconds.
const expect = baseExpect.configure({ timeout: 15_000 })

// Two neighbouring letters swapped, the commonest typo, in each language's word for towel (seeded
// home flavour: lib/catalog/server/seed/goods/home-textiles.ts).
const TYPO: Record<Language, { typed: string; meant: string }> = {
  de: { typed: 'handtcuh', meant: 'handtuch' },
  fr: { typed: 'sevriette', meant: 'serviette' },
  nl: { typed: 'handdeok', meant: 'handdoek' },
}
// Featured seeded product, always active; its name gives the word typed into the header search.
const FEATURED = 100001
const NOTHING = 'qwxzvbnm'

const searchPath = (language: Language, query = '') =>
  `${localizedPath(language, '/search')}${query ? `?${query}` : ''}`

test.describe('search (spec 01 §2)', () => {
  test('a search without results offers tips, categories to browse and the way home', async ({
    page,
    shop,
    marketInfo,
  }) => {
    test.setTimeout(60_000)
    const { language } = marketInfo
    const t = TEXTS[language]
    const response = await page.goto(searchPath(language, `q=${NOTHING}`))
    expect(response?.status()).toBe(200)
    const zero = page.getByTestId('search-zero-results')
    await expect(zero.getByRole('heading', { level: 2 })).toHaveText(
      t.empty.title.replace('{query}', NOTHING),
    )
    await expect(zero.getByRole('listitem').filter({ hasText: t.empty.tips.spelling })).toBeVisible()
    // The query stays in the page's own search form, ready to be corrected.
    await expect(page.getByTestId('search-page-form').getByRole('searchbox')).toHaveValue(NOTHING)

    const categories = zero.getByRole('navigation', { name: t.empty.categoriesTitle }).getByRole('link')
    expect(await categories.count()).toBeGreaterThan(1)
    const hrefs = await categories.evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''))
    for (const href of hrefs) expect((await shop.get(href)).status(), href).toBe(200)
    await categories.first().click()
    await expect(page.getByTestId('listing').getByTestId('product-card').first()).toBeVisible()

    await page.goBack()
    await page.getByTestId('search-zero-results').getByRole('link', { name: t.empty.home }).click()
    await expect(page).toHaveURL(new RegExp(`/${language}/$`))
  })

  test('suggestions appear while typing; arrow keys walk them and Enter opens one', async ({
    page,
    shop,
    marketInfo,
  }) => {
    const { language } = marketInfo
    const t = TEXTS[language]
    const product = (await (await shop.get(`/api/shop/product/${FEATURED}/?locale=${language}`)).json()) as {
      name: string
    }
    const word = product.name.split(/[\s,]+/).find((w) => w.length >= 4) ?? product.name
    await page.goto(`/${language}/`)
    const field = page.getByRole('combobox', { name: t.field.label })
    await field.click()
    await field.pressSequentially(word.slice(0, 5), { delay: 40 })
    const listbox = page.getByRole('listbox', { name: t.field.suggestions })
    await expect(listbox).toBeVisible()
    await expect(field).toHaveAttribute('aria-expanded', 'true')
    const options = listbox.getByRole('option')
    expect(await options.count()).toBeGreaterThan(1)
    await expect(listbox.getByRole('group', { name: t.field.groups.products })).toBeVisible()
    // The text field keeps the focus; the active option is named by aria-activedescendant.
    await expect(options.first()).toHaveAttribute('aria-selected', 'false')
    await page.keyboard.press('ArrowDown')
    await expect(options.first()).toHaveAttribute('aria-selected', 'true')
    await expect(field).toBeFocused()
    await expect(field).toHaveAttribute(
      'aria-activedescendant',
      (await options.first().getAttribute('id')) ?? '',
    )
    await page.keyboard.press('ArrowDown')
    await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true')
    await page.keyboard.press('ArrowUp')
    await expect(options.first()).toHaveAttribute('aria-selected', 'true')
    // Escape closes the list and keeps the text; typing opens the list again.
    await page.keyboard.press('Escape')
    await expect(listbox).toBeHidden()
    await expect(field).toHaveValue(word.slice(0, 5))
    await field.pressSequentially(word.slice(5), { delay: 40 })
    await expect(listbox).toBeVisible()

    await page.keyboard.press('ArrowDown')
    const first = options.first()
    await expect(first).toHaveAttribute('aria-selected', 'true')
    const label = (await first.textContent())?.trim() ?? ''
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(new RegExp(`/${language}/p/[a-z0-9-]+-\\d+/$`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(label)
  })

  test('the header search submits to the results page, where the word is found', async ({
    page,
    marketInfo,
  }) => {
    const { language } = marketInfo
    const t = TEXTS[language]
    const { meant } = TYPO[language]
    await page.goto(`/${language}/`)
    const field = page.getByRole('combobox', { name: t.field.label })
    await field.fill(meant)
    await field.press('Enter')
    await expect(page).toHaveURL(searchPath(language, `q=${meant}`))
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      t.page.resultsFor.replace('{query}', meant),
    )
    const names = page.getByTestId('product-card').getByRole('heading')
    await expect(names.first()).toBeVisible()
    for (const name of await names.allTextContents()) expect(name.toLowerCase()).toContain(meant)
  })

  test('a typo still finds the products and says what was searched instead', async ({ page, marketInfo }) => {
    const { language } = marketInfo
    const t = TEXTS[language]
    const { typed, meant } = TYPO[language]
    const response = await page.goto(searchPath(language, `q=${typed}`))
    expect(response?.status()).toBe(200)
    await expect(page.getByTestId('search-corrected')).toContainText(meant)
    await expect(page.getByTestId('search-corrected')).toContainText(
      t.page.corrected.replace('{query}', typed),
    )
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      t.page.resultsFor.replace('{query}', meant),
    )
    const names = page.getByTestId('product-card').getByRole('heading')
    await expect(names.first()).toBeVisible()
    expect((await names.first().textContent())?.toLowerCase()).toContain(meant)
    await expect(page.getByTestId('search-zero-results')).toHaveCount(0)
  })

  test('malformed search parameters give a clean page, never a 500', async ({ shop, marketInfo }) => {
    const { language } = marketInfo
    const cases = [
      `q=${'handtuch'.repeat(200)}`,
      'q=a&q=topf',
      'q=&q=',
      'q',
      'q[]=topf',
      'q=%3Cscript%3Ealert(1)%3C%2Fscript%3E',
      'q=%E0%A4%A',
      'q=%',
      'q=%00%01',
      'q=topf%3A*%20%26%20!%20(%7C',
      "q=' OR 1=1 --",
      'q=%F0%9F%8D%B3%F0%9F%8D%B3',
      'q=%D7%A9%D7%9C%D7%95%D7%9D',
      'q=topf&page=abc&sort=bogus',
      'q=topf&page=-1&perPage=0',
      'q=topf&page=99999999999999999999',
      'q=topf&price=50-10&rating=9&farbe=%3Cb%3E',
      `q=topf&farbe=${'x'.repeat(2000)}`,
    ]
    for (const query of cases) {
      const response = await shop.get(searchPath(language, query))
      expect(response.status(), query).toBe(200)
      const html = await response.text()
      expect(html, query).toContain('data-testid="search-page"')
      expect(html, query).not.toContain('<script>alert(1)</script>')
    }
    // An overlong query is cut to the field's length (SEARCH_LIMITS.queryLength, lib/catalog/rules/search).
    const long = await (await shop.get(searchPath(language, `q=${'handtuch'.repeat(200)}`))).text()
    expect(long).toContain(`data-query="${'handtuch'.repeat(200).slice(0, 100)}"`)
    // The repeated query searches its first non-empty value.
    expect(await (await shop.get(searchPath(language, 'q=&q=topf&q=pfanne'))).text()).toContain(
      'data-query="topf"',
    )

    // The API behind the page names what is wrong instead (400), never a 500.
    const api = [
      `/api/shop/search/?locale=${language}&q=${'x'.repeat(101)}`,
      `/api/shop/search/?locale=${language}&q=topf&q=pfanne`,
      `/api/shop/search/?locale=${language}&q=topf&page=abc`,
      `/api/shop/search/?locale=${language}&q=topf&sort=bogus`,
      `/api/shop/search/?locale=xx&q=topf`,
      `/api/shop/search/suggest/?locale=${language}&q=`,
      `/api/shop/search/suggest/?locale=${language}`,
    ]
    for (const url of api) {
      const response = await shop.get(url)
      expect(response.status(), url).toBe(400)
      expect(((await response.json()) as { error: string }).error, url).toMatch(/invalid request/)
    }
    const odd = await shop.get(
      `/api/shop/search/suggest/?locale=${language}&q=${encodeURIComponent(':* & ! (|')}`,
    )
    expect(odd.status()).toBe(200)
  })
})
