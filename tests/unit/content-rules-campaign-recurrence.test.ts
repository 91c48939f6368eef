// spec 01 §5: recurring campaign windows (the period containing now) keep evergreen campaigns live.
import { describe, expect, it } from 'vitest'
import { isWithinCampaignWindow } from '@/lib/content/rules/campaign'
import { isCampaignRecurrence, recurringCampaignWindow } from '@/lib/content/rules/campaign-recurrence'

describe('recurringCampaignWindow', () => {
  it.each([
    ['month', '2026-11-28T21:30:00Z', '2026-11-01', '2026-11-30'],
    ['month', '2026-02-10T00:00:00Z', '2026-02-01', '2026-02-28'],
    ['month', '2028-02-29T23:59:59Z', '2028-02-01', '2028-02-29'],
    ['month', '2026-12-31T23:59:59.999Z', '2026-12-01', '2026-12-31'],
    ['week', '2026-11-28T21:30:00Z', '2026-11-23', '2026-11-29'], // Saturday
    ['week', '2026-11-23T00:00:00Z', '2026-11-23', '2026-11-29'], // Monday
    ['week', '2026-11-29T23:59:59Z', '2026-11-23', '2026-11-29'], // Sunday
    ['week', '2026-12-31T12:00:00Z', '2026-12-28', '2027-01-03'], // across the year
  ] as const)('%s at %s runs %s to %s', (recurrence, now, from, to) => {
    const window = recurringCampaignWindow(recurrence, new Date(now))
    expect(window).toEqual({ dateFrom: from, dateTo: to })
    expect(isWithinCampaignWindow(window, new Date(now))).toBe(true)
  })

  it('ends after now, so a countdown always counts down', () => {
    const now = new Date('2026-11-30T23:59:59.998Z')
    const window = recurringCampaignWindow('month', now)
    expect(isWithinCampaignWindow(window, now)).toBe(true)
    expect(isWithinCampaignWindow(window, new Date('2026-12-01T00:00:00Z'))).toBe(false)
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
