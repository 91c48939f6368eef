/**
 * The consent cookie of spec 02 §3 as the banner stores it, for tests: every project starts with all
 * services accepted (playwright.config.ts), so the banner only shows where a test removes it
 * (e2e/consent.spec.ts) or the cookie is made invalid.
 */
import { CONSENT_COOKIE, serializeConsentCookie, type StoredConsent } from '../lib/consent/rules/stored'

export const ALL_SERVICES = {
  session: true,
  consent: true,
  analytics: true,
  googleTagManager: true,
  recommendations: true,
  sovendus: true,
  affiliate: true,
}

export function consentCookie(domain: string, over: Partial<StoredConsent> = {}) {
  const value: StoredConsent = {
    createdAt: Date.now(),
    version: 1,
    interacted: true,
    id: 'e2e-accepted-all',
    services: ALL_SERVICES,
    ...over,
  }
  return {
    name: CONSENT_COOKIE,
    value: serializeConsentCookie(value),
    domain,
    path: '/',
    expires: -1,
    httpOnly: false,
    secure: false,
    sameSite: 'Lax' as const,
  }
}
