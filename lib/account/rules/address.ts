/**
 * Address rules that need no I/O: the countries an address may name (those of the markets) and each
 * country's postcode shape.
 */
import { MARKET_DEFINITIONS } from '@/lib/config/markets'

/** ISO 3166-1 alpha-2, upper case, of every market's country. */
export const ADDRESS_COUNTRIES = [...new Set(MARKET_DEFINITIONS.map((m) => m.country.toUpperCase()))] as const

const POSTCODE_PATTERNS: Readonly<Record<string, RegExp>> = {
  DE: /^\d{5}$/,
  FR: /^\d{5}$/,
  AT: /^\d{4}$/,
  CH: /^\d{4}$/,
  BE: /^\d{4}$/,
  // 1000–9999, then two letters; SA, SD and SS are not issued.
  NL: /^[1-9]\d{3} ?(?!SA|SD|SS)[A-Z]{2}$/,
}

export function isAddressCountry(country: string): boolean {
  return (ADDRESS_COUNTRIES as readonly string[]).includes(country)
}

/**
 * Whether `postcode` is a postcode of `country` (upper-case ISO code). Surrounding spaces are ignored;
 * Dutch letters may be typed in lower case. A country without a rule has no valid postcode.
 */
export function isValidPostcode(country: string, postcode: string): boolean {
  const pattern = POSTCODE_PATTERNS[country]
  if (!pattern) return false
  const value = country === 'NL' ? postcode.trim().toUpperCase() : postcode.trim()
  return pattern.test(value)
}

/** The stored form of a valid postcode: trimmed; Dutch ones upper case with one space (1234 AB). */
export function normalizePostcode(country: string, postcode: string): string {
  const value = postcode.trim()
  if (country !== 'NL') return value
  const compact = value.toUpperCase().replace(/ /g, '')
  return `${compact.slice(0, 4)} ${compact.slice(4)}`
}
