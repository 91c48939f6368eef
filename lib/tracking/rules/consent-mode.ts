/**
 * Google Consent Mode (v2) from the shop's consent (spec 02 §4 "Consent", §7): everything denied by
 * default, pushed before any tag; an update whenever the visitor's consent changes. Statistics services
 * grant analytics_storage, marketing services the ad_* signals. Pure.
 */
import { CONSENT_SERVICE, type ConsentStatuses } from '@/lib/consent/rules/model'

export type ConsentModeValue = 'granted' | 'denied'
export type ConsentModeState = Record<string, ConsentModeValue>

export const CONSENT_MODE_DEFAULTS: ConsentModeState = {
  ad_storage: 'denied',
  ad_user_data: 'denied',
  ad_personalization: 'denied',
  analytics_storage: 'denied',
  functionality_storage: 'granted',
  security_storage: 'granted',
}

/** Milliseconds the tags wait for the update after the defaults (the stored consent is read at start). */
export const CONSENT_MODE_WAIT_FOR_UPDATE_MS = 500

/** The services of each group the shop knows (model.ts); editors' extra services fall in no group. */
export const STATISTICS_SERVICES: readonly string[] = [CONSENT_SERVICE.analytics, CONSENT_SERVICE.tagManager]
export const MARKETING_SERVICES: readonly string[] = [
  CONSENT_SERVICE.recommendations,
  CONSENT_SERVICE.sovendus,
  CONSENT_SERVICE.affiliate,
]

const value = (on: boolean): ConsentModeValue => (on ? 'granted' : 'denied')
const anyOn = (statuses: ConsentStatuses, names: readonly string[]) => names.some((n) => statuses[n] === true)

/** The `gtag('consent', 'update', …)` state for the visitor's statuses. */
export function consentModeUpdate(statuses: ConsentStatuses): ConsentModeState {
  const marketing = value(anyOn(statuses, MARKETING_SERVICES))
  return {
    analytics_storage: value(anyOn(statuses, STATISTICS_SERVICES)),
    ad_storage: marketing,
    ad_user_data: marketing,
    ad_personalization: marketing,
  }
}

/**
 * The inline script of the root layout's head: the data layer and the defaults as the `arguments` object
 * gtag pushes (GTM reads consent commands only in that shape), before any other script.
 */
export function consentModeDefaultsScript(): string {
  const defaults = { ...CONSENT_MODE_DEFAULTS, wait_for_update: CONSENT_MODE_WAIT_FOR_UPDATE_MS }
  return (
    'window.dataLayer=window.dataLayer||[];' +
    'function gtag(){dataLayer.push(arguments)}' +
    `gtag('consent','default',${JSON.stringify(defaults)});`
  )
}
