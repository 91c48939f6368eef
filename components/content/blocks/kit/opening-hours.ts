/**
 * Opening hours of a retail store as editors enter them (one entry per group of days with opens,
 * closes or closed) turned into rows for the table and schema.org's OpeningHoursSpecification.
 */
import { WEEK_STARTS_ON } from '@/lib/config/constants'

/** schema.org day names, Monday first (the shop's week starts on Monday, spec 01 §9). */
export const WEEKDAYS = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const
export type Weekday = (typeof WEEKDAYS)[number]

const TIME = /^([01]?\d|2[0-3])[:.]([0-5]\d)$/

/** `9:00`, `09.00` → `09:00`; anything else is no time. */
export function normalizeTime(value: unknown): string | null {
  if (typeof value !== 'string') return null
  const match = TIME.exec(value.trim())
  return match ? `${(match[1] ?? '').padStart(2, '0')}:${match[2]}` : null
}

// German two-letter and French three-letter forms an editor may type where no select field guides them.
const GERMAN = ['mo', 'di', 'mi', 'do', 'fr', 'sa', 'so']
const FRENCH = ['lun', 'mar', 'mer', 'jeu', 'ven', 'sam', 'dim']

/** A day as editors write it (`monday`, `Mon`, `Di`, `jeudi`…) as its index, Monday = 0. */
export function weekdayIndex(value: unknown): number | null {
  if (typeof value !== 'string') return null
  const v = value.trim().toLowerCase().replace(/\.$/, '')
  if (v.length < 2) return null
  const english = WEEKDAYS.findIndex((day) => day.toLowerCase().startsWith(v))
  if (english >= 0) return english
  const french = FRENCH.findIndex((day) => v.startsWith(day))
  if (french >= 0) return french
  const german = GERMAN.indexOf(v.slice(0, 2))
  return german >= 0 ? german : null
}

export interface OpeningHoursEntry {
  days: number[]
  opens: string | null
  closes: string | null
  closed: boolean
}

/** One entry's days: a list (multi-option field), a range `monday-friday` or one day. */
export function parseDays(value: unknown): number[] {
  const list = Array.isArray(value) ? value : typeof value === 'string' ? value.split(/\s*,\s*/) : []
  const days = new Set<number>()
  for (const item of list) {
    if (typeof item !== 'string') continue
    const [from, to] = item.split(/\s*[-–]\s*/)
    const start = weekdayIndex(from)
    const end = to === undefined ? start : weekdayIndex(to)
    if (start === null || end === null) continue
    for (let day = start; ; day = (day + 1) % 7) {
      days.add(day)
      if (day === end) break
    }
  }
  return [...days].sort((a, b) => a - b)
}

/** Entries with days and either both times (opens before closes) or the closed flag; others are dropped. */
export function readOpeningHours(entries: ReadonlyArray<Record<string, unknown>>): OpeningHoursEntry[] {
  return entries.flatMap((entry): OpeningHoursEntry[] => {
    const days = parseDays(entry.days ?? entry.day)
    const closed = entry.closed === true || entry.closed === 'true'
    const opens = normalizeTime(entry.opens)
    const closes = normalizeTime(entry.closes)
    if (days.length === 0) return []
    if (closed) return [{ days, opens: null, closes: null, closed }]
    if (!opens || !closes || opens >= closes) return []
    return [{ days, opens, closes, closed }]
  })
}

/** Consecutive days as runs: [0,1,2,4] → [[0,2],[4,4]]. */
export function dayRuns(days: readonly number[]): Array<[number, number]> {
  const runs: Array<[number, number]> = []
  for (const day of days) {
    const last = runs[runs.length - 1]
    if (last && day === last[1] + 1) last[1] = day
    else runs.push([day, day])
  }
  return runs
}

/** Short weekday names in `locale`, Monday first. */
export function weekdayNames(locale: string, width: 'short' | 'long' = 'short'): string[] {
  const format = new Intl.DateTimeFormat(locale, { weekday: width, timeZone: 'UTC' })
  // 2024-01-01 was a Monday; WEEK_STARTS_ON documents that the shop's week and this order agree.
  const monday = Date.UTC(2024, 0, WEEK_STARTS_ON)
  return WEEKDAYS.map((_, index) => format.format(new Date(monday + index * 86_400_000)))
}

/** `Mo.–Fr., So.` style label of an entry's days. */
export function daysLabel(days: readonly number[], names: readonly string[]): string {
  return dayRuns(days)
    .map(([from, to]) => (from === to ? names[from] : `${names[from]}–${names[to]}`))
    .join(', ')
}
