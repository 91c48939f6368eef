/**
 * Campaign visibility of spec 01 §3 and §5 and the countdown to a campaign's end.
 *
 * Dates come from Storyblok as `2026-11-22 09:00`, without zone, and are read as UTC (spec 01 §3), so
 * daylight saving time never moves a campaign window. Decisions where the spec is silent:
 * - Both bounds are inclusive to the millisecond: visible at dateTo 09:00:00.000, gone 1 ms later.
 * - Only dateFrom set: open-ended, visible from then on. Only dateTo set: visible until then.
 * - A date-only dateTo (`2026-11-22`) means the whole day (until 23:59:59.999 UTC); a date-only dateFrom
 *   starts at 00:00 UTC.
 * - A date that cannot be read hides the campaign: better a campaign missing than one shown forever.
 * - An empty conditions list counts as "no conditions given".
 */

// `YYYY-MM-DD`, optional ` HH:mm[:ss[.SSS]]` (space or T), optional zone (Z or ±HH:mm) when written by hand.
const DATE =
  /^(\d{4})-(\d{2})-(\d{2})(?:[ T](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3}))?)?)?\s*(Z|[+-]\d{2}:?\d{2})?$/i
const DAY_MS = 86_400_000

export interface CampaignWindow {
  dateFrom?: string | null
  dateTo?: string | null
}

/**
 * A campaign date as epoch milliseconds (UTC unless a zone is written), `null` when the field is empty,
 * `NaN` when it cannot be read. `endOfDay` makes a date without time mean the day's last millisecond.
 */
export function parseCampaignDate(value: string | null | undefined, endOfDay = false): number | null {
  if (value === null || value === undefined || value.trim() === '') return null
  const match = DATE.exec(value.trim())
  if (!match) return NaN
  const [, y, mo, d, h, mi, s, ms, zone] = match
  const year = Number(y)
  const month = Number(mo)
  const day = Number(d)
  const utc = Date.UTC(
    year,
    month - 1,
    day,
    Number(h ?? 0),
    Number(mi ?? 0),
    Number(s ?? 0),
    Number((ms ?? '0').padEnd(3, '0')),
  )
  // Date.UTC rolls 2026-02-30 over into March; such a date was mistyped, not meant.
  const check = new Date(utc)
  if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day)
    return NaN
  if (Number(h ?? 0) > 23 || Number(mi ?? 0) > 59 || Number(s ?? 0) > 59) return NaN
  const offset = zone && zone.toUpperCase() !== 'Z' ? zoneOffsetMs(zone) : 0
  const dayEnd = endOfDay && h === undefined ? DAY_MS - 1 : 0
  return utc - offset + dayEnd
}

function zoneOffsetMs(zone: string): number {
  const sign = zone.startsWith('-') ? -1 : 1
  const digits = zone.slice(1).replace(':', '')
  return sign * (Number(digits.slice(0, 2)) * 60 + Number(digits.slice(2, 4))) * 60_000
}

/** Whether `now` lies within the campaign's dates (spec 01 §5), both bounds included. */
export function isWithinCampaignWindow(window: CampaignWindow, now: Date): boolean {
  const from = parseCampaignDate(window.dateFrom)
  const to = parseCampaignDate(window.dateTo, true)
  if (Number.isNaN(from) || Number.isNaN(to)) return false
  const time = now.getTime()
  return (from === null || time >= from) && (to === null || time <= to)
}

/**
 * Spec 01 §5: a campaign shows when now is within its dates (or it has none) and, if audience
 * conditions are given, at least one of them is met. `meets` evaluates one condition for the visitor.
 */
export function isCampaignVisible<C>(
  campaign: CampaignWindow & { conditions?: readonly C[] | null },
  now: Date,
  meets: (condition: C) => boolean,
): boolean {
  if (!isWithinCampaignWindow(campaign, now)) return false
  const conditions = campaign.conditions ?? []
  return conditions.length === 0 || conditions.some(meets)
}

export interface Countdown {
  /** Milliseconds left, 0 once the end has passed. */
  remainingMs: number
  ended: boolean
  days: number
  hours: number
  minutes: number
  seconds: number
  /** The end as an instant (ISO, UTC). */
  endsAt: string
  /** The end as the market's shoppers read it: date and time in the market's time zone. */
  endsAtLocal: string
}

/**
 * The countdown to a campaign's end: the remaining time split into days, hours, minutes and seconds
 * (whole units, rounded down, as a ticking clock shows them) and the end formatted in `timeZone`.
 * Null when the end date is missing or cannot be read.
 */
export function campaignCountdown(
  dateTo: string | null | undefined,
  now: Date,
  timeZone: string,
  locale: string,
): Countdown | null {
  const end = parseCampaignDate(dateTo, true)
  if (end === null || Number.isNaN(end)) return null
  const remainingMs = Math.max(0, end - now.getTime())
  const totalSeconds = Math.floor(remainingMs / 1000)
  const endsAtLocal = new Intl.DateTimeFormat(locale, {
    timeZone,
    dateStyle: 'medium',
    timeStyle: 'short',
  }).format(new Date(end))
  return {
    remainingMs,
    ended: remainingMs === 0,
    days: Math.floor(totalSeconds / 86_400),
    hours: Math.floor((totalSeconds % 86_400) / 3600),
    minutes: Math.floor((totalSeconds % 3600) / 60),
    seconds: totalSeconds % 60,
    endsAt: new Date(end).toISOString(),
    endsAtLocal,
  }
}
