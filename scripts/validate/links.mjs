// Link check of `npm run validate`: crawls every market from its home page and GETs every internal link
// it finds (any `*.localhost` host of the server, so language switches and hreflang alternates to the
// other markets count; outside hosts are not checked). A link is broken when it ends, after redirects,
// in a 4xx or 5xx. Bounded per market, so the crawl takes seconds per market, not minutes: pages are
// parsed breadth-first with a budget per page kind, so every kind (listing, listing with a query,
// product, content) is reached without reading every product; of the links found, every path without
// a query is checked, but only SAMPLE.product product pages and SAMPLE.query queries per path (a listing
// links 30 filter combinations of itself, each as costly to render as the listing), up to MAX_CHECKS.
import { visitor } from './visitor.mjs'

// Pages parsed per market, per kind (a kind's budget spent, its further pages are only checked).
const PARSE_BUDGET = { page: 40, query: 6, product: 6, other: 4 }
const SAMPLE = { product: 25, query: 2 }
const MAX_CHECKS = Number(process.env.VALIDATE_MAX_LINKS) || 600
const CONCURRENCY = 4

/**
 * Which found links are checked: a family key and its budget (products share one family, queries
 * have one per path, everything else is always checked).
 * @param {URL} url @returns {[string, number] | null}
 */
function family(url) {
  if (kindOf(url) === 'product') return ['product', SAMPLE.product]
  if (url.search) return [`query ${url.host}${url.pathname}`, SAMPLE.query]
  return null
}

const HREF = /<(a|link)\b[^>]*?\shref="([^"]*)"[^>]*>/g

/** Kind of page for the parse budget: products, listings with a query, other HTML pages. */
function kindOf(/** @type {URL} */ url) {
  if (url.pathname.startsWith('/api/') || /\.\w{2,4}$/.test(url.pathname)) return 'other'
  if (/\/p\/[^/]+\/?$/.test(url.pathname)) return 'product'
  return url.search ? 'query' : 'page'
}

/**
 * The internal links of a page: `<a href>` and `<link rel=alternate|canonical>` to a `*.localhost` host,
 * fragment dropped, entities of the href decoded.
 * @param {string} html @param {string} base
 */
export function internalLinks(html, base) {
  /** @type {string[]} */
  const links = []
  for (const match of html.matchAll(HREF)) {
    if (match[1] === 'link' && !/\srel="(alternate|canonical)"/.test(match[0])) continue
    const href = match[2].replace(/&amp;/g, '&').replace(/&#x27;|&#39;/g, "'")
    if (/^(mailto|tel|javascript|data):/i.test(href) || href.startsWith('#')) continue
    let url
    try {
      url = new URL(href, base)
    } catch {
      links.push(`invalid:${href}`)
      continue
    }
    if (!/^https?:$/.test(url.protocol) || !/(^|\.)localhost$|^127\.0\.0\.1$/.test(url.hostname)) continue
    url.hash = ''
    links.push(url.href)
  }
  return links
}

/** Runs the jobs with at most `limit` at a time. @param {(() => Promise<void>)[]} jobs */
async function pool(jobs, limit) {
  let next = 0
  await Promise.all(
    Array.from({ length: limit }, async () => {
      while (next < jobs.length) await jobs[next++]()
    }),
  )
}

/**
 * Crawls one market. @param {number} port @param {string} market @param {string} home its home page URL
 * @returns {Promise<import('./report.mjs').Result & { checked: number, parsed: number }>}
 */
export async function crawlMarket(port, market, home) {
  const fetchPage = visitor(port)
  const origin = new URL(home).origin
  /** @type {Map<string, string>} url → first page linking to it */
  const seen = new Map([[home, '(start)']])
  /** @type {Map<string, number>} url → pages linking to it */
  const linkedFrom = new Map()
  const spent = { page: 0, query: 0, product: 0, other: 0 }
  /** @type {{ url: string, status: number, from: string }[]} */
  const broken = []
  let frontier = [home]
  /** @type {Map<string, number>} family → links taken */
  const taken = new Map()
  let sampledOut = 0
  let checked = 0
  let parsed = 0
  while (frontier.length > 0 && checked < MAX_CHECKS) {
    const level = frontier.splice(0, MAX_CHECKS - checked)
    /** @type {string[]} */
    const next = []
    await pool(
      level.map((url) => async () => {
        checked += 1
        const target = new URL(url)
        const kind = kindOf(target)
        // Only this market's own pages are parsed, within the kind's budget; the rest is only checked.
        const parse = target.origin === origin && spent[kind] < PARSE_BUDGET[kind]
        if (parse) spent[kind] += 1
        let page
        try {
          page = url.startsWith('invalid:') ? { status: 0, html: '', contentType: '' } : await fetchPage(url)
        } catch (error) {
          page = { status: 0, html: String(error), contentType: '' }
        }
        if (page.status === 0 || page.status >= 400) {
          broken.push({ url, status: page.status, from: seen.get(url) ?? '?' })
          return
        }
        if (!parse || !page.contentType.includes('text/html')) return
        parsed += 1
        for (const link of internalLinks(page.html, url)) {
          linkedFrom.set(link, (linkedFrom.get(link) ?? 0) + 1)
          if (seen.has(link)) continue
          seen.set(link, url)
          const fam = link.startsWith('invalid:') ? null : family(new URL(link))
          if (fam) {
            const n = taken.get(fam[0]) ?? 0
            if (n >= fam[1]) {
              sampledOut += 1
              continue
            }
            taken.set(fam[0], n + 1)
          }
          next.push(link)
        }
      }),
      CONCURRENCY,
    )
    frontier = [...next, ...frontier]
  }
  const unchecked = seen.size - checked - sampledOut
  return {
    name: market,
    subject: home,
    errors: broken.map(
      (b) =>
        `${b.status || 'no answer'} ${b.url}  ← linked from ${b.from}` +
        ((linkedFrom.get(b.url) ?? 0) > 1 ? ` and ${linkedFrom.get(b.url) - 1} more page(s)` : ''),
    ),
    notes: [
      `${checked} URLs checked, ${parsed} pages parsed (${Object.entries(spent)
        .map(([kind, n]) => `${kind} ${n}`)
        .join(', ')}), ${sampledOut} more product/query links left out by sampling` +
        (unchecked > 0 ? `, ${unchecked} found but not checked (limit ${MAX_CHECKS})` : ''),
    ],
    checked,
    parsed,
  }
}
