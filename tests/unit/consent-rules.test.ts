// The consent rules of spec 02 §2 (hash controls), §3 (Consent), §4 (Consent states) and §9 (limits).
import { describe, expect, it } from 'vitest'
import { CONSENT_COOKIE_MAX_AGE_MS } from '@/lib/config/constants'
import { decideConsent } from '@/lib/consent/rules/actions'
import {
  allOptionalOn,
  buildCategories,
  statusesOf,
  type ConsentCategoryInput,
} from '@/lib/consent/rules/categories'
import { consentHashCommand, hashOutcome } from '@/lib/consent/rules/hash'
import { isInternalAddress } from '@/lib/consent/rules/log'
import { AUTOMATIC_STATUSES, consentMode } from '@/lib/consent/rules/modes'
import { parseScrid, usableScrid } from '@/lib/consent/rules/scrid'
import {
  appendHistory,
  DEFAULT_HISTORY_TIMESTAMP,
  parseConsentCookie,
  parseConsentHistory,
  serializeConsentCookie,
  type StoredConsent,
} from '@/lib/consent/rules/stored'
import { consentValidity } from '@/lib/consent/rules/validity'

const INPUTS: ConsentCategoryInput[] = [
  {
    group: 'necessary',
    title: 'Notwendig',
    text: '…',
    required: true,
    defaultValue: true,
    services: [{ name: 'session', title: 'Sitzung' }],
  },
  {
    group: 'statistics',
    title: 'Statistik',
    text: '…',
    required: false,
    defaultValue: true,
    services: [
      { name: 'analytics', title: 'Webanalyse' },
      { name: 'googleTagManager', title: 'GTM' },
    ],
  },
  {
    group: 'marketing',
    title: 'Marketing',
    text: '…',
    required: false,
    defaultValue: false,
    services: [
      { name: 'sovendus', title: 'Sovendus' },
      { name: 'affiliate', title: 'Partner', attTracking: true },
    ],
  },
]

const NOW = Date.UTC(2026, 10, 28, 12)
const stored = (over: Partial<StoredConsent> = {}): StoredConsent => ({
  createdAt: NOW - 1000,
  version: 3,
  interacted: true,
  id: 'abcdef12-3456',
  services: { session: true, analytics: true },
  ...over,
})

describe('consentValidity (spec 02 §4: under one year, current version, interacted)', () => {
  it.each([
    ['no stored consent', null, 'missing'],
    ['a fresh consent', stored(), 'valid'],
    ['one day short of a year', stored({ createdAt: NOW - CONSENT_COOKIE_MAX_AGE_MS + 86_400_000 }), 'valid'],
    ['one year to the day', stored({ createdAt: NOW - CONSENT_COOKIE_MAX_AGE_MS }), 'invalidTime'],
    ['older than a year', stored({ createdAt: NOW - CONSENT_COOKIE_MAX_AGE_MS - 1 }), 'invalidTime'],
    ['from the future (clock set back)', stored({ createdAt: NOW + 60_000 }), 'invalidTime'],
    ['an older version (editors bumped it)', stored({ version: 2 }), 'invalidVersion'],
    ['a newer version', stored({ version: 4 }), 'invalidVersion'],
    ['no interaction', stored({ interacted: false }), 'invalidInteraction'],
  ] as const)('%s → %s', (_name, value, expected) => {
    expect(consentValidity(value, { now: NOW, version: 3 })).toBe(expected)
  })
})

describe('buildCategories (spec 02 §4: defaults first, required always on, category on if any service)', () => {
  it('starts from the defaults, each service with one default history entry dated 2023', () => {
    const categories = buildCategories(INPUTS, null)
    expect(statusesOf(categories)).toEqual({
      session: true,
      analytics: true,
      googleTagManager: true,
      sovendus: false,
      affiliate: false,
    })
    expect(categories[2]!.services[0]!.history).toEqual([
      { status: false, timestamp: DEFAULT_HISTORY_TIMESTAMP },
    ])
    expect(new Date(DEFAULT_HISTORY_TIMESTAMP).getUTCFullYear()).toBe(2023)
  })

  it('the stored statuses replace the defaults, never for a required service', () => {
    const categories = buildCategories(INPUTS, { session: false, analytics: false, sovendus: true })
    expect(statusesOf(categories)).toMatchObject({
      session: true,
      analytics: false,
      googleTagManager: true,
      sovendus: true,
    })
  })

  it.each([
    [{ analytics: false, googleTagManager: false }, false],
    [{ analytics: false, googleTagManager: true }, true],
  ])('a category is on if any of its services is on: %o → %s', (statuses, expected) => {
    expect(buildCategories(INPUTS, statuses)[1]!.status).toBe(expected)
  })
})

describe('decideConsent (spec 02 §4 actions)', () => {
  const start = buildCategories(INPUTS, null)

  it('accept all turns every service on and needs no reload', () => {
    const { categories, reload } = decideConsent(start, { kind: 'acceptAll' }, NOW)
    expect(Object.values(statusesOf(categories)).every(Boolean)).toBe(true)
    expect(allOptionalOn(categories)).toBe(true)
    expect(reload).toBe(false)
  })

  it('deny all keeps the attribution-tracking service on (and the required ones), and reloads', () => {
    const { categories, reload } = decideConsent(start, { kind: 'denyAll' }, NOW)
    expect(statusesOf(categories)).toEqual({
      session: true,
      analytics: false,
      googleTagManager: false,
      sovendus: false,
      affiliate: true,
    })
    expect(categories[2]!.status).toBe(true)
    expect(reload).toBe(true)
  })

  it('deny all after app tracking was refused turns the attribution service off too', () => {
    const { categories } = decideConsent(start, { kind: 'denyAll', appDenied: true }, NOW)
    expect(statusesOf(categories).affiliate).toBe(false)
  })

  it('set defaults goes back to the editors’ defaults', () => {
    const accepted = decideConsent(start, { kind: 'acceptAll' }, NOW).categories
    const { categories } = decideConsent(accepted, { kind: 'setDefaults' }, NOW + 1)
    expect(statusesOf(categories)).toMatchObject({ analytics: true, sovendus: false, affiliate: false })
  })

  it('a selection switches whole categories and leaves unnamed ones as they are', () => {
    const { categories, reload } = decideConsent(
      start,
      { kind: 'selection', groups: { marketing: true } },
      NOW,
    )
    expect(statusesOf(categories)).toMatchObject({ analytics: true, sovendus: true, affiliate: true })
    expect(reload).toBe(false)
    const off = decideConsent(
      start,
      { kind: 'selection', groups: { statistics: false, necessary: false } },
      NOW,
    )
    expect(statusesOf(off.categories)).toMatchObject({ session: true, analytics: false })
  })

  it('every service keeps its last three history entries', () => {
    let categories = start
    for (const [i, kind] of (['acceptAll', 'denyAll', 'acceptAll', 'denyAll'] as const).entries())
      categories = decideConsent(categories, { kind }, NOW + i).categories
    expect(categories[1]!.services[0]!.history).toEqual([
      { status: false, timestamp: NOW + 1 },
      { status: true, timestamp: NOW + 2 },
      { status: false, timestamp: NOW + 3 },
    ])
  })
})

describe('stored consent (spec 02 §3: cookie with statuses and createdAt, history in local storage)', () => {
  it('round-trips through the cookie', () => {
    expect(parseConsentCookie(serializeConsentCookie(stored()))).toEqual(stored())
  })

  it.each(['', 'not json', '%7B%7D', encodeURIComponent('{"createdAt":"x"}'), encodeURIComponent('[1]')])(
    'a malformed cookie %j is no consent',
    (value) => expect(parseConsentCookie(value)).toBeNull(),
  )

  it('a cookie keeps only the stored fields; a wrong field anywhere is no consent', () => {
    const extra = { ...stored(), extra: 1, services: { analytics: true } }
    expect(parseConsentCookie(encodeURIComponent(JSON.stringify(extra)))).toEqual({
      ...stored(),
      services: { analytics: true },
    })
    for (const wrong of [
      { appDenied: 'yes' },
      { createdAt: -1 },
      { version: 1.5 },
      { id: 'short' },
      { services: { 'no spaces': true } },
      { services: { analytics: 1 } },
      { services: [] },
    ])
      expect(parseConsentCookie(encodeURIComponent(JSON.stringify({ ...stored(), ...wrong })))).toBeNull()
  })

  it('history keeps three entries per service and drops malformed storage', () => {
    const entries = [1, 2, 3, 4].map((t) => ({ status: true, timestamp: t }))
    expect(parseConsentHistory(JSON.stringify({ analytics: entries })).analytics).toHaveLength(3)
    expect(parseConsentHistory('{"analytics":[{"status":"yes"}]}')).toEqual({})
    expect(parseConsentHistory('{"analytics":[{"status":true,"timestamp":1,"x":2}]}')).toEqual({
      analytics: [{ status: true, timestamp: 1 }],
    })
    expect(parseConsentHistory('{"bad name":[]}')).toEqual({})
    expect(parseConsentHistory('[]')).toEqual({})
    expect(
      appendHistory(entries.slice(0, 3), { status: false, timestamp: 9 }).map((e) => e.timestamp),
    ).toEqual([2, 3, 9])
  })
})

describe('hash controls (spec 02 §2)', () => {
  it.each([
    ['#denyConsent', false, { kind: 'deny', appDenied: false }],
    ['#denyConsent', true, { kind: 'deny', appDenied: true }],
    ['#denyAppConsent', false, { kind: 'deny', appDenied: true }],
    ['#allowAppConsent', false, { kind: 'open' }],
    ['#allowAppConsent', true, { kind: 'none' }],
    ['#top', false, { kind: 'none' }],
    ['', false, { kind: 'none' }],
  ] as const)('%s (app denied before: %s)', (hash, appDenied, expected) => {
    expect(hashOutcome(consentHashCommand(hash), appDenied)).toEqual(expected)
  })
})

describe('retail and crawler mode (spec 02 §4, spec 01 §6)', () => {
  it.each([
    ['Mozilla/5.0 (iPhone) retail/42', 'retail'],
    ['Mozilla/5.0 (Linux; Android 14) AppleWebKit retail/7 Mobile', 'retail'],
    ['Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)', 'crawler'],
    ['Mozilla/5.0 (compatible; bingbot/2.0)', 'crawler'],
    [
      'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/156.0 Safari/537.36',
      'visitor',
    ],
    ['Mozilla/5.0 (Windows NT 10.0) Chrome/130 Safari/537.36', 'visitor'],
    ['Mozilla/5.0 retail/abc', 'visitor'],
  ] as const)('%s → %s', (ua, mode) => expect(consentMode(ua)).toBe(mode))

  it('both get the analytics storage consent automatically, nothing else optional', () => {
    expect(AUTOMATIC_STATUSES).toEqual({ session: true, consent: true, analytics: true })
  })
})

describe('scrid (spec 02 §4, §9: valid id, checksum 5 or less, storage consent on)', () => {
  it.each([
    ['STORE0042.5', true, 'STORE0042'],
    ['STORE0042.0', true, 'STORE0042'],
    ['STORE0042.6', true, null],
    ['STORE0042.5', false, null],
    ['ST.1', true, null],
    ['STORE 42.1', true, null],
    ['STORE0042', true, null],
    [null, true, null],
  ] as const)('%s with consent %s → %s', (value, consent, expected) => {
    expect(usableScrid(value, consent)).toBe(expected)
  })

  it('parses id and checksum', () => expect(parseScrid('abc123.12')).toEqual({ id: 'abc123', checksum: 12 }))
})

describe('isInternalAddress (spec 02 §7 GET /rum/is_internal)', () => {
  it.each([
    ['10.1.2.3', ['10.0.0.0/8'], true],
    ['11.1.2.3', ['10.0.0.0/8'], false],
    ['203.0.113.7', ['203.0.113.7'], true],
    ['203.0.113.8', ['203.0.113.7'], false],
    ['192.168.1.1', ['0.0.0.0/0'], true],
    ['2001:db8:0:1::/64', ['2001:db8:0:1::/64'], true],
    ['10.1.2.3', ['10.0.0.0/40'], false],
    [null, ['10.0.0.0/8'], false],
  ] as const)('%s in %j → %s', (address, networks, expected) => {
    expect(isInternalAddress(address, networks)).toBe(expected)
  })
})
