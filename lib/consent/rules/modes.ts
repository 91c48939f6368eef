/**
 * Visitors who get no banner (spec 02 §4, spec 01 §6): the shop's retail app (user agent `retail/{number}`)
 * and crawlers. Both get the analytics service's storage consent automatically.
 */
import { isCrawlerUserAgent } from '@/lib/geo/rules/crawler'
import { CONSENT_SERVICE, type ConsentStatuses } from './model'

export type ConsentMode = 'retail' | 'crawler' | 'visitor'

const RETAIL = /(?:^|[\s(;])retail\/\d+/i

export function isRetailApp(userAgent: string): boolean {
  return RETAIL.test(userAgent)
}

/** The same crawlers the country picker leaves alone (a headless browser is a visitor: QA drives one). */
export function isCrawler(userAgent: string): boolean {
  return isCrawlerUserAgent(userAgent)
}

export function consentMode(userAgent: string): ConsentMode {
  if (isRetailApp(userAgent)) return 'retail'
  if (isCrawler(userAgent)) return 'crawler'
  return 'visitor'
}

/** The statuses such a mode starts with: the analytics storage consent, nothing else optional. */
export function automaticStatuses(mode: Exclude<ConsentMode, 'visitor'>): ConsentStatuses {
  void mode
  return {
    [CONSENT_SERVICE.session]: true,
    [CONSENT_SERVICE.consent]: true,
    [CONSENT_SERVICE.analytics]: true,
  }
}
