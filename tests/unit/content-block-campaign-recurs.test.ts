// spec 01 §5: a campaign block that recurs takes the current period's dates; written dates win.
import { describe, expect, it } from 'vitest'
import { isBlockCampaignVisible, readCampaign } from '@/components/content/blocks/campaign-visibility'

const now = new Date('2026-11-28T21:30:00Z')
const market = { timezone: 'Europe/Zurich' }

describe('readCampaign with recurs', () => {
  it.each([
    [{ recurs: 'week' }, '2026-11-23 00:00+01:00', '2026-11-29 23:59:59.999+01:00'],
    [{ recurs: 'month' }, '2026-11-01 00:00+01:00', '2026-11-30 23:59:59.999+01:00'],
    [{ recurs: 'week', date_to: '2026-01-01' }, null, '2026-01-01'],
    [{ recurs: 'year' }, null, null],
    [{}, null, null],
  ])('%j runs %s to %s', (fields, from, to) => {
    const campaign = readCampaign({ component: 'campaign_banner', _uid: 'x', ...fields }, {
      now,
      market,
    } as never)
    expect([campaign.dateFrom, campaign.dateTo]).toEqual([from, to])
  })

  it('a recurring campaign is visible at any time, a past dated one is not', () => {
    const later = new Date('2031-07-04T10:00:00Z')
    const context = { now: later, path: '/de/', market } as never
    expect(isBlockCampaignVisible({ _uid: 'a', recurs: 'week' }, context)).toBe(true)
    expect(isBlockCampaignVisible({ _uid: 'b', recurs: 'week', date_to: '2026-12-31' }, context)).toBe(false)
  })
})
