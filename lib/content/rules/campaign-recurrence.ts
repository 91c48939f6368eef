/**
 * A recurring campaign window (spec 01 §5): a campaign that runs every week or every month gets the
 * dates of the period that contains "now", so demo and evergreen campaigns stay live with a true end.
 */
import type { CampaignWindow } from './campaign'

export const CAMPAIGN_RECURRENCES = ['week', 'month'] as const
export type CampaignRecurrence = (typeof CAMPAIGN_RECURRENCES)[number]

export function isCampaignRecurrence(value: unknown): value is CampaignRecurrence {
  return typeof value === 'string' && (CAMPAIGN_RECURRENCES as readonly string[]).includes(value)
}

const DAY_MS = 86_400_000

/** The calendar day (as a UTC midnight) that `instant` falls on in `timeZone`. */
function localDay(instant: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(instant)
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value)
  return Date.UTC(get('year'), get('month') - 1, get('day'))
}

/** The zone's offset from UTC ('+01:00') in force at `instant`. */
function offsetAt(instant: number, timeZone: string): string {
  const name = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })
    .formatToParts(new Date(instant))
    .find((p) => p.type === 'timeZoneName')?.value
  const offset = name?.replace('GMT', '') ?? ''
  return offset === '' ? '+00:00' : offset
}

/** Milliseconds of a '+01:00' offset. */
const offsetMs = (offset: string) =>
  (offset.startsWith('-') ? -1 : 1) * (Number(offset.slice(1, 3)) * 60 + Number(offset.slice(4, 6))) * 60_000

/**
 * A wall-clock time of the zone as a campaign date with its offset. The offset is read at the
 * instant the wall time names (taking the offset of the instant one offset-guess away), which is
 * right on every day except the hour a clock change skips or repeats.
 */
function zoned(dayUtc: number, timeOfDay: string, wallMs: number, timeZone: string): string {
  const guess = offsetAt(dayUtc + wallMs, timeZone)
  const offset = offsetAt(dayUtc + wallMs - offsetMs(guess), timeZone)
  return `${new Date(dayUtc).toISOString().slice(0, 10)} ${timeOfDay}${offset}`
}

/**
 * The current period in the shoppers' time zone: a week runs from Monday 00:00 to the last
 * millisecond of Sunday (ISO weeks), a month from its 1st to its last day. Ending at the market's
 * own midnight keeps "until Sunday" true on the banner, which shows the end in that zone.
 */
export function recurringCampaignWindow(
  recurrence: CampaignRecurrence,
  now: Date,
  timeZone: string,
): Required<CampaignWindow> {
  const today = localDay(now, timeZone)
  const date = new Date(today)
  let first: number
  let last: number
  if (recurrence === 'month') {
    first = Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1)
    last = Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0)
  } else {
    first = today - ((date.getUTCDay() + 6) % 7) * DAY_MS
    last = first + 6 * DAY_MS
  }
  return {
    dateFrom: zoned(first, '00:00', 0, timeZone),
    dateTo: zoned(last, '23:59:59.999', DAY_MS - 1, timeZone),
  }
}
