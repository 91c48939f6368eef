import { test, expect } from './fixtures'

const PRODUCT_SAMPLE = 6
const faqOff = (market: string) => !market.startsWith('de-')

/** `<loc>` values of a sitemap. */
const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1] ?? '')

test.describe('sitemap.xml and robots.txt per market', () => {
  test('the sitemap lists the market’s pages on its own host, and each answers 200 with a title', async ({
    shop,
    marketInfo,
  }) => {
    test.setTimeout(180_000)
    const response = await shop.get('/sitemap.xml')
    expect(response.status()).toBe(200)
    expect(response.headers()['content-type']).toMatch(/^application\/xml/)
    const urls = locs(await response.text()).map((loc) => new URL(loc))
    expect(urls.length).toBeGreaterThan(20)
    for (const url of urls) {
      expect(url.hostname).toBe(`${marketInfo.market}.localhost`)
      expect(marketInfo.languages).toContain(url.pathname.split('/')[1])
    }
    const content = urls.filter((u) => !u.pathname.includes('/p/'))
    const products = urls.filter((u) => u.pathname.includes('/p/'))
    expect(products.length).toBeGreaterThan(100)
    for (const language of marketInfo.languages)
      expect(content.map((u) => u.pathname)).toContain(`/${language}/`)
    expect(content.some((u) => /\/(faq|veelgestelde-vragen)\/$/.test(u.pathname))).toBe(
      !faqOff(marketInfo.market),
    )

    // Every content page and a sample of product pages, a few at a time: 200 and a title.
    const sample = [...content, ...products.slice(0, PRODUCT_SAMPLE)]
    for (let i = 0; i < sample.length; i += 4) {
      await Promise.all(
        sample.slice(i, i + 4).map(async (url) => {
          const page = await shop.get(url.pathname)
          expect(page.status(), url.pathname).toBe(200)
          expect(await page.text(), url.pathname).toMatch(/<title>[^<]*\S[^<]*<\/title>/)
        }),
      )
    }
  })

  test('robots.txt opens the shop, closes the API and the per-visitor screens, and names the sitemap', async ({
    shop,
    marketInfo,
  }) => {
    const response = await shop.get('/robots.txt')
    expect(response.status()).toBe(200)
    const lines = (await response.text()).split('\n')
    expect(lines).toContain('Disallow: /api/')
    expect(lines).toContain(
      `Disallow: /${marketInfo.language}/${marketInfo.language === 'de' ? 'warenkorb' : marketInfo.language === 'fr' ? 'panier' : 'winkelmandje'}/`,
    )
    const sitemap = lines.find((line) => line.startsWith('Sitemap: '))
    expect(new URL(sitemap?.slice('Sitemap: '.length) ?? '').hostname).toBe(`${marketInfo.market}.localhost`)
  })

  test('the FAQ is reachable only where the market has it on (spec 01 §1)', async ({ shop, marketInfo }) => {
    const path = marketInfo.language === 'nl' ? '/nl/veelgestelde-vragen/' : `/${marketInfo.language}/faq/`
    const response = await shop.get(path)
    expect(response.status()).toBe(faqOff(marketInfo.market) ? 404 : 200)
  })
})
