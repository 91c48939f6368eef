// spec 01 §5: recurring campaign windows (the period containing now) keep evergreen campaigns live.
import { describe, expect, it } from 'vitest'
import { isWithinCampaignWindow, parseCampaignDate } from '@/lib/content/rules/campaign'
import { isCampaignRecurrence, recurringCampaignWindow } from '@/lib/content/rules/campaign-recurrence'

const END = '23:59:59.999'

describe('recurringCampaignWindow', () => {
  it.each([
    ['month', '2026-11-28T21:30:00Z', 'Europe/Berlin', '2026-11-01 00:00+01:00', `2026-11-30 ${END}+01:00`],
    ['month', '2026-02-10T00:00:00Z', 'Europe/Berlin', '2026-02-01 00:00+01:00', `2026-02-28 ${END}+01:00`],
    ['month', '2028-02-29T22:59:59Z', 'Europe/Berlin', '2028-02-01 00:00+01:00', `2028-02-29 ${END}+01:00`],
    // Already the 1st in Berlin while it is still the 31st in UTC.
    ['month', '2026-12-31T23:30:00Z', 'Europe/Berlin', '2027-01-01 00:00+01:00', `2027-01-31 ${END}+01:00`],
    // Summer time starts within March: the month begins in winter and ends in summer time.
    ['month', '2026-03-15T12:00:00Z', 'Europe/Brussels', '2026-03-01 00:00+01:00', `2026-03-31 ${END}+02:00`],
    ['week', '2026-11-28T21:30:00Z', 'Europe/Zurich', '2026-11-23 00:00+01:00', `2026-11-29 ${END}+01:00`], // Saturday
    ['week', '2026-11-22T23:00:00Z', 'Europe/Berlin', '2026-11-23 00:00+01:00', `2026-11-29 ${END}+01:00`], // Monday 00:00 local
    ['week', '2026-11-29T22:59:59Z', 'Europe/Vienna', '2026-11-23 00:00+01:00', `2026-11-29 ${END}+01:00`], // Sunday 23:59 local
    ['week', '2026-07-01T12:00:00Z', 'Europe/Amsterdam', '2026-06-29 00:00+02:00', `2026-07-05 ${END}+02:00`],
    ['week', '2026-12-31T12:00:00Z', 'UTC', '2026-12-28 00:00+00:00', `2027-01-03 ${END}+00:00`], // across the year
  ] as const)('%s at %s in %s runs %s to %s', (recurrence, now, zone, from, to) => {
    const window = recurringCampaignWindow(recurrence, new Date(now), zone)
    expect(window).toEqual({ dateFrom: from, dateTo: to })
    expect(isWithinCampaignWindow(window, new Date(now))).toBe(true)
  })

  it('a week ends at the market’s own midnight before Monday, so "until Sunday" holds there', () => {
    const window = recurringCampaignWindow('week', new Date('2026-11-28T10:00:00Z'), 'Europe/Berlin')
    expect(new Date(parseCampaignDate(window.dateTo, true)!).toISOString()).toBe('2026-11-29T22:59:59.999Z')
    expect(isWithinCampaignWindow(window, new Date('2026-11-29T22:59:59.999Z'))).toBe(true)
    expect(isWithinCampaignWindow(window, new Date('2026-11-29T23:00:00Z'))).toBe(false)
  })

  it.each([
    ['week', true],
    ['month', true],
    ['day', false],
    [undefined, false],
    [7, false],
  ])('isCampaignRecurrence(%s) is %s', (value, expected) => {
    expect(isCampaignRecurrence(value)).toBe(expected)
  })
})
