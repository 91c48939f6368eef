/**
 * Spec 01 §2: the language comes from the cookie, then from the browser languages, then from the
 * market's fallback. Only languages the market serves are ever chosen.
 */
import Negotiator from 'negotiator'
import { match } from '@formatjs/intl-localematcher'
import type { Language, Market } from '@/lib/config'

export interface LanguageSignals {
  cookie?: string | null
  acceptLanguage?: string | null
}

export function chooseLanguage(market: Market, signals: LanguageSignals): Language {
  const served = market.languages
  const fallback = served[0] as Language
  if (signals.cookie && (served as readonly string[]).includes(signals.cookie))
    return signals.cookie as Language
  if (signals.acceptLanguage) {
    const requested = new Negotiator({ headers: { 'accept-language': signals.acceptLanguage } })
      .languages()
      .filter((tag) => tag !== '*' && isValidTag(tag))
    // Malformed tags are dropped one by one, so one bad entry does not discard the valid ones.
    if (requested.length > 0) {
      try {
        return match(requested, [...served], fallback, { algorithm: 'best fit' }) as Language
      } catch {
        // A tag the matcher still cannot use is treated as no preference: the proxy must not throw.
      }
    }
  }
  return fallback
}

function isValidTag(tag: string): boolean {
  try {
    return Intl.getCanonicalLocales(tag).length === 1
  } catch {
    return false
  }
}
