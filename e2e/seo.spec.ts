import { test, expect, localizedPath } from './fixtures'

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

/** Every JSON-LD object of a page's HTML (top-level arrays flattened). */
const jsonLdOf = (html: string): Array<Record<string, unknown>> =>
  [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].flatMap((m) => {
    const data = JSON.parse(m[1] ?? 'null') as unknown
    return (Array.isArray(data) ? data : [data]) as Array<Record<string, unknown>>
  })

const URL_KEYS = new Set(['url', 'item', 'image', 'urlTemplate', 'mainEntityOfPage', 'hasMap', '@id'])

/** Every value under a URL-valued key, anywhere in the data. */
function urlsIn(node: unknown, key = ''): string[] {
  if (typeof node === 'string') return URL_KEYS.has(key) ? [node] : []
  if (Array.isArray(node)) return node.flatMap((item) => urlsIn(item, key))
  if (node && typeof node === 'object') return Object.entries(node).flatMap(([k, v]) => urlsIn(v, k))
  return []
}

const typesOf = (data: Array<Record<string, unknown>>) => data.map((d) => d['@type'])

/** Per language: a top-level category, a subcategory, an article, the magazine index, the FAQ. */
const PAGES = {
  de: {
    category: '/de/kueche/',
    subcategory: '/de/pfannen/',
    article: '/de/ratgeber/ordnung-in-der-kueche/',
    index: '/de/ratgeber/',
    faq: '/de/faq/',
  },
  fr: {
    category: '/fr/cuisine/',
    subcategory: '/fr/poeles/',
    article: '/fr/les-inspirations/ordre-dans-la-cuisine/',
    index: '/fr/les-inspirations/',
    faq: '/fr/faq/',
  },
  nl: {
    category: '/nl/keuken/',
    subcategory: '/nl/koekenpannen/',
    article: '/nl/magazine/orde-in-de-keuken/',
    index: '/nl/magazine/',
    faq: '/nl/veelgestelde-vragen/',
  },
} as const

test.describe('structured data (JSON-LD): complete, absolute, one FAQPage, ISO countries', () => {
  test('home, categories, magazine, FAQ and contact describe themselves with absolute addresses', async ({
    shop,
    marketInfo,
  }) => {
    const { language, market } = marketInfo
    const origin = `http://${market}.localhost:`
    const read = async (path: string) => {
      const response = await shop.get(path)
      expect(response.status(), path).toBe(200)
      const data = jsonLdOf(await response.text())
      for (const url of urlsIn(data)) expect(url, `${path}: ${url}`).toMatch(/^https?:\/\//)
      for (const url of urlsIn(data).filter(
        (u) => !/^https:\/\/(schema\.org|a(-[a-z]+)?\.storyblok)/.test(u),
      ))
        if (!/openstreetmap/.test(url))
          expect(url.startsWith(origin), `${path}: ${url} on ${origin}`).toBe(true)
      return data
    }
    const pages = PAGES[language]

    const home = await read(`/${language}/`)
    const site = home.find((d) => d['@type'] === 'WebSite') as
      | { potentialAction: { target: { urlTemplate: string } }; name: string }
      | undefined
    expect(site?.name).toBeTruthy()
    expect(site?.potentialAction.target.urlTemplate).toMatch(
      new RegExp(`^${origin}\\d+${localizedPath(language, '/search')}\\?q=\\{search_term_string\\}$`),
    )

    for (const path of [pages.category, pages.subcategory]) {
      const crumbs = (await read(path)).filter((d) => d['@type'] === 'BreadcrumbList')
      expect(crumbs, path).toHaveLength(1)
      const items = crumbs[0]?.itemListElement as Array<{ position: number; item?: string }>
      expect(items.length, path).toBeGreaterThanOrEqual(2)
      expect(
        items.slice(0, -1).every((i) => typeof i.item === 'string'),
        path,
      ).toBe(true)
    }

    const article = await read(pages.article)
    const posting = article.find((d) => d['@type'] === 'BlogPosting') as Record<string, unknown> | undefined
    expect(posting).toMatchObject({ datePublished: expect.any(String), author: { '@type': 'Person' } })
    expect((posting?.image as string[] | undefined)?.length).toBeGreaterThan(0)
    expect(String(posting?.url)).toMatch(new RegExp(`${pages.article}$`))

    const index = await read(pages.index)
    expect(typesOf(index)).not.toContain('BlogPosting')
    const blog = index.find((d) => d['@type'] === 'Blog') as { blogPost: unknown[] } | undefined
    expect(blog?.blogPost.length).toBeGreaterThan(0)

    if (faqOff(market)) expect((await shop.get(pages.faq)).status()).toBe(404)
    else {
      const faq = await read(pages.faq)
      expect(typesOf(faq).filter((t) => t === 'FAQPage')).toHaveLength(1)
      const page = faq.find((d) => d['@type'] === 'FAQPage') as { mainEntity: unknown[] }
      expect(page.mainEntity.length).toBeGreaterThan(3)
    }

    const contact = await read(localizedPath(language, '/contact'))
    const countries = contact.flatMap((d) => {
      const address = d.address as { addressCountry?: unknown } | undefined
      return address ? [address.addressCountry] : []
    })
    // ISO 3166-1 alpha-2, the market's own country (its service address), never a display name.
    expect(countries).toEqual([market.slice(3).toUpperCase()])
  })
})
