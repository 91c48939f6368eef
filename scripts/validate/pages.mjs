// The sample of `npm run validate`'s HTML and structured-data checks: every page type of spec 01 §2 a
// visitor can open without an account, in each language (de on de-de, fr on fr-ch, nl on nl-nl). Fixed
// entry points are the seeded catalog's kitchen category and its cookware subcategory, the legal terms
// page and the article index;
// product, variant, article, filter and search term are taken from those pages, so the sample follows
// the seed. Each page's server HTML is fetched as a first-time visitor sees it (no JavaScript).
import { importTs } from '../ts-import.mjs'
import { marketOrigin, visitor } from './visitor.mjs'

const MARKET_OF_LANGUAGE = { de: 'de-de', fr: 'fr-ch', nl: 'nl-nl' }
/**
 * @type {Record<string, { category: string, subcategory: string, content: string, articles: string,
 *   faq?: string }>}
 */
const ENTRY = {
  de: {
    category: '/de/kueche/',
    subcategory: '/de/kochgeschirr/',
    content: '/de/agb/',
    articles: '/de/ratgeber/',
    faq: '/de/faq/',
  },
  // The home flavour has no FAQ in French and Dutch (lib/config/flavours.ts, faqOffForMarketLanguages).
  fr: {
    category: '/fr/cuisine/',
    subcategory: '/fr/batterie-de-cuisine/',
    content: '/fr/cgv/',
    articles: '/fr/les-inspirations/',
  },
  nl: {
    category: '/nl/keuken/',
    subcategory: '/nl/kookgerei/',
    content: '/nl/algemene-voorwaarden/',
    articles: '/nl/magazine/',
  },
}
// Structured data each checked page type must carry (one type of each list).
const DATA = {
  home: [['WebSite']],
  category: [['BreadcrumbList']],
  subcategory: [['BreadcrumbList']],
  product: [['Product', 'ProductGroup']],
  'product ?variant=': [['Product', 'ProductGroup']],
  article: [['Article', 'BlogPosting', 'NewsArticle']],
}

/**
 * @typedef {{ label: string, url: string, status: number, expected: number, html: string,
 *   structuredData?: string[][] }} Page a sampled page: what it answered, what it should have answered
 */

const hrefs = (/** @type {string} */ html) =>
  [...html.matchAll(/<a\b[^>]*?\shref="([^"]*)"/g)].map((m) => m[1].replace(/&amp;/g, '&'))

/** The `?variant=` URLs of a product page's offers (JSON-LD), else of its links. */
function variantUrls(/** @type {string} */ html, /** @type {string} */ base) {
  const found = [...html.matchAll(/"url":"([^"]*\?variant=[^"]+)"/g)].map((m) => m[1])
  const links = hrefs(html).filter((h) => /[?&]variant=[^&]+/.test(h))
  // On this server's origin: an absolute URL names the port the page was rendered under, which a
  // cached page may have from an earlier server.
  return [...new Set([...found, ...links])].map((u) => {
    const url = new URL(u, base)
    return `${base}${url.pathname}${url.search}`
  })
}

/**
 * Fetches the sample. A page type that cannot be found (no product link, no variant) is a page with
 * status 0, so the checks report it instead of silently checking less.
 * @param {number} port @param {(message: string) => void} log
 * @returns {Promise<Page[]>}
 */
export async function samplePages(port, log) {
  const { PATHNAMES } = await importTs('lib/i18n/pathnames.ts')
  /** @type {Page[]} */
  const pages = []
  for (const [language, market] of Object.entries(MARKET_OF_LANGUAGE)) {
    const origin = marketOrigin(market, port)
    const fetchPage = visitor(port)
    const entry = ENTRY[language]
    const screen = (/** @type {string} */ internal) => {
      const path = PATHNAMES[internal]
      return `${origin}/${language}${typeof path === 'string' ? path : path[language]}/`
    }
    /** @param {string} type @param {string | undefined} url @param {number} [expected] */
    const add = async (type, url, expected = 200) => {
      const label = `${market} ${type}`
      if (!url) {
        pages.push({ label, url: '(not found in the sample)', status: 0, expected, html: '' })
        return ''
      }
      const page = await fetchPage(url)
      if (page.status !== expected) log(`${label}: ${url} answered ${page.status}, expected ${expected}`)
      pages.push({ label, url, status: page.status, expected, html: page.html, structuredData: DATA[type] })
      return page.html
    }
    await add('home', `${origin}/${language}/`)
    await add('content page', `${origin}${entry.content}`)
    const category = await add('category', `${origin}${entry.category}`)
    await add('subcategory', `${origin}${entry.subcategory}`)
    await add('listing ?sort=', `${origin}${entry.category}?sort=Price%3Aasc`)
    // A facet filter, the colour one where there is one (as e2e/a11y-pages.spec.ts opens it).
    const filters = hrefs(category).filter(
      (h) => h.startsWith(`${entry.category}?`) && !/[?&](page|sort)=/.test(h),
    )
    const filter = filters.find((h) => /[?&]farbe=/.test(h)) ?? filters[0]
    await add('listing filtered', filter && `${origin}${filter}`)
    const products = [...new Set(hrefs(category).filter((h) => /\/p\/[^/?]+\/$/.test(h)))]
    const productHtml = await add('product', products[0] && `${origin}${products[0]}`)
    // A product with more than one variant, so `?variant=` selects one that is not the default.
    let variant
    for (const path of products.slice(0, 12)) {
      const html = path === products[0] ? productHtml : (await fetchPage(`${origin}${path}`)).html
      const urls = variantUrls(html, origin)
      if (urls.length > 1) {
        variant = urls[urls.length - 1]
        break
      }
    }
    await add('product ?variant=', variant)
    const term = /<h1[^>]*>([^<\s]+)/.exec(productHtml)?.[1]
    await add('search', term && `${screen('/search')}?q=${encodeURIComponent(term)}`)
    const index = await add('article index', `${origin}${entry.articles}`)
    const article = hrefs(index).find((h) => h.startsWith(entry.articles) && h.length > entry.articles.length)
    await add('article', article && `${origin}${article}`)
    if (entry.faq) await add('faq', `${origin}${entry.faq}`)
    await add('contact', screen('/contact'))
    await add('basket', screen('/basket'))
    await add('wishlist', screen('/wishlist'))
    await add('login', screen('/login'))
    await add('404', `${origin}/${language}/gibt-es-nicht-validate/`, 404)
  }
  return pages
}
