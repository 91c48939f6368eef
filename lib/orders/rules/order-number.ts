/**
 * Order numbers per market (issue 11 item 5): `{prefix}-{n}`, n counting from 1000001 per market. The
 * prefix is the market's country in capitals; where two markets share a country (Switzerland, Belgium) it
 * also carries the first letter of the market's language, so numbers never collide: DE-1000001,
 * CHD-1000001 (de-ch), CHF-1000001 (fr-ch), BEF-…, BEN-…
 */
import { MARKET_DEFINITIONS, type MarketCode } from '@/lib/config/markets'

export const FIRST_ORDER_NO = 1_000_001

export function orderNumberPrefix(market: MarketCode): string {
  const own = MARKET_DEFINITIONS.find((m) => m.code === market)
  if (!own) throw new Error(`unknown market ${market}`)
  const shared = MARKET_DEFINITIONS.filter((m) => m.country === own.country).length > 1
  const country = own.country.toUpperCase()
  return shared ? `${country}${market.slice(0, 1).toUpperCase()}` : country
}

export const formatOrderNumber = (market: MarketCode, n: number) => `${orderNumberPrefix(market)}-${n}`

/** What an order number in a URL looks like; anything else is a 404 before the database is asked. */
export const ORDER_NUMBER_PATTERN = /^[A-Z]{2,3}-\d{7,9}$/
