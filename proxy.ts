import { NextResponse, type NextRequest } from 'next/server'
import { shopConfig, LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE_DAYS } from '@/lib/config'
import { decideRoute } from '@/lib/routing/decide'
import { rejectionPage } from '@/lib/routing/rejection-page'
import { REQUEST_HEADERS } from '@/lib/routing/request-context'
import { getRedirectLookup } from '@/lib/redirects/table'
import { getProductSlugLookup } from '@/lib/catalog/slug-index'

/**
 * Runs before routing: market and language resolution, the redirects of spec 01 §2 and the language
 * cookie. It is never the only guard: pages and handlers check login themselves.
 */
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

  switch (decision.kind) {
    case 'reject':
      return rejectionPage(decision.status, decision.reason)
    case 'redirect': {
      const target = decision.external
        ? decision.location
        : new URL(decision.location, request.nextUrl.origin)
      const response = NextResponse.redirect(target, decision.status)
      response.headers.set('Vary', 'Cookie, Accept-Language')
      return response
    }
    case 'pass':
      return NextResponse.next({ request: { headers: withContext(request, decision.market.code) } })
    case 'rewrite': {
      const headers = withContext(request, decision.market.code, decision.language)
      // The query travels along: pages read it (returnTo, hash, q, variant …).
      const destination = new URL(decision.destination + request.nextUrl.search, request.nextUrl.origin)
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
      return response
    }
  }
}

function withContext(request: NextRequest, market: string, language?: string) {
  const headers = new Headers(request.headers)
  // Never let a client supply these itself.
  for (const name of [...Object.values(REQUEST_HEADERS), 'X-NEXT-INTL-LOCALE']) headers.delete(name)
  headers.set(REQUEST_HEADERS.market, market)
  if (language) {
    headers.set(REQUEST_HEADERS.language, language)
    // next-intl reads the language from this header wherever setRequestLocale was not called (404, errors).
    headers.set('X-NEXT-INTL-LOCALE', language)
  }
  return headers
}

export const config = {
  // Everything but Next's own assets, public/ folders and root-level files (icons, robots.txt, sitemap.xml).
  // Paths with an extension under a language still come here, so they get the shop's 404 page.
  matcher: ['/((?!_next/|bench-baseline/|images/|[^/]+\\.[A-Za-z0-9]{1,8}$).*)'],
}
