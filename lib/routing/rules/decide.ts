/**
 * The proxy's routing decision (spec 01 §2 routing rules): reject the request, redirect it, pass it
 * through, or rewrite it to an internal page.
 */
import { LANGUAGES, ROUTING, type Language, type Market, type ShopConfig } from '@/lib/config'
import { chooseLanguage } from './language'
import { resolveMarket } from './market'
import { matchLocalizedPath } from './localized-path'
import { servedRootFiles } from './root-files'
import type { ProductSlugLookup } from '@/lib/catalog/server/slug-index'
import type { VariantKeyLookup } from '@/lib/catalog/server/variant-index'
import { hasListingQuery } from '@/lib/catalog/rules/listing/param-names'
import { UNKNOWN_CATALOG, type QueryVocabulary } from '@/lib/catalog/rules/listing/cache-query'
import { listingSegments, searchSegments } from './query-routes'
import { isPreviewQuery } from '@/lib/content/rules/preview-params'

export interface IncomingRequest {
  host: string | null
  /** The path as it arrived, still percent-encoded. */
  rawPath: string
  /** Including the leading '?', or ''. */
  search: string
  languageCookie?: string | null
  acceptLanguage?: string | null
}

export interface RedirectEntry {
  target: string
  status: 301 | 302 | 307 | 308
}
/** Looks a decoded, slash-terminated path up in the server-supplied redirect table. */
export type RedirectLookup = (path: string, market: Market) => RedirectEntry | null

export type RouteDecision =
  | { kind: 'reject'; status: 400 | 414 | 421; reason: string }
  | { kind: 'redirect'; status: 301 | 302 | 307 | 308; location: string; external: boolean }
  | { kind: 'pass'; market: Market }
  | {
      kind: 'rewrite'
      market: Market
      language: Language
      /** Internal destination under app/[market]/[lang]/, percent-encoded, slash-terminated. */
      destination: string
      /** The shopper-visible path (decoded) for pages such as the 404 page. */
      pathname: string
      /** True when the rewrite lands on the 404 page (unsupported language). */
      notFound: boolean
    }

const FILE_EXTENSION = /\.[a-z0-9]{1,8}$/i
const ROOT_FILE = /^\/[^/]+\.[a-z0-9]{1,8}$/i
const LANGUAGE_LIKE = /^[a-z]{2}$/i
// Control characters have no business in a shop path and break headers downstream.
const CONTROL_CHARS = /[\u0000-\u001f\u007f]/
const CATEGORY_SEGMENT = 'kategorieseiten'
// Served without the page rules: route handlers, public/ images and the bench baseline.
const PROXY_SKIPPED = /^\/(api|images|bench-baseline)\//

const encodePath = (segments: string[]) =>
  '/' + segments.map((s) => encodeURIComponent(s)).join('/') + (segments.length ? '/' : '')

function decodeSegments(rawPath: string): string[] | null {
  try {
    const segments = rawPath.split('/').filter(Boolean).map(decodeURIComponent)
    return segments.some((s) => CONTROL_CHARS.test(s) || s === '.' || s === '..') ? null : segments
  } catch {
    return null
  }
}

/** Proxy rules of spec 01 §2, as one pure function from a request to what should happen. */
export function decideRoute(
  req: IncomingRequest,
  config: ShopConfig,
  redirects: RedirectLookup,
  products: ProductSlugLookup = () => undefined,
  variants: VariantKeyLookup = () => undefined,
  catalog: QueryVocabulary = UNKNOWN_CATALOG,
): RouteDecision {
  const market = resolveMarket(req.host, config)
  if (!market) return { kind: 'reject', status: 421, reason: 'unknown-host' }
  if (req.rawPath.length > ROUTING.maxPathLength)
    return { kind: 'reject', status: 414, reason: 'path-too-long' }
  // Paths the proxy skips unless they hold a `%` (proxy.ts): a malformed escape there would reach Next's
  // decoding and answer 500, so it is the 400 of any malformed path (issue 13 item 5).
  if (PROXY_SKIPPED.test(req.rawPath)) {
    return decodeSegments(req.rawPath)
      ? { kind: 'pass', market }
      : { kind: 'reject', status: 400, reason: 'malformed-path' }
  }
  if (ROOT_FILE.test(req.rawPath)) return rootFile(req, market, config)

  const redirect = (location: string, status: 301 | 302 | 307 | 308 = 308): RouteDecision => {
    const external = /^https?:\/\//i.test(location)
    // A path starting with "//" or "/\" would send the browser to another host (open redirect).
    const safe = external ? location : location.replace(/^[/\\]+/, '/')
    return { kind: 'redirect', status, location: safe, external }
  }

  const segments = decodeSegments(req.rawPath)
  if (!segments) return { kind: 'reject', status: 400, reason: 'malformed-path' }

  // Plus signs in paths become spaces; a path with no trailing slash and no file extension gets the
  // slash. Both in one redirect, query kept.
  const needsSlash = !req.rawPath.endsWith('/') && !FILE_EXTENSION.test(req.rawPath)
  if (needsSlash || req.rawPath.includes('+')) {
    return redirect(`${req.rawPath.replace(/\+/g, '%20')}${needsSlash ? '/' : ''}${req.search}`)
  }

  const decodedPath = segments.length ? `/${segments.join('/')}${req.rawPath.endsWith('/') ? '/' : ''}` : '/'
  const tableEntry = redirects(decodedPath, market)
  if (tableEntry) {
    const location =
      tableEntry.target.startsWith('/') || /^https?:\/\//i.test(tableEntry.target)
        ? tableEntry.target
        : `/${tableEntry.target}`
    return redirect(location.includes('?') ? location : location + req.search, tableEntry.status)
  }

  const [first, ...rest] = segments
  const preferred = () =>
    chooseLanguage(market, { cookie: req.languageCookie, acceptLanguage: req.acceptLanguage })

  // The root and paths without a language prefix go to the visitor's language (not permanent: it varies).
  if (first === undefined) return redirect(`/${preferred()}/${req.search}`, 307)
  if (!LANGUAGE_LIKE.test(first)) return redirect(`/${preferred()}${encodePath(segments)}${req.search}`, 307)

  const fallback = market.languages[0] as Language
  const language = first.toLowerCase()
  const served = (market.languages as readonly string[]).includes(language)
  if (!served || !(LANGUAGES as readonly string[]).includes(language) || first !== language) {
    return notFoundRewrite(market, fallback, decodedPath)
  }
  const lang = language as Language

  // /home/ maps to the empty path; the kategorieseiten segment is removed when normalising.
  if (rest.length === 1 && rest[0] === 'home') return redirect(`/${lang}/${req.search}`)
  if (rest.includes(CATEGORY_SEGMENT)) {
    return redirect(`/${lang}${encodePath(rest.filter((s) => s !== CATEGORY_SEGMENT))}${req.search}`)
  }

  const screen = matchLocalizedPath(lang, rest)
  if (screen?.internal === '/p/[pdp]') {
    return productRoute(
      String(screen.params.pdp),
      { market, language: lang, pathname: decodedPath, search: req.search },
      { products, variants },
      redirect,
    )
  }
  // A content page with listing parameters (filters, sort, page) goes to the cached page of its
  // normalised query, or is rendered per request (./query-routes.ts); without them it is the shared,
  // cached content page. The search screen likewise.
  const content = () =>
    rest.length > 0 && hasListingQuery(req.search)
      ? listingSegments(req.search, rest, catalog)
      : ['content', ...rest]
  const preview = isPreviewQuery(req.search) ? previewSegments(screen, rest) : null
  const internal =
    preview ??
    (screen?.internal === '/search'
      ? searchSegments(req.search, lang, catalog)
      : screen
        ? screen.segments
        : content())
  return {
    kind: 'rewrite',
    market,
    language: lang,
    destination: `/${market.code}/${lang}${encodePath(internal)}`,
    pathname: decodedPath,
    notFound: false,
  }
}

/**
 * A root-level file (spec 01 §2, §8): the shop's own (icons, robots.txt, sitemap.xml) are served as
 * they are; any other name is the shop's 404 page in the visitor's language, never redirected.
 */
function rootFile(req: IncomingRequest, market: Market, config: ShopConfig): RouteDecision {
  if (servedRootFiles(config).has(req.rawPath.slice(1))) return { kind: 'pass', market }
  const segments = decodeSegments(req.rawPath)
  if (!segments) return { kind: 'reject', status: 400, reason: 'malformed-path' }
  const language = chooseLanguage(market, { cookie: req.languageCookie, acceptLanguage: req.acceptLanguage })
  return notFoundRewrite(market, language, `/${segments.join('/')}`)
}

interface ProductRequest {
  market: Market
  language: Language
  pathname: string
  search: string
}

/**
 * Product pages (spec 01 §2): the number is the last dash-separated segment of pdp. A slug other than
 * the product's own redirects to it (query kept: ?variant, ?action); an unknown number is not found.
 * The page is keyed by the number alone, so no slug spelling can add a cached page.
 *
 * `?variant=` (spec 01 §2, §4 current variant) goes to the page of that variant, keyed by its reference
 * key, so the server HTML shows the variant the address names and each variant is one shared cache
 * entry. A key the product does not have (or while the index is unavailable) stays on the product's
 * page, which shows the default variant: any number of made-up values adds no cached page.
 */
function productRoute(
  pdp: string,
  req: ProductRequest,
  { products, variants }: { products: ProductSlugLookup; variants: VariantKeyLookup },
  redirect: (location: string, status?: 301 | 302 | 307 | 308) => RouteDecision,
): RouteDecision {
  const number = pdp.split('-').pop() ?? ''
  const id = /^\d{1,10}$/.test(number) ? Number(number) : NaN
  const canonical = Number.isSafeInteger(id) && id > 0 ? products(req.language, id) : null
  if (canonical === null) return notFoundRewrite(req.market, req.language, req.pathname)
  if (canonical !== undefined && canonical !== pdp) {
    return redirect(`/${req.language}/p/${encodeURIComponent(canonical)}/${req.search}`)
  }
  const asked = new URLSearchParams(req.search).get('variant')
  const variant = asked ? variants(id, asked) : null
  return {
    kind: 'rewrite',
    market: req.market,
    language: req.language,
    destination: `/${req.market.code}/${req.language}/p/${id}/${variant ? `${encodeURIComponent(variant)}/` : ''}`,
    pathname: req.pathname,
    notFound: false,
  }
}

/**
 * Story pages opened by the visual editor (`_storyblok` parameters) go to the dynamic preview pages,
 * which check the editor's token and render the draft (spec 01 §7: the editor bridge only with a token).
 * The story pages themselves never see an editor request, so they stay static and cached. Null: not a
 * story page, no preview.
 */
function previewSegments(screen: ReturnType<typeof matchLocalizedPath>, rest: string[]): string[] | null {
  if (!screen) return ['preview', ...rest]
  if (screen.internal === '/') return ['preview']
  if (screen.internal === '/documentation/[...slug]')
    return ['documentation-preview', ...screen.segments.slice(1)]
  return null
}

function notFoundRewrite(market: Market, language: Language, pathname: string): RouteDecision {
  return {
    kind: 'rewrite',
    market,
    language,
    destination: `/${market.code}/${language}/not-found/`,
    pathname,
    notFound: true,
  }
}
