/**
 * Where the country picker sends a visitor (spec 02 §2: "If it differs from the current one, the visitor
 * leaves for that country's shop link, keeping the current path and query").
 *
 * - The market of a country: several may share one (ch: de-ch and fr-ch; be: fr-be and nl-be). The one
 *   whose own language (its first) is the visitor's current language wins, then one that serves that
 *   language at all, then the first configured.
 * - The language there: the current one where the target serves it, else the target's first language.
 * - The path: unchanged in the same language; in another language a screen of the table of localised
 *   paths (lib/i18n/pathnames.ts) is translated with its parameters. A content page (listing, story)
 *   has its own slug per language that only the content service knows: it falls back to the target's
 *   home page in that language.
 * - The query is kept, plus the one-shot `shop-country` parameter that stores the choice there
 *   (./choice-cookie.ts). The hash is not: it drives this page's overlays (#denyConsent).
 */
import type { Language } from '@/lib/config/markets'
import { marketOrigin } from '@/lib/config/origin'
import { PATHNAMES, type InternalPathname } from '@/lib/i18n/pathnames'
import { matchLocalizedPath } from '@/lib/routing/rules/localized-path'
import { SHOP_COUNTRY_PARAM } from './choice-cookie'

/** What the picker knows of a market: the part of the configuration the browser gets. */
export interface PickerMarket {
  code: string
  country: string
  languages: readonly Language[]
  domain: string
}

/** The market to switch to for `country`, or null when no shop serves that country. */
export function marketForCountry<M extends PickerMarket>(
  markets: readonly M[],
  country: string,
  currentLanguage: Language,
): M | null {
  const candidates = markets.filter((m) => m.country === country)
  return (
    candidates.find((m) => m.languages[0] === currentLanguage) ??
    candidates.find((m) => m.languages.includes(currentLanguage)) ??
    candidates[0] ??
    null
  )
}

/** The language the visitor sees in the target market. */
export function targetLanguage(target: PickerMarket, currentLanguage: Language): Language {
  return target.languages.includes(currentLanguage) ? currentLanguage : (target.languages[0] as Language)
}

const decode = (segment: string) => {
  try {
    return decodeURIComponent(segment)
  } catch {
    return null
  }
}

const encodePath = (segments: string[]) => `/${segments.map((s) => encodeURIComponent(s)).join('/')}/`

function fillTemplate(
  internal: InternalPathname,
  language: Language,
  params: Record<string, string | string[]>,
) {
  const entry = PATHNAMES[internal]
  const template: string = typeof entry === 'string' ? entry : entry[language]
  return template
    .split('/')
    .filter(Boolean)
    .flatMap((part) => {
      const name = /^\[(?:\.\.\.)?(\w+)\]$/.exec(part)?.[1]
      if (!name) return [part]
      const value = params[name]
      return Array.isArray(value) ? value : [value ?? '']
    })
}

/**
 * The path of the current page (as in `location.pathname`, percent-encoded, language first) in the
 * target's language: the same path when the language stays, a translated screen, or the target's home.
 */
export function switchPath(pathname: string, from: Language, to: Language): string {
  const raw = pathname.split('/').filter(Boolean)
  if (from === to && raw[0] === from) return pathname.endsWith('/') ? pathname : `${pathname}/`
  const segments = raw.slice(1).map(decode)
  if (segments.some((s) => s === null)) return `/${to}/`
  const match = matchLocalizedPath(from, segments as string[])
  if (!match || match.internal === '/') return `/${to}/`
  return encodePath([to, ...fillTemplate(match.internal, to, match.params)])
}

export interface SwitchRequest {
  markets: readonly PickerMarket[]
  country: string
  currentLanguage: Language
  /** The current address's parts (`window.location`). */
  location: { pathname: string; search: string; port: string }
}

/** The absolute address of the same page in `country`'s shop, or null when no shop serves it. */
export function countrySwitchUrl({
  markets,
  country,
  currentLanguage,
  location,
}: SwitchRequest): string | null {
  const target = marketForCountry(markets, country, currentLanguage)
  if (!target) return null
  const language = targetLanguage(target, currentLanguage)
  const params = new URLSearchParams(location.search)
  params.set(SHOP_COUNTRY_PARAM, country)
  // Local `*.localhost` shops answer on the port this page came from (80 when the address names none).
  const origin = marketOrigin(target, { PORT: location.port || '80' })
  return `${origin}${switchPath(location.pathname, currentLanguage, language)}?${params.toString()}`
}
