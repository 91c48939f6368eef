/**
 * Whether a stored consent still holds (spec 02 §4 "Consent", §9): under one year old, of the current
 * version, and given by the visitor's own interaction. Anything else shows the banner again.
 */
import { CONSENT_COOKIE_MAX_AGE_MS } from '@/lib/config/constants'
import type { StoredConsent } from './stored'

export type ConsentValidity = 'valid' | 'missing' | 'invalidTime' | 'invalidVersion' | 'invalidInteraction'

export function consentValidity(
  stored: StoredConsent | null,
  { now, version }: { now: number; version: number },
): ConsentValidity {
  if (!stored) return 'missing'
  const age = now - stored.createdAt
  // "Under one year": the cookie's own max age is that year; a clock set back gives a negative age.
  if (age < 0 || age >= CONSENT_COOKIE_MAX_AGE_MS) return 'invalidTime'
  if (stored.version !== version) return 'invalidVersion'
  if (!stored.interacted) return 'invalidInteraction'
  return 'valid'
}
