/**
 * The return policy each market promises (terms and conditions § 7 and the FAQ in content/stories:
 * 14 days from receipt, a free return label, sent back by post). Structured data reads it from here
 * (lib/catalog/rules/seo/offer-policies.ts), so the promise is stated once per market.
 */
import { MARKET_CODES, type MarketCode } from './markets'

export interface ReturnPolicy {
  /** Days from receipt of the goods in which they can be returned. */
  days: number
  /** Free: the shop pays the return (the label is free). */
  free: boolean
  /** How goods come back: by post with the shop's label. */
  method: 'mail'
}

const STANDARD_RETURNS: ReturnPolicy = { days: 14, free: true, method: 'mail' }

/** Every market promises the same terms today; a market with other terms gets its own entry here. */
export const RETURN_POLICIES: Readonly<Record<MarketCode, ReturnPolicy>> = Object.fromEntries(
  MARKET_CODES.map((code) => [code, STANDARD_RETURNS]),
) as Record<MarketCode, ReturnPolicy>

export function returnPolicyOf(market: MarketCode): ReturnPolicy {
  return RETURN_POLICIES[market]
}
