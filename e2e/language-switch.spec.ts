/**
 * The header's language switch (spec 01 §2): in a two-language market every page links to the same page
 * in the other language, with translated slugs and the listing query, in the server HTML (pages
 * prerendered at build and rendered per request alike) and after client navigation. Also the author
 * byline of an article, which must lead somewhere that exists.
 */
import type { APIRequestContext, Page } from '@playwright/test'
import type { Language } from '../lib/config/markets'
import { CATEGORY_PATH, expect, localizedPath, test } from './fixtures'
import { oncePerLanguage } from './language-representatives'

const SERVICE_PATH: Record<Language, string> = {
  de: '/de/kundenservice/',
  fr: '/fr/service-client/',
  nl: '/nl/klantenservice/',
}
const ARTICLE_PATH: Record<Language, string> = {
  de: '/de/ratgeber/ordnung-in-der-kueche/',
  fr: '/fr/les-inspirations/ordre-dans-la-cuisine/',
  nl: '/nl/magazine/orde-in-de-keuken/',
}

const decodeEntities = (value: string) => value.replace(/&amp;/g, '&').replace(/&quot;/g, '"')

/** The switch's href for `language` in the server's HTML of `path`. */
async function serverSwitchHref(shop: APIRequestContext, path: string, language: Language) {
  const response = await shop.get(path)
  expect(response.status(), path).toBe(200)
  const html = await response.text()
  const start = html.indexOf('class="language-switcher"')
  expect(start, `${path} has a language switch`).toBeGreaterThan(-1)
  const nav = html.slice(start, html.indexOf('</nav>', start))
  const tag = nav.match(/<a [^>]*>/g)?.find((a) => a.includes(`hrefLang="${language}"`)) ?? ''
  const href = /href="([^"]*)"/.exec(tag)?.[1]
  return decodeEntities(href ?? '')
}

/** Follows the switch in the browser: it lands on `expected` (path and query), a page in `language`. */
async function followSwitch(page: Page, language: Language, expected: string) {
  await page.locator(`.language-switcher a[hreflang="${language}"]`).click()
  await expect(page).toHaveURL((url) => url.pathname + url.search === expected)
  await expect(page.locator(`.language-switcher a[hreflang="${language}"]`)).toHaveAttribute(
    'aria-current',
    'true',
  )
  // The address it landed on, loaded as a document, is a page of its own.
  expect((await page.reload())?.status(), expected).toBe(200)
}

test.describe('language switch in two-language markets (spec 01 §2)', () => {
  test.beforeEach(({ marketInfo }) => {
    test.skip(marketInfo.languages.length < 2, 'only markets with two languages have a switch')
  })

  // The thank-you page needs an order of the visit (else it redirects home): see the unit table test.
  const screens = ['/basket', '/wishlist', '/contact'] as const
  for (const internal of screens) {
    test(`screen ${internal}: the other language's screen, in the server HTML and when followed`, async ({
      shop,
      page,
      marketInfo,
    }) => {
      const [from, to] = marketInfo.languages as [Language, Language]
      const expected = localizedPath(to, internal)
      expect(await serverSwitchHref(shop, localizedPath(from, internal), to)).toBe(expected)
      expect(await serverSwitchHref(shop, localizedPath(from, internal), from)).toBe(
        localizedPath(from, internal),
      )
      await page.goto(localizedPath(from, internal))
      await followSwitch(page, to, expected)
    })
  }

  test('listing with a page and with a filter and sort: translated slug, query kept', async ({
    shop,
    page,
    marketInfo,
  }) => {
    // Six listings rendered for the first time (filtered pages are not prerendered): room on a busy machine.
    test.slow()
    const [from, to] = marketInfo.languages as [Language, Language]
    // A colour the listing offers as a filter (its facet links, in the server HTML).
    const listing = await (await shop.get(CATEGORY_PATH[from])).text()
    const colour = /[?&;]farbe=([\w-]+)/.exec(listing)?.[1]
    expect(colour).toBeTruthy()
    const queries = ['page=2', `farbe=${encodeURIComponent(colour as string)}&sort=Price%3Aasc`]
    for (const query of queries) {
      const href = await serverSwitchHref(shop, `${CATEGORY_PATH[from]}?${query}`, to)
      expect(href).toBe(`${CATEGORY_PATH[to]}?${query}`)
      expect((await shop.get(href)).status(), href).toBe(200)
    }
    // Followed in the browser.
    await page.goto(`${CATEGORY_PATH[from]}?page=2`)
    await followSwitch(page, to, `${CATEGORY_PATH[to]}?page=2`)
  })

  test('product: the same product under its own slug in the other language', async ({
    shop,
    page,
    marketInfo,
  }) => {
    const [from, to] = marketInfo.languages as [Language, Language]
    await page.goto(CATEGORY_PATH[from])
    const productHref = await page.locator(`main a[href^="/${from}/p/"]`).first().getAttribute('href')
    const number = /-(\d+)\/$/.exec(productHref ?? '')?.[1]
    expect(number).toBeTruthy()
    const href = await serverSwitchHref(shop, productHref as string, to)
    expect(href).toMatch(new RegExp(`^/${to}/p/[^/]+-${number}/$`))
    await page.goto(productHref as string)
    await followSwitch(page, to, href)
  })

  test('content page: the story’s translated slug; after client navigation the screen’s', async ({
    shop,
    page,
    marketInfo,
  }) => {
    const [from, to] = marketInfo.languages as [Language, Language]
    expect(await serverSwitchHref(shop, SERVICE_PATH[from], to)).toBe(SERVICE_PATH[to])
    await page.goto(SERVICE_PATH[from])
    await expect(page.locator(`.language-switcher a[hreflang="${to}"]`)).toHaveAttribute(
      'href',
      SERVICE_PATH[to],
    )
    // A client navigation to a screen: the slot still holds the content page's switch, the route is new.
    await page
      .locator(`header a[href="${localizedPath(from, '/basket')}"]`)
      .first()
      .click()
    await expect(page).toHaveURL((url) => url.pathname === localizedPath(from, '/basket'))
    await expect(page.locator(`.language-switcher a[hreflang="${to}"]`)).toHaveAttribute(
      'href',
      localizedPath(to, '/basket'),
    )
    await followSwitch(page, to, localizedPath(to, '/basket'))
  })
})

test.describe('article byline (spec 01 §2 magazine)', () => {
  test('the author link answers 200 and leads to the author', async ({ shop, page, marketInfo }) => {
    test.skip(...oncePerLanguage(marketInfo.market))
    const path = ARTICLE_PATH[marketInfo.language]
    await page.goto(path)
    const byline = page.locator('article header a').filter({ hasText: /\w/ }).last()
    const href = (await byline.getAttribute('href')) ?? ''
    const target = new URL(href, `http://x${path}`)
    expect((await shop.get(target.pathname)).status(), href).toBe(200)
    if (target.hash) await expect(page.locator(target.hash)).toBeVisible()
  })
})
