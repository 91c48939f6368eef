/**
 * Which voucher cookie the proxy sets (spec 02 §2 "Voucher parameter", §9 14 days). The proxy does it,
 * not the page, so every page stays shared and cacheable: only the answer to an address carrying a
 * valid `?voucher=` gets the cookie. Pages (rewrite) and the redirects on the way to them (a missing
 * slash, the redirect table) set it; API calls (pass) and rejected requests never do, and a bad code
 * is ignored. Secure by the session cookie's rule (lib/session/rules/cookie.ts).
 */
import { voucherCookie, voucherFromSearch, type VoucherCookie } from '@/lib/basket/rules/voucher'
import { isSecureRequest, type RequestTransport } from '@/lib/session/rules/cookie'
import type { RouteDecision } from './decide'

export function voucherCookieFor(
  decision: RouteDecision['kind'],
  search: string,
  transport: RequestTransport,
): VoucherCookie | null {
  if (decision !== 'rewrite' && decision !== 'redirect') return null
  const code = voucherFromSearch(search)
  return code === null ? null : voucherCookie(code, isSecureRequest(transport))
}
