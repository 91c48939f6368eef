/**
 * Next's proxy (middleware), run before routing for every request but assets and /api/ (`config` below):
 * the market from the host, the language, the redirects and rewrites of spec 01 §2, the language and
 * voucher cookies. It is never the only guard: pages and handlers check login themselves.
 */
import { NextResponse, type NextRequest } from 'next/server'
import { shopConfig, LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE_DAYS } from '@/lib/config'
import { decideRoute } from '@/lib/routing/rules/decide'
import { rejectionPage } from '@/lib/routing/rules/rejection-page'
import { notFoundDestination } from '@/lib/routing/rules/requested-path'
import { getRedirectLookup } from '@/lib/redirects/server/table'
import { getProductSlugLookup } from '@/lib/catalog/server/slug-index'
import { voucherCookieFor } from '@/lib/routing/rules/voucher-cookie'

export default async function proxy(request: NextRequest) {
  const decision = decideRoute(
    {
      host: request.headers.get('host'),
      rawPath: request.nextUrl.pathname,
      search: request.nextUrl.search,
      languageCookie: request.cookies.get(LANGUAGE_COOKIE)?.value,
      acceptLanguage: request.headers.get('accept-language'),
    },
    shopConfig,
    ...(await Promise.all([getRedirectLookup(), getProductSlugLookup()])),
  )

  // Spec 02 §2: ?voucher=CODE on any page is kept for 14 days (lib/routing/rules/voucher-cookie.ts).
  const voucher = voucherCookieFor(decision.kind, request.nextUrl.search, {
    nodeEnv: process.env.NODE_ENV,
    forwardedProto: request.headers.get('x-forwarded-proto'),
    forwardedHost: request.headers.get('x-forwarded-host'),
    host: request.headers.get('host'),
    url: request.url,
  })

  switch (decision.kind) {
    case 'reject':
      return rejectionPage(decision.status, decision.reason)
    case 'redirect': {
      const target = decision.external
        ? decision.location
        : new URL(decision.location, request.nextUrl.origin)
      const response = NextResponse.redirect(target, decision.status)
      response.headers.set('Vary', 'Cookie, Accept-Language')
      if (voucher) response.cookies.set(voucher)
      return response
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
      const response = NextResponse.rewrite(destination, {
        request: { headers },
      })
      if (!decision.notFound && request.cookies.get(LANGUAGE_COOKIE)?.value !== decision.language) {
        response.cookies.set(LANGUAGE_COOKIE, decision.language, {
          maxAge: LANGUAGE_COOKIE_MAX_AGE_DAYS * 24 * 60 * 60,
          path: '/',
          sameSite: 'lax',
        })
      }
      if (voucher) response.cookies.set(voucher)
      return response
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
