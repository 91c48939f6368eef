/**
 * Whether the country picker opens (spec 02 §2 "Country picker overlay"): "It opens only if the visitor
 * is not a crawler, has not already selected a country, and the two countries differ." The visitor's
 * country comes from an IP lookup and may be unknown (a private or test address): then it stays shut.
 * Evaluated once the consent banner is closed; that wait is the island's (components/geo).
 */
import { normaliseCountry } from './country'

export interface PickerFacts {
  crawler: boolean
  /** The stored choice (cookie shop-country), or null when the visitor never chose. */
  storedChoice: string | null
  /** The visitor's country from the lookup, or null when unknown. */
  visitorCountry: string | null
  /** The shop's country: the second part of the locale (market.country). */
  shopCountry: string
}

export type PickerDecision =
  | { open: true; detected: string }
  | { open: false; reason: 'crawler' | 'chosen' | 'unknown-country' | 'same-country' }

export function countryPickerDecision(facts: PickerFacts): PickerDecision {
  if (facts.crawler) return { open: false, reason: 'crawler' }
  if (normaliseCountry(facts.storedChoice)) return { open: false, reason: 'chosen' }
  const visitor = normaliseCountry(facts.visitorCountry)
  if (!visitor) return { open: false, reason: 'unknown-country' }
  if (visitor === normaliseCountry(facts.shopCountry)) return { open: false, reason: 'same-country' }
  return { open: true, detected: visitor }
}
