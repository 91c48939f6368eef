/**
 * Country codes as the picker compares them (spec 02 §2: "The shop's country is the second part of the
 * locale", ISO 3166-1 alpha-2): lowercase, two letters, or nothing. A lookup's or a CDN's placeholder
 * for "no country" (Cloudflare `XX` and `T1` for Tor, MaxMind's `A1`/`A2`/`O1`, the blocs `EU`/`AP`)
 * is no country: the picker stays shut rather than guess.
 */
export type CountryCode = string

const NOT_A_COUNTRY = new Set(['xx', 't1', 'a1', 'a2', 'o1', 'eu', 'ap', 'zz'])

export function normaliseCountry(value: unknown): CountryCode | null {
  if (typeof value !== 'string') return null
  const code = value.trim().toLowerCase()
  if (!/^[a-z]{2}$/.test(code) || NOT_A_COUNTRY.has(code)) return null
  return code
}
