/**
 * Visitors who get no banner (spec 02 §4, spec 01 §6): the shop's retail app (user agent `retail/{number}`)
 * and crawlers (the country picker's list: a headless browser is a visitor, QA drives one). Both get the
 * analytics service's storage consent automatically.
 */
import { isCrawlerUserAgent } from '@/lib/geo/rules/crawler'
import { CONSENT_SERVICE, type ConsentStatuses } from './model'

export type ConsentMode = 'retail' | 'crawler' | 'visitor'

const RETAIL = /(?:^|[\s(;])retail\/\d+/i

export function consentMode(userAgent: string): ConsentMode {
  if (RETAIL.test(userAgent)) return 'retail'
  if (isCrawlerUserAgent(userAgent)) return 'crawler'
  return 'visitor'
}

/** The statuses the retail app and crawlers start with: the analytics storage consent, nothing else optional. */
export const AUTOMATIC_STATUSES: ConsentStatuses = {
  [CONSENT_SERVICE.session]: true,
  [CONSENT_SERVICE.consent]: true,
  [CONSENT_SERVICE.analytics]: true,
}
