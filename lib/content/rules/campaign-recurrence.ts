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

const day = (ms: number) => new Date(ms).toISOString().slice(0, 10)

/**
 * The current period as date-only bounds (UTC days, the end day included to its last millisecond by
 * the campaign rules): a week runs Monday to Sunday (ISO weeks), a month from its 1st to its last day.
 */
export function recurringCampaignWindow(recurrence: CampaignRecurrence, now: Date): Required<CampaignWindow> {
  const y = now.getUTCFullYear()
  const m = now.getUTCMonth()
  const d = now.getUTCDate()
  if (recurrence === 'month') {
    return { dateFrom: day(Date.UTC(y, m, 1)), dateTo: day(Date.UTC(y, m + 1, 0)) }
  }
  const sinceMonday = (now.getUTCDay() + 6) % 7
  return {
    dateFrom: day(Date.UTC(y, m, d - sinceMonday)),
    dateTo: day(Date.UTC(y, m, d - sinceMonday + 6)),
  }
}
