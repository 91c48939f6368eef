import 'server-only'

/**
 * The shop's own monitoring stores (lib/db/schema/monitoring.ts): web-vitals reports and error events,
 * written by the intake routes and the server's Sentry transport, read by the monitoring page, swept
 * after RETENTION_DAYS by the housekeeping.
 */
import { and, count, desc, gte, lt, max, sql } from 'drizzle-orm'
import type { Db } from '@/lib/db'
import { errorReports, webVitals } from '@/lib/db/schema'
import type { ErrorRecord } from '../rules/error-report'
import { pageTypeOf, type PageType } from '../rules/page-type'
import { storedPath, type VitalName, type VitalReport } from '../rules/vitals'

/** Long enough to compare a release with the one before; short enough to hold nothing for long. */
export const RETENTION_DAYS = 30

/** One report; a later report of the same metric in the same page load replaces its value. */
export async function recordVital(db: Db, report: VitalReport): Promise<void> {
  const path = storedPath(report.path)
  const row = {
    metricId: report.id,
    name: report.name,
    value: report.value,
    rating: report.rating,
    navigationType: report.navigationType,
    market: report.market,
    language: report.language,
    pageType: report.pageType ?? pageTypeOf(path),
    path,
  }
  await db
    .insert(webVitals)
    .values(row)
    .onConflictDoUpdate({
      target: webVitals.metricId,
      set: { value: row.value, rating: row.rating, updatedAt: sql`now()` },
    })
}

export async function recordErrors(db: Db, records: readonly ErrorRecord[]): Promise<number> {
  if (records.length === 0) return 0
  const inserted = await db
    .insert(errorReports)
    .values(records.map((r) => ({ ...r })))
    .onConflictDoNothing({ target: errorReports.eventId })
    .returning({ id: errorReports.id })
  return inserted.length
}

export async function purgeMonitoring(db: Db, now: Date): Promise<number> {
  const before = new Date(now.getTime() - RETENTION_DAYS * 86_400_000)
  const vitals = await db
    .delete(webVitals)
    .where(lt(webVitals.createdAt, before))
    .returning({ id: webVitals.id })
  const errors = await db
    .delete(errorReports)
    .where(lt(errorReports.createdAt, before))
    .returning({ id: errorReports.id })
  return vitals.length + errors.length
}

export interface VitalSummary {
  name: VitalName
  market: string
  pageType: PageType
  p75: number
  samples: number
}

/** p75 (nearest rank, percentile_disc) of each vital per market and page type since `since`. */
export async function vitalSummaries(db: Db, since: Date): Promise<VitalSummary[]> {
  const rows = await db
    .select({
      name: webVitals.name,
      market: webVitals.market,
      pageType: webVitals.pageType,
      p75: sql<number>`percentile_disc(0.75) within group (order by ${webVitals.value})`.mapWith(Number),
      samples: count(),
    })
    .from(webVitals)
    .where(gte(webVitals.createdAt, since))
    .groupBy(webVitals.name, webVitals.market, webVitals.pageType)
    .orderBy(webVitals.name, webVitals.market, webVitals.pageType)
  return rows as VitalSummary[]
}

export interface ErrorSummary {
  type: string
  message: string
  path: string | null
  source: string
  count: number
  lastSeen: Date
}

/** The latest errors, the same type, message and path counted together, newest first. */
export async function latestErrors(db: Db, since: Date, limit = 50): Promise<ErrorSummary[]> {
  const lastSeen = max(errorReports.occurredAt)
  const rows = await db
    .select({
      type: errorReports.type,
      message: errorReports.message,
      path: errorReports.path,
      source: errorReports.source,
      count: count(),
      lastSeen,
    })
    .from(errorReports)
    .where(and(gte(errorReports.occurredAt, since)))
    .groupBy(errorReports.type, errorReports.message, errorReports.path, errorReports.source)
    .orderBy(desc(lastSeen))
    .limit(limit)
  return rows.map((r) => ({ ...r, lastSeen: new Date(r.lastSeen ?? 0) }))
}
