import { describe, expect, it } from 'vitest'
import {
  campaignCountdown,
  isCampaignVisible,
  isWithinCampaignWindow,
  parseCampaignDate,
} from '@/lib/content/rules/campaign'

const at = (iso: string) => new Date(iso)
const always = () => true

describe('parseCampaignDate: Storyblok dates without zone are UTC (spec 01 §3)', () => {
  it.each<[string | null | undefined, boolean, number | null]>([
    ['2026-11-22 09:00', false, Date.UTC(2026, 10, 22, 9, 0)],
    ['2026-11-22T09:00', false, Date.UTC(2026, 10, 22, 9, 0)],
    ['2026-11-22 09:00:30', false, Date.UTC(2026, 10, 22, 9, 0, 30)],
    ['2026-11-22 09:00:30.5', false, Date.UTC(2026, 10, 22, 9, 0, 30, 500)],
    ['2026-11-22T09:00:00Z', false, Date.UTC(2026, 10, 22, 9, 0)],
    ['2026-11-22T10:00:00+01:00', false, Date.UTC(2026, 10, 22, 9, 0)],
    ['2026-11-22 ', false, Date.UTC(2026, 10, 22)],
    ['2026-11-22', true, Date.UTC(2026, 10, 22, 23, 59, 59, 999)],
    ['2026-11-22 09:00', true, Date.UTC(2026, 10, 22, 9, 0)],
    ['', false, null],
    ['   ', false, null],
    [null, false, null],
    [undefined, false, null],
  ])('%j (end of day %s)', (value, endOfDay, expected) => {
    expect(parseCampaignDate(value, endOfDay)).toBe(expected)
  })

  it.each([
    '22.11.2026',
    '2026-02-30 10:00',
    '2026-11-22 24:00',
    '2026-11-22 09:60',
    'tomorrow',
    '2026-13-01',
  ])('%j cannot be read', (value) => {
    expect(parseCampaignDate(value)).toBeNaN()
  })
})

describe('campaign window, UTC edges (spec 01 §5)', () => {
  const window = { dateFrom: '2026-11-22 09:00', dateTo: '2026-11-29 23:59' }

  it.each([
    ['1 ms before the start', '2026-11-22T08:59:59.999Z', false],
    ['exactly at the start', '2026-11-22T09:00:00.000Z', true],
    ['1 ms after the start', '2026-11-22T09:00:00.001Z', true],
    ['1 ms before the end', '2026-11-29T23:58:59.999Z', true],
    ['exactly at the end', '2026-11-29T23:59:00.000Z', true],
    ['1 ms after the end', '2026-11-29T23:59:00.001Z', false],
    // 10:00 in Berlin is 09:00 UTC: the window follows UTC, not the shop's zone.
    ['Berlin wall-clock 09:30 = 08:30 UTC', '2026-11-22T09:30:00+01:00', false],
  ])('%s → %s', (_, now, expected) => {
    expect(isWithinCampaignWindow(window, at(now))).toBe(expected)
  })

  it('daylight saving time changes do not move the window', () => {
    // Europe switches to summer time on 2026-03-29 at 01:00 UTC; the window is pure UTC.
    const dst = { dateFrom: '2026-03-29 00:30', dateTo: '2026-03-29 01:30' }
    expect(isWithinCampaignWindow(dst, at('2026-03-29T00:29:59.999Z'))).toBe(false)
    expect(isWithinCampaignWindow(dst, at('2026-03-29T01:00:00.000Z'))).toBe(true)
    expect(isWithinCampaignWindow(dst, at('2026-03-29T01:30:00.000Z'))).toBe(true)
    expect(isWithinCampaignWindow(dst, at('2026-03-29T01:30:00.001Z'))).toBe(false)
    // Autumn: 2026-10-25 01:00 UTC the clocks go back; the hour that repeats locally exists once in UTC.
    const autumn = { dateFrom: '2026-10-25 00:30', dateTo: '2026-10-25 01:30' }
    expect(isWithinCampaignWindow(autumn, at('2026-10-25T02:30:00+02:00'))).toBe(true)
    expect(isWithinCampaignWindow(autumn, at('2026-10-25T02:30:00.001+01:00'))).toBe(false)
  })

  it.each([
    ['no dates: always', {}, '1999-01-01T00:00:00Z', true],
    ['empty strings count as no dates', { dateFrom: '', dateTo: '' }, '2099-01-01T00:00:00Z', true],
    [
      'only dateFrom: open-ended, before',
      { dateFrom: '2026-11-22 09:00' },
      '2026-11-22T08:59:59.999Z',
      false,
    ],
    ['only dateFrom: open-ended, after', { dateFrom: '2026-11-22 09:00' }, '2099-01-01T00:00:00Z', true],
    ['only dateTo: until then', { dateTo: '2026-11-22 09:00', dateFrom: null }, '2000-01-01T00:00:00Z', true],
    ['only dateTo: gone after', { dateTo: '2026-11-22 09:00' }, '2026-11-22T09:00:00.001Z', false],
    ['date-only dateTo covers the whole day', { dateTo: '2026-11-22' }, '2026-11-22T23:59:59.999Z', true],
    ['date-only dateTo, next day', { dateTo: '2026-11-22' }, '2026-11-23T00:00:00.000Z', false],
    [
      'unreadable date hides',
      { dateFrom: 'bald', dateTo: '2099-01-01 00:00' },
      '2026-01-01T00:00:00Z',
      false,
    ],
    [
      'reversed window never shows',
      { dateFrom: '2026-12-01 00:00', dateTo: '2026-11-01 00:00' },
      '2026-11-15T00:00:00Z',
      false,
    ],
  ])('%s', (_, window, now, expected) => {
    expect(isWithinCampaignWindow(window, at(now))).toBe(expected)
  })
})

describe('campaign audience conditions (spec 01 §5)', () => {
  const now = at('2026-11-25T12:00:00Z')
  const campaign = { dateFrom: '2026-11-22 09:00', dateTo: '2026-11-29 23:59' }
  const loggedIn = (c: string) => c === 'loggedIn'

  it.each<[string, string[] | null | undefined, boolean]>([
    ['no conditions', undefined, true],
    ['null conditions', null, true],
    ['empty list', [], true],
    ['one met', ['loggedIn'], true],
    ['one of several met', ['newsletter', 'loggedIn'], true],
    ['none met', ['newsletter', 'firstOrder'], false],
  ])('%s → %s', (_, conditions, expected) => {
    expect(isCampaignVisible({ ...campaign, conditions }, now, loggedIn)).toBe(expected)
  })

  it('conditions do not rescue a campaign outside its window', () => {
    expect(
      isCampaignVisible({ ...campaign, conditions: ['loggedIn'] }, at('2026-12-01T00:00:00Z'), always),
    ).toBe(false)
  })

  it('conditions are not evaluated when the window is closed', () => {
    let calls = 0
    isCampaignVisible({ ...campaign, conditions: ['x'] }, at('2020-01-01T00:00:00Z'), () => ++calls > 0)
    expect(calls).toBe(0)
  })
})

describe('campaign countdown in the market time zone (spec 01 §3)', () => {
  it('splits the remaining time into days, hours, minutes and seconds, rounded down', () => {
    const countdown = campaignCountdown(
      '2026-11-29 23:59',
      at('2026-11-27T21:57:30.400Z'),
      'Europe/Berlin',
      'de-DE',
    )
    expect(countdown).toMatchObject({
      remainingMs: 2 * 86_400_000 + 2 * 3_600_000 + 60_000 + 29_600,
      ended: false,
      days: 2,
      hours: 2,
      minutes: 1,
      seconds: 29,
      endsAt: '2026-11-29T23:59:00.000Z',
    })
  })

  it.each([
    ['Europe/Berlin', 'de-DE', '30.11.2026, 00:59'],
    ['Europe/Zurich', 'de-CH', '30.11.2026, 00:59'],
    ['Europe/Brussels', 'fr-BE', '30 nov. 2026, 00:59'],
    ['UTC', 'de-DE', '29.11.2026, 23:59'],
  ])('shows the end in %s (%s)', (timeZone, locale, expected) => {
    const countdown = campaignCountdown('2026-11-29 23:59', at('2026-11-20T00:00:00Z'), timeZone, locale)
    expect(countdown?.endsAtLocal.replace(/\u202f|\u00a0/g, ' ')).toBe(expected)
  })

  it('the displayed end follows summer time while the remaining time does not care', () => {
    const summer = campaignCountdown('2026-03-29 01:30', at('2026-03-29T00:30:00Z'), 'Europe/Berlin', 'de-DE')
    expect(summer?.endsAtLocal).toBe('29.03.2026, 03:30')
    expect(summer).toMatchObject({ remainingMs: 3_600_000, hours: 1, minutes: 0 })
  })

  it.each([
    ['exactly at the end', '2026-11-29T23:59:00.000Z', 0, true],
    ['1 ms before the end', '2026-11-29T23:58:59.999Z', 1, false],
    ['after the end: stays at zero', '2026-12-01T00:00:00.000Z', 0, true],
  ])('%s', (_, now, remainingMs, ended) => {
    const countdown = campaignCountdown('2026-11-29 23:59', at(now), 'Europe/Berlin', 'de-DE')
    expect(countdown).toMatchObject({ remainingMs, ended, days: 0, hours: 0, minutes: 0, seconds: 0 })
  })

  it.each([null, undefined, '', 'irgendwann'])('no countdown without a readable end (%j)', (dateTo) => {
    expect(campaignCountdown(dateTo, at('2026-01-01T00:00:00Z'), 'Europe/Berlin', 'de-DE')).toBeNull()
  })
})
