/**
 * Which voucher cookie the proxy sets (spec 02 §2 "Voucher parameter", §9 14 days), and on which answer
 * (issue 13 item 7). The proxy does it, not the page, so every page stays shared and cacheable: a page
 * answer never sets a cookie, because a shared cache (CDN) would hand it to every later visitor. A page
 * address carrying a valid `?voucher=` is answered with a private redirect to the same address without
 * the parameter, which sets the cookie and a short notice cookie the page's toast reads
 * (components/basket/BasketNotices.tsx). The redirects on the way to a page (a missing slash, the redirect
 * table) set it too, privately. API calls (pass) and rejected requests never do, and a bad code is
 * ignored. Secure by the session cookie's rule (lib/session/rules/cookie.ts).
 */
import { VOUCHER_NOTICE_COOKIE } from '@/lib/config/constants'
import {
  searchWithoutVoucher,
  voucherCookie,
  voucherFromSearch,
  type VoucherCookie,
} from '@/lib/basket/rules/voucher'
import { isSecureRequest, type RequestTransport } from '@/lib/session/rules/cookie'
import type { RouteDecision } from './decide'

/** Cache-Control of every proxy answer that sets a cookie: no shared cache may keep it. */
export const PRIVATE_NO_STORE = 'private, no-store'

/** Long enough for the redirect's target to load; the toast deletes it at once. */
export const VOUCHER_NOTICE_MAX_AGE_SECONDS = 60

export interface VoucherNoticeCookie {
  name: typeof VOUCHER_NOTICE_COOKIE
  value: string
  maxAge: number
  path: '/'
  sameSite: 'lax'
  /** The toast's script reads and deletes it; it holds only the code the address showed. */
  httpOnly: false
  secure: boolean
}

export type ProxyCookie = VoucherCookie | VoucherNoticeCookie

export function voucherCookieFor(
  decision: RouteDecision['kind'],
  search: string,
  transport: RequestTransport,
): VoucherCookie | null {
  if (decision !== 'rewrite' && decision !== 'redirect') return null
  const code = voucherFromSearch(search)
  return code === null ? null : voucherCookie(code, isSecureRequest(transport))
}

/**
 * What the proxy answers about a voucher: nothing (the decision's own answer, no cookie), its redirect
 * with the cookies set privately, or, instead of a page, a private redirect to `location` (the same path
 * and query without `voucher`) that sets them. Only GET and HEAD are redirected: another method to a page
 * address is no shopper following a link.
 */
export type VoucherAnswer =
  | { kind: 'none' }
  | { kind: 'on-redirect'; cookies: ProxyCookie[] }
  | { kind: 'strip-redirect'; location: string; cookies: ProxyCookie[] }

export function voucherAnswer(
  decision: RouteDecision['kind'],
  request: { method: string; path: string; search: string },
  transport: RequestTransport,
): VoucherAnswer {
  const voucher = voucherCookieFor(decision, request.search, transport)
  if (!voucher) return { kind: 'none' }
  const notice: VoucherNoticeCookie = {
    name: VOUCHER_NOTICE_COOKIE,
    value: voucher.value,
    maxAge: VOUCHER_NOTICE_MAX_AGE_SECONDS,
    path: '/',
    sameSite: 'lax',
    httpOnly: false,
    secure: voucher.secure,
  }
  if (decision === 'redirect') return { kind: 'on-redirect', cookies: [voucher, notice] }
  if (request.method !== 'GET' && request.method !== 'HEAD') return { kind: 'none' }
  return {
    kind: 'strip-redirect',
    location: `${request.path}${searchWithoutVoucher(request.search)}`,
    cookies: [voucher, notice],
  }
}

/** Whether a Cache-Control value lets a shared cache (CDN, proxy) store the answer. */
export function allowsSharedCaching(cacheControl: string | null): boolean {
  if (!cacheControl) return false
  const directives = cacheControl
    .toLowerCase()
    .split(',')
    .map((d) => d.trim().split('='))
  if (directives.some(([name]) => name === 'private' || name === 'no-store')) return false
  return directives.some(
    ([name, value]) => name === 'public' || name === 's-maxage' || (name === 'max-age' && Number(value) > 0),
  )
}
