import { describe, expect, it } from 'vitest'
import {
  CONSENT_MODE_DEFAULTS,
  consentModeDefaultsScript,
  consentModeUpdate,
} from '@/lib/tracking/rules/consent-mode'
import { gateVerdict, trackingAllowed } from '@/lib/tracking/rules/gate'
import { allowedScripts } from '@/lib/tracking/rules/scripts'

// Spec 02 §4 "Consent" and §7: defaults load first (everything optional denied); tracking events only as
// the consent allows; the tag manager and the analytics script only after their consent.
describe('Google Consent Mode from the shop consent (spec 02 §4)', () => {
  it('denies storage and ads by default and grants what the shop needs to work', () => {
    expect(CONSENT_MODE_DEFAULTS).toEqual({
      ad_storage: 'denied',
      ad_user_data: 'denied',
      ad_personalization: 'denied',
      analytics_storage: 'denied',
      functionality_storage: 'granted',
      security_storage: 'granted',
    })
  })

  it('pushes the defaults as gtag arguments before anything else', () => {
    const dataLayer: unknown[] = []
    new Function('window', 'dataLayer', consentModeDefaultsScript())({ dataLayer }, dataLayer)
    const [entry] = dataLayer as ArrayLike<unknown>[]
    expect(Array.from(entry ?? [])).toEqual([
      'consent',
      'default',
      expect.objectContaining(CONSENT_MODE_DEFAULTS),
    ])
  })

  it.each([
    [{}, 'denied', 'denied'],
    [{ analytics: true }, 'granted', 'denied'],
    [{ googleTagManager: true, analytics: false }, 'granted', 'denied'],
    [{ recommendations: true }, 'denied', 'granted'],
    [{ affiliate: true, analytics: true }, 'granted', 'granted'],
    [{ session: true, consent: true }, 'denied', 'denied'],
  ])('%j: analytics_storage %s, ad_* %s', (statuses, analytics, ads) => {
    expect(consentModeUpdate(statuses)).toEqual({
      analytics_storage: analytics,
      ad_storage: ads,
      ad_user_data: ads,
      ad_personalization: ads,
    })
  })
})

describe('tracking gate (spec 02 §4, §7)', () => {
  it.each([
    [{}, false],
    [{ googleTagManager: true }, true],
    [{ analytics: true }, true],
    [{ recommendations: true, session: true }, false],
  ])('%j allows tracking: %s', (statuses, allowed) => {
    expect(trackingAllowed(statuses)).toBe(allowed)
  })

  it.each([
    ['pending', {}, 'queue'],
    ['open', {}, 'queue'],
    ['settled', {}, 'drop'],
    ['settled', { analytics: true }, 'push'],
    ['pending', { googleTagManager: true }, 'push'],
  ] as const)('phase %s with %j: %s', (phase, statuses, verdict) => {
    expect(gateVerdict(phase, statuses)).toBe(verdict)
  })
})

// Spec 02 §7 and spec 01 §5: the tag manager and /scripts/econda.js load only after their consent.
describe('tracking scripts by consent (spec 02 §7)', () => {
  it.each([
    [{}, 'GTM-ABC12', []],
    [{ googleTagManager: true }, 'GTM-ABC12', ['https://www.googletagmanager.com/gtm.js?id=GTM-ABC12']],
    [{ googleTagManager: true }, null, []],
    [{ analytics: true }, null, ['/scripts/econda.js']],
    [
      { analytics: true, googleTagManager: true },
      'GTM-ABC12',
      ['https://www.googletagmanager.com/gtm.js?id=GTM-ABC12', '/scripts/econda.js'],
    ],
    [{ recommendations: true }, 'GTM-ABC12', []],
  ])('%j with id %j loads %j', (statuses, id, sources) => {
    expect(allowedScripts(statuses, id).map((s) => s.src)).toEqual(sources)
  })
})
