/**
 * Crawler detection from the user agent (spec 02 §2 "Country picker overlay": it never opens for a
 * crawler). A crawler must get the shop it asked for, unasked: search engines index each market's own
 * domain, and link previews and audits would otherwise show the overlay.
 *
 * Headless browsers are not crawlers here: Playwright's and Puppeteer's Chromium say `HeadlessChrome`,
 * and end-to-end tests drive the picker through exactly that browser. Lighthouse (and PageSpeed
 * Insights, which runs it) is: an audit measures the page as a visitor first sees it, without an overlay.
 */
const CRAWLER_PATTERN = new RegExp(
  [
    // bot, crawler, spider, and the self-named ones (Googlebot, bingbot, Applebot, GPTBot, …)
    // (not the Cubot phone brand)
    '(?<!cu)bot\\b',
    'bot[/_-]',
    'crawl',
    'spider',
    'slurp', // Yahoo
    'mediapartners-google',
    'adsbot',
    'google-inspectiontool',
    'googleother',
    'feedfetcher',
    'facebookexternalhit',
    'facebookcatalog',
    'embedly',
    'whatsapp',
    'skypeuripreview',
    'bitlybot',
    'ia_archiver',
    'archive\\.org',
    'lighthouse',
    'pagespeed',
    'gtmetrix',
    'pingdom',
    'uptimerobot',
    'statuscake',
    'headlesschrome-?bot', // never plain HeadlessChrome (see above)
    // HTTP libraries and command-line tools: no visitor behind them
    '^curl/',
    '^wget/',
    '^python-requests',
    '^python-urllib',
    '^go-http-client',
    '^java/',
    '^okhttp',
    '^libwww-perl',
    '^axios/',
    '^node-fetch',
  ].join('|'),
  'i',
)

/** True for a crawler, link preview, audit or HTTP library; false for browsers, headless ones included. */
export function isCrawlerUserAgent(userAgent: string | null | undefined): boolean {
  if (!userAgent) return false
  return CRAWLER_PATTERN.test(userAgent.trim())
}
