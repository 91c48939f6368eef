import { describe, expect, it } from 'vitest'
import {
  CONSENT_SHELL_ATTRIBUTE,
  CONSENT_SHELL_GIVE_UP_MS,
  consentShellScript,
} from '@/lib/consent/rules/first-paint'

// Spec 02 §2 "Consent banner (modal)" and §4: who certainly sees the banner is shown its first layer at
// first paint, by the head's inline script, from the cookie, the address hash and the user agent alone.
const SHOPPER =
  'Mozilla/5.0 (Linux; Android 11) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Mobile Safari/537.36'

function run({ cookie = '', hash = '', userAgent = SHOPPER } = {}) {
  const attributes = new Map<string, string>()
  const timers: { run: () => void; ms: number }[] = []
  const root = {
    setAttribute: (name: string, value: string) => attributes.set(name, value),
    getAttribute: (name: string) => attributes.get(name) ?? null,
    removeAttribute: (name: string) => attributes.delete(name),
  }
  new Function('document', 'navigator', 'location', 'setTimeout', consentShellScript())(
    { cookie, documentElement: root },
    { userAgent },
    { hash },
    (run: () => void, ms: number) => timers.push({ run, ms }),
  )
  return { shell: () => attributes.get(CONSENT_SHELL_ATTRIBUTE) ?? null, attributes, timers }
}

describe('the consent banner at first paint (spec 02 §2, §4)', () => {
  it.each([
    ['a first visit', {}, 'open'],
    ['other cookies, none of them the consent', { cookie: 'lang=de; myconsent=1; x=consent=' }, 'open'],
    ['a stored consent, valid or not: the banner decides', { cookie: 'lang=de; consent=abc' }, null],
    ['the consent cookie first', { cookie: 'consent=abc' }, null],
    ['#denyConsent', { hash: '#denyConsent' }, null],
    ['#denyAppConsent', { hash: '#denyAppConsent' }, null],
    ['#allowAppConsent opens the banner', { hash: '#allowAppConsent' }, 'open'],
    ['an unrelated hash', { hash: '#main-content' }, 'open'],
    [
      'Googlebot',
      { userAgent: 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' },
      null,
    ],
    ['Lighthouse’s own user agent', { userAgent: `${SHOPPER} Chrome-Lighthouse` }, null],
    ['the retail app', { userAgent: `${SHOPPER} retail/412` }, null],
    ['a headless browser is a visitor', { userAgent: 'Mozilla/5.0 HeadlessChrome/130.0' }, 'open'],
  ])('%s', (_, visit, expected) => {
    expect(run(visit).shell()).toBe(expected)
  })

  it('gives the first layer up after a while should the banner’s code never run', () => {
    const visit = run()
    expect(visit.timers.map((t) => t.ms)).toEqual([CONSENT_SHELL_GIVE_UP_MS])
    visit.timers[0]?.run()
    expect(visit.shell()).toBeNull()
  })

  it('leaves a first layer the banner has taken over alone', () => {
    const visit = run()
    visit.attributes.set(CONSENT_SHELL_ATTRIBUTE, 'handover')
    visit.timers[0]?.run()
    expect(visit.shell()).toBe('handover')
  })

  it('leaves the page as it was when anything fails', () => {
    const broken = {
      get cookie(): string {
        throw new Error('cookies blocked')
      },
    }
    expect(() =>
      new Function('document', 'navigator', 'location', 'setTimeout', consentShellScript())(
        broken,
        { userAgent: SHOPPER },
        { hash: '' },
        () => undefined,
      ),
    ).not.toThrow()
  })
})
