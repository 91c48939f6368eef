/**
 * The language cookie as the browser writes it (spec 01 §2: the language of a path without one comes from
 * the cookie first; §9 365 days). Issue 13 item 7: the proxy no longer sets it on page answers, which a
 * shared cache may store and hand to everyone; the page's own script records the language the shopper
 * is reading in, so the next visit to `/` opens in it. Pure: takes and returns `document.cookie` text.
 */
import { LANGUAGE_COOKIE, LANGUAGE_COOKIE_MAX_AGE_DAYS } from '@/lib/config/constants'
import { cookieValue } from '@/lib/http/rules/cookie-text'

/** The language cookie's value in a `Cookie` header / `document.cookie` text, or null. */
export function languageCookieOf(cookies: string): string | null {
  return cookieValue(cookies, LANGUAGE_COOKIE)
}

/** The `document.cookie` assignment that records `language`, or null when the cookie already says so. */
export function languageCookieUpdate(cookies: string, language: string, secure: boolean): string | null {
  if (languageCookieOf(cookies) === language) return null
  const maxAge = LANGUAGE_COOKIE_MAX_AGE_DAYS * 24 * 60 * 60
  return `${LANGUAGE_COOKIE}=${encodeURIComponent(language)}; Path=/; Max-Age=${maxAge}; SameSite=Lax${secure ? '; Secure' : ''}`
}
