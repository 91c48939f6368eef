/**
 * The stored country choice (spec 02 §2: "Choosing a country stores the choice"): cookie `shop-country`,
 * 365 days, SameSite=Lax, path /, Secure over https. A cookie is per domain and every market has its own,
 * so a switch carries the choice to the target shop in the one-shot parameter `shop-country`, which the
 * target's island stores and removes from the address (the page itself stays shared and cacheable).
 */
import { normaliseCountry, type CountryCode } from './country'

export const SHOP_COUNTRY_COOKIE = 'shop-country'
export const SHOP_COUNTRY_COOKIE_MAX_AGE_DAYS = 365
/** The parameter that hands the choice over to another market's domain. */
export const SHOP_COUNTRY_PARAM = 'shop-country'

/** The stored choice from a Cookie header or `document.cookie`, or null. */
export function storedCountryChoice(cookieHeader: string | null | undefined): CountryCode | null {
  if (!cookieHeader) return null
  for (const part of cookieHeader.split(';')) {
    const at = part.indexOf('=')
    if (at < 0 || part.slice(0, at).trim() !== SHOP_COUNTRY_COOKIE) continue
    try {
      return normaliseCountry(decodeURIComponent(part.slice(at + 1).trim()))
    } catch {
      return null
    }
  }
  return null
}

/** The `document.cookie` assignment storing `country` as the visitor's choice. */
export function countryChoiceCookie(country: CountryCode, { secure }: { secure: boolean }): string {
  const attributes = [
    `${SHOP_COUNTRY_COOKIE}=${encodeURIComponent(country)}`,
    'Path=/',
    `Max-Age=${SHOP_COUNTRY_COOKIE_MAX_AGE_DAYS * 24 * 60 * 60}`,
    'SameSite=Lax',
  ]
  if (secure) attributes.push('Secure')
  return attributes.join('; ')
}

/** The handed-over choice in a query string (`?shop-country=ch`), and the query without it. */
export function takeChoiceFromSearch(search: string): { choice: CountryCode | null; search: string } {
  const params = new URLSearchParams(search)
  if (!params.has(SHOP_COUNTRY_PARAM)) return { choice: null, search }
  const choice = normaliseCountry(params.get(SHOP_COUNTRY_PARAM))
  params.delete(SHOP_COUNTRY_PARAM)
  const rest = params.toString()
  return { choice, search: rest ? `?${rest}` : '' }
}
