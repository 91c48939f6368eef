/**
 * Where the header's language switch leads (spec 01 §2: every route has a localised path per language,
 * content pages their story's translated slugs). The route comes from the router's segments below the
 * layout (the internal route, the same whether the page was prerendered at build, regenerated or
 * rendered per request), never from the address bar, which names the shopper path or the internal one
 * depending on how the page was rendered.
 */
import type { Language } from '@/lib/config/markets'
import { PATHNAMES, type InternalPathname } from '@/lib/i18n/pathnames'
import { isListingParam } from '@/lib/catalog/rules/listing/param-names'
import { slugKey } from '@/lib/content/rules/navigation-language'
import { matchPathTemplate } from '@/lib/routing/rules/localized-path'

export type SwitchRoute =
  /** A screen of PATHNAMES with its parameters. */
  | { kind: 'screen'; internal: InternalPathname; params: Record<string, string | string[]> }
  /** A story page (content, listing with a query, documentation page): its path comes from the story. */
  | { kind: 'story'; home: string }
  /**
   * A product page, keyed by the product number (the proxy rewrote its slug away); opened with
   * `?variant=`, the proxy's checked reference key is a route segment of its own.
   */
  | { kind: 'product'; id: string; variant?: string }
  /** The 404 page, previews: no counterpart, so the language's home page. */
  | { kind: 'other' }

/** What a page's own `@languages` slot knows: its story's or product's path per language, its query. */
export interface SwitchPageData {
  /** The route the data was computed for (routeKey of its segments): a slot may outlive its page. */
  route: string
  targets?: Partial<Record<Language, string>>
  /** The page's query as the server saw it ('' or 'a=b&c=d'). */
  query?: string
}

// Routes below the layouts whose paths come from a story; `documentation` only with a slug.
const STORY_ROUTES = new Set(['content', 'listing'])

/**
 * Segments as the router hands them over (catch-all values joined by '/', page keys included), with the
 * cached page of a normalised query read as the screen it shows: `listing-cached/{query}/…` is the
 * listing `listing/…`, `search/{query}` the search screen; the query travels from the slot.
 */
export function routeSegments(segments: readonly string[]): string[] {
  const flat = segments.flatMap((s) => s.split('/')).filter((s) => s !== '' && !s.startsWith('__'))
  const [first, , ...rest] = flat
  if (first === 'listing-cached' && rest.length) return ['listing', ...rest]
  if (first === 'search' && flat.length === 2) return ['search']
  return flat
}

/** One comparable key per route, whether its segments arrive encoded or decoded. */
export function routeKey(segments: readonly string[]): string {
  return slugKey(routeSegments(segments))
}

// Literal templates first, so /account/orders/complaint/4711 is not read as an order number.
const SCREEN_TEMPLATES = (Object.keys(PATHNAMES) as InternalPathname[]).sort(
  (a, b) => (a.match(/\[/g)?.length ?? 0) - (b.match(/\[/g)?.length ?? 0) || b.length - a.length,
)

/** The route of the router segments below a layout (app/[market]/[lang]/(group)/…). */
export function switchRoute(raw: readonly string[]): SwitchRoute {
  const segments = routeSegments(raw)
  const [first, ...rest] = segments
  if (first !== undefined && STORY_ROUTES.has(first) && rest.length) return { kind: 'story', home: '/' }
  if (first === 'documentation' && rest.length && !(rest.length === 1 && rest[0] === 'ui-kit'))
    return { kind: 'story', home: '/documentation' }
  if (first === 'p' && (rest.length === 1 || rest.length === 2)) {
    const [id, variant] = rest as [string, string | undefined]
    return variant === undefined ? { kind: 'product', id } : { kind: 'product', id, variant }
  }
  for (const internal of SCREEN_TEMPLATES) {
    const params = matchPathTemplate(internal.split('/').filter(Boolean), segments)
    if (params) return { kind: 'screen', internal, params }
  }
  return { kind: 'other' }
}

const encode = (value: string) => encodeURIComponent(value)

/** The shopper path of a screen in a language, slash-terminated, parameters percent-encoded. */
export function screenPath(
  internal: InternalPathname,
  language: Language,
  params: Record<string, string | string[]> = {},
): string {
  const localized = PATHNAMES[internal]
  const template = typeof localized === 'string' ? localized : localized[language]
  const path = template
    .split('/')
    .filter(Boolean)
    .map((part) => {
      const name = /^\[(?:\.\.\.)?(\w+)\]$/.exec(part)?.[1]
      if (!name) return encode(part)
      const value = params[name] ?? ''
      return (Array.isArray(value) ? value : [value]).map((v) => encode(decodeOnce(v))).join('/')
    })
    .join('/')
  return `/${language}/${path ? `${path}/` : ''}`
}

function decodeOnce(value: string): string {
  try {
    return decodeURIComponent(value)
  } catch {
    return value
  }
}

/**
 * The query that travels to the other language: a listing's page, sort and filters (their values are
 * codes, the same in every language), search's term, a product's variant. Everything else stays behind:
 * one-time parameters (an order number, a return address, a reset token, a voucher) belong to the visit
 * that brought them.
 */
export function keptQuery(route: SwitchRoute, query: string): string {
  const keep = (name: string) => {
    if (route.kind === 'story') return isListingParam(name)
    if (route.kind === 'product') return name === 'variant'
    if (route.kind === 'screen' && route.internal === '/search') return name === 'q' || isListingParam(name)
    return false
  }
  const kept = new URLSearchParams()
  for (const [name, value] of new URLSearchParams(query)) if (keep(name)) kept.append(name, value)
  const text = kept.toString()
  return text ? `?${text}` : ''
}

/** The switch's address for `language` on the page of `route`, given what the page's slot knows. */
export function languageSwitchHref(
  route: SwitchRoute,
  language: Language,
  page: Omit<SwitchPageData, 'route'> = {},
): string {
  // A variant page is shared by everyone who opens that variant: its key comes from the route.
  const query =
    route.kind === 'product' && route.variant
      ? `?variant=${encode(decodeOnce(route.variant))}`
      : keptQuery(route, page.query ?? '')
  const target = page.targets?.[language]
  switch (route.kind) {
    case 'screen':
      return screenPath(route.internal, language, route.params) + query
    case 'story':
      // Without the story (a stale slot, the content service down) the nearest page that surely exists.
      return target ? target + query : `/${language}${route.home === '/' ? '' : route.home}/`
    case 'product':
      // The proxy sends a product number under any slug to the product's own address in that language.
      return (target ?? `/${language}/p/${encode(route.id)}/`) + query
    case 'other':
      return `/${language}/`
  }
}
