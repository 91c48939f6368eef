import { describe, expect, it } from 'vitest'
import session from '@/content/stories/layout/session.json'
import { isWithinCampaignWindow } from '@/lib/content/rules/campaign'
import { readBannerSchedule, readSessionLayout, withConsentLinks } from '@/lib/content/rules/session-layout'

const banner = (uid: string, extra: Record<string, unknown> = {}) => ({
  component: 'session_banner',
  _uid: uid,
  text: `Banner ${uid}`,
  ...extra,
})

describe('readBannerSchedule: banners a page rendered ahead of time may show (spec 01 §5, UTC)', () => {
  const now = new Date('2026-02-20T12:00:00Z')

  it('keeps current and upcoming banners with their dates, drops ended and unreadable ones', () => {
    const schedule = readBannerSchedule(
      {
        banners: [
          banner('always'),
          banner('current', { date_from: '2026-02-01 00:00', date_to: '2026-02-28' }),
          banner('upcoming', { date_from: '2026-03-01 00:00', date_to: '2026-04-30 23:59' }),
          banner('ended', { date_to: '2026-02-20 11:59' }),
          banner('broken', { date_from: '2026-02-30' }),
        ],
      },
      { market: 'de-de', now },
    )
    expect(schedule.map((b) => [b.id, b.dateFrom, b.dateTo])).toEqual([
      ['always', undefined, undefined],
      ['current', '2026-02-01 00:00', '2026-02-28'],
      ['upcoming', '2026-03-01 00:00', '2026-04-30 23:59'],
    ])
  })

  it('the strip’s own check shows the upcoming banner from its first minute, not before', () => {
    const [, upcoming] = readBannerSchedule(session.content, { market: 'de-de', now })
    expect(upcoming?.id).toBe('banner-fruehling')
    expect(isWithinCampaignWindow(upcoming!, new Date('2026-02-28T23:59:59.999Z'))).toBe(false)
    expect(isWithinCampaignWindow(upcoming!, new Date('2026-03-01T00:00:00Z'))).toBe(true)
    expect(isWithinCampaignWindow(upcoming!, new Date('2026-04-30T23:59:00Z'))).toBe(true)
    expect(isWithinCampaignWindow(upcoming!, new Date('2026-04-30T23:59:00.001Z'))).toBe(false)
  })

  it('names only the market’s banners (TWINT only in Switzerland)', () => {
    const ids = (market: string) => readBannerSchedule(session.content, { market, now }).map((b) => b.id)
    expect(ids('de-ch')).toEqual(['banner-versand', 'banner-fruehling', 'banner-twint'])
    expect(ids('nl-nl')).toEqual(['banner-versand', 'banner-fruehling'])
  })

  it('reads nothing from content without banners', () => {
    expect(readBannerSchedule(null, { market: 'de-de', now })).toEqual([])
    expect(readBannerSchedule({ banners: 'x' }, { market: 'de-de', now })).toEqual([])
  })
})

describe('withConsentLinks: consent texts for the consent banner (spec 02 §3)', () => {
  it('resolves the privacy and imprint links in the language asked for', () => {
    const { consent } = readSessionLayout(session.content, { market: 'de-de', now: new Date() })
    expect(withConsentLinks(consent!, 'de')).toMatchObject({
      title: 'Ihre Privatsphäre',
      privacyHref: '/de/datenschutz/',
      imprintHref: '/de/impressum/',
    })
  })

  it('leaves a hostile or missing link out', () => {
    const consent = {
      title: 'T',
      text: 'X',
      version: 1,
      privacyLink: { linktype: 'url', url: 'javascript:alert(1)' },
      categories: [],
    }
    const resolved = withConsentLinks(consent, 'fr')
    expect(resolved).not.toHaveProperty('privacyHref')
    expect(resolved).not.toHaveProperty('imprintHref')
  })
})
