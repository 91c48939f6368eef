/**
 * ISO 3166-1 alpha-2 country codes for structured data (schema.org addressCountry). Editors write the
 * country of an address as a code (`DE`) or as a name (`Deutschland`, `Suisse`); a name is recognised
 * among the shop's own countries in every shop language, and where nothing is recognised the market's
 * own country (from its configuration) is the address's country, never the display text.
 */
import { LANGUAGES, MARKET_DEFINITIONS } from '@/lib/config/markets'

const SHOP_COUNTRIES = [...new Set(MARKET_DEFINITIONS.map((m) => m.country.toUpperCase()))]
const NAME_LANGUAGES = [...LANGUAGES, 'en']

const fold = (value: string) =>
  value
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\p{L}]/gu, '')
    .toLowerCase()

/** Folded country name → code, for the shop's countries in de, fr, nl and en. */
const BY_NAME: ReadonlyMap<string, string> = new Map(
  NAME_LANGUAGES.flatMap((language) => {
    const names = new Intl.DisplayNames([language], { type: 'region' })
    return SHOP_COUNTRIES.map((code): [string, string] => [fold(names.of(code) ?? code), code])
  }),
)

const isRegionCode = (value: string) => {
  if (!/^[a-z]{2}$/i.test(value)) return false
  const code = value.toUpperCase()
  return new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' }).of(code) !== undefined
}

/** The address's country as an upper-case ISO code: the editor's code or name, else the market's country. */
export function isoCountry(written: string | null | undefined, marketCountry: string): string {
  const value = written?.trim() ?? ''
  if (isRegionCode(value)) return value.toUpperCase()
  return BY_NAME.get(fold(value)) ?? marketCountry.toUpperCase()
}
