/**
 * The delivery estimate of an order (issue 11 items 2 and 7): from the lines' delivery days (the variants'
 * deliveryDaysFrom/-To, spec 01 §4, read as in lib/catalog/rules/delivery-time.ts) to two calendar dates,
 * counted in business days (Monday to Friday) from the day the order was placed in the market's timezone
 * (spec 01 §1). One parcel waits for its slowest line, so the window is the largest "from" and the largest
 * "to" of the lines. Downloads (0 to 0 days) ship nothing and do not count; preorders and lines without
 * usable days give no estimate, as their delivery-time message shows no days either.
 */
import { PREORDER_MIN_DAYS } from '@/lib/catalog/rules/availability'

export interface DeliveryDays {
  deliveryDaysFrom: number
  deliveryDaysTo: number
}

export interface DeliveryEstimate {
  /** ISO dates (yyyy-mm-dd) in the market's timezone. */
  from: string
  to: string
}

const usable = (days: number) => Number.isInteger(days) && days >= 0

/** The calendar date of `instant` in `timezone`, as yyyy-mm-dd. */
export function localDate(instant: Date, timezone: string): string {
  // en-CA formats dates as yyyy-mm-dd.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone: timezone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant)
}

/** `date` (yyyy-mm-dd) plus `days` business days, skipping Saturdays and Sundays. */
export function addBusinessDays(date: string, days: number): string {
  const day = new Date(`${date}T12:00:00Z`)
  let left = days
  while (left > 0) {
    day.setUTCDate(day.getUTCDate() + 1)
    const weekday = day.getUTCDay()
    if (weekday !== 0 && weekday !== 6) left--
  }
  return day.toISOString().slice(0, 10)
}

export function deliveryEstimate(
  lines: readonly DeliveryDays[],
  placedAt: Date,
  timezone: string,
): DeliveryEstimate | null {
  let from = -1
  let to = -1
  for (const line of lines) {
    const { deliveryDaysFrom: a, deliveryDaysTo: b } = line
    if (!usable(a) || !usable(b) || Math.max(a, b) >= PREORDER_MIN_DAYS) return null
    if (a === 0 && b === 0) continue
    // Reversed data: the slower bound is the larger one (as delivery-time.ts judges it).
    from = Math.max(from, Math.min(a, b))
    to = Math.max(to, Math.max(a, b))
  }
  if (to < 0) return null
  const start = localDate(placedAt, timezone)
  return { from: addBusinessDays(start, from), to: addBusinessDays(start, to) }
}
