import 'server-only'

/** The internal [market]/[lang] route params of pages: validated, enumerated, and catch-all paths joined. */
import { notFound } from 'next/navigation'
import { setRequestLocale } from 'next-intl/server'
import { getMarket, isMarketCode, servesLanguage, shopConfig, type Language, type Market } from '@/lib/config'

export type MarketLangParams = Promise<{ market: string; lang: string }>

export interface PageContext {
  market: Market
  language: Language
}

/** Validates the internal [market]/[lang] segments; a language the market doesn't serve is not found. */
export async function pageContext(params: MarketLangParams): Promise<PageContext> {
  const { market: code, lang } = await params
  if (!isMarketCode(code)) notFound()
  const market = getMarket(code)
  if (!servesLanguage(market, lang)) notFound()
  setRequestLocale(lang)
  return { market, language: lang }
}

/** Every market × language combination, for static generation of shared pages. */
export function marketLanguageParams() {
  return shopConfig.markets.flatMap((m) => m.languages.map((lang) => ({ market: m.code, lang })))
}

/**
 * A catch-all route's segments as one content path. Next hands params over decoded; a segment that
 * still looks encoded is decoded once, and one that cannot be decoded is kept as sent, never thrown on.
 */
export function contentPathOf(segments: readonly string[]): string {
  return segments
    .map((segment) => {
      try {
        return decodeURIComponent(segment)
      } catch {
        return segment
      }
    })
    .join('/')
}
