/**
 * Next's proxy (middleware), run before routing for every request but assets and /api/ (`config` below):
 * the market from the host, the language, the redirects and rewrites of spec 01 §2, the voucher cookie.
 * It is never the only guard: pages and handlers check login themselves.
 *
 * Issue 13 item 7: a page answer never sets a cookie (a shared cache would hand it to everyone); the
 * voucher is stored by a private redirect, and the language cookie is written by the browser
 * (components/i18n/LanguageCookie.tsx). Item 9: the editor preview gets its own framing policy.
 */
import { NextResponse, type NextRequest } from 'next/server'
import { shopConfig, LANGUAGE_COOKIE } from '@/lib/config'
import { previewEditorOriginsFromEnv } from '@/lib/config/preview-editor'
import { decideRoute } from '@/lib/routing/rules/decide'
import { isPageMethod, pageMethodNotAllowed } from '@/lib/routing/rules/page-method'
import { rejectionPage } from '@/lib/routing/rules/rejection-page'
import { notFoundDestination } from '@/lib/routing/rules/requested-path'
import { getRedirectLookup } from '@/lib/redirects/server/table'
import { getProductSlugLookup } from '@/lib/catalog/server/slug-index'
import { getVariantKeyLookup } from '@/lib/catalog/server/variant-index'
import { getQueryVocabulary } from '@/lib/catalog/server/query-vocabulary'
import { UNKNOWN_CATALOG } from '@/lib/catalog/rules/listing/cache-query'
import { PRIVATE_NO_STORE, voucherAnswer, type ProxyCookie } from '@/lib/routing/rules/voucher-cookie'
import { EDITOR_QUERY_KEY, previewCsp } from '@/lib/http/rules/security-headers'

const PREVIEW_CSP = previewCsp(previewEditorOriginsFromEnv(process.env))

export default async function proxy(request: NextRequest) {
  // Route handlers under /api/ take their own methods; pages only GET, HEAD and server actions.
  const page = !request.nextUrl.pathname.startsWith('/api/')
  if (page && !isPageMethod(request.method, request.headers.has('next-action'))) return pageMethodNotAllowed()
  const response = await route(request)
  // next.config.ts leaves editor requests without a policy: this one lets the editor frame them.
  if (request.nextUrl.searchParams.has(EDITOR_QUERY_KEY))
    response.headers.set('Content-Security-Policy', PREVIEW_CSP)
  return response
}

/** Sets the cookies on an answer that is not shared-cacheable. */
function withPrivateCookies(response: NextResponse, cookies: readonly ProxyCookie[]): NextResponse {
  for (const cookie of cookies) response.cookies.set(cookie)
  response.headers.set('Cache-Control', PRIVATE_NO_STORE)
  return response
}

async function route(request: NextRequest): Promise<Response> {
  const decision = decideRoute(
    {
      host: request.headers.get('host'),
      rawPath: request.nextUrl.pathname,
      search: request.nextUrl.search,
      languageCookie: request.cookies.get(LANGUAGE_COOKIE)?.value,
      acceptLanguage: request.headers.get('accept-language'),
    },
    shopConfig,
    ...(await Promise.all([
      getRedirectLookup(),
      getProductSlugLookup(),
      getVariantKeyLookup(),
      // Listing and search queries are checked against the catalog (lib/routing/rules/query-routes.ts).
      request.nextUrl.search.length > 1 ? getQueryVocabulary() : UNKNOWN_CATALOG,
    ])),
  )

  // Spec 02 §2: ?voucher=CODE on any page is kept for 14 days (lib/routing/rules/voucher-cookie.ts).
  const voucher = voucherAnswer(
    decision.kind,
    { method: request.method, path: request.nextUrl.pathname, search: request.nextUrl.search },
    {
      nodeEnv: process.env.NODE_ENV,
      forwardedProto: request.headers.get('x-forwarded-proto'),
      forwardedHost: request.headers.get('x-forwarded-host'),
      host: request.headers.get('host'),
      url: request.url,
    },
  )
  if (voucher.kind === 'strip-redirect') {
    const target = new URL(voucher.location, request.nextUrl.origin)
    return withPrivateCookies(NextResponse.redirect(target, 307), voucher.cookies)
  }

  switch (decision.kind) {
    case 'reject':
      return rejectionPage(decision.status, decision.reason)
    case 'redirect': {
      const target = decision.external
        ? decision.location
        : new URL(decision.location, request.nextUrl.origin)
      const response = NextResponse.redirect(target, decision.status)
      response.headers.set('Vary', 'Cookie, Accept-Language')
      return voucher.kind === 'on-redirect' ? withPrivateCookies(response, voucher.cookies) : response
    }
    case 'pass':
      return NextResponse.next({ request: { headers: withLanguage(request) } })
    case 'rewrite': {
      const headers = withLanguage(request, decision.language)
      // The query travels along: pages read it (returnTo, hash, q, variant …).
      // A 404 page is rendered and cached per path, so it can show the path
      // (lib/routing/rules/requested-path.ts).
      const path = decision.notFound
        ? notFoundDestination(decision.destination, decision.pathname)
        : decision.destination
      const destination = new URL(path + request.nextUrl.search, request.nextUrl.origin)
      // No cookie here: a page answer may be cached and shared (issue 13 item 7).
      return NextResponse.rewrite(destination, { request: { headers } })
    }
  }
}

/**
 * The request as forwarded: next-intl reads the language from X-NEXT-INTL-LOCALE wherever
 * setRequestLocale was not called (404, errors), so the proxy sets it and never lets a client supply it.
 * Pages know their market and language from their params; nothing else is passed on.
 */
function withLanguage(request: NextRequest, language?: string) {
  const headers = new Headers(request.headers)
  headers.delete('X-NEXT-INTL-LOCALE')
  if (language) headers.set('X-NEXT-INTL-LOCALE', language)
  return headers
}

export const config = {
  // Everything but Next's own assets, public/ folders (images/, scripts/), the bench baseline and the
  // route handlers under /api/, which resolve their market and refuse unknown hosts themselves
  // (lib/http/rules/host.ts): they need none of the page rules, and every basket click would pay for a
  // proxy run. Root-level files come here too: an unknown host gets its 421, and a missing file the
  // shop's 404 page.
  // Those three prefixes come here only with a `%` in the path, so that a malformed escape answers 400
  // (issue 13 item 5) instead of Next's 500, while ordinary basket calls and images still skip the proxy.
  matcher: [
    '/((?!_next/|bench-baseline/|images/|scripts/|api/|pay/).*)',
    '/(api|images|bench-baseline)/(.*%.*)',
  ],
}
