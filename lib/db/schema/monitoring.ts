/**
 * The shop's own monitoring stores (issue 12 item 5; spec 01 §7): web-vitals reports and error events,
 * kept 30 days (lib/db/housekeeping.ts). Anonymous by construction: no address, no session, no user, no
 * query string; the vital's id is web-vitals' random id of one page load, the event id Sentry's.
 */
import { sql } from 'drizzle-orm'
import {
  check,
  doublePrecision,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { createdAt } from './columns'

export const webVitals = pgTable(
  'web_vitals',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** web-vitals' id of this metric in this page load: later reports of it update the row. */
    metricId: text('metric_id').notNull(),
    name: text('name').notNull(),
    value: doublePrecision('value').notNull(),
    rating: text('rating').notNull(),
    navigationType: text('navigation_type').notNull(),
    market: text('market').notNull(),
    language: text('language').notNull(),
    pageType: text('page_type').notNull(),
    /** The shopper path without query string or hash. */
    path: text('path').notNull(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (t) => [
    uniqueIndex('web_vitals_metric_idx').on(t.metricId),
    index('web_vitals_report_idx').on(t.name, t.market, t.pageType),
    index('web_vitals_created_idx').on(t.createdAt),
    check('web_vitals_name_check', sql`${t.name} in ('CLS', 'INP', 'LCP', 'FCP', 'TTFB')`),
  ],
)

export const errorReports = pgTable(
  'error_reports',
  {
    id: integer('id').primaryKey().generatedAlwaysAsIdentity(),
    /** Sentry's event id: a retried envelope is stored once. */
    eventId: text('event_id').notNull(),
    source: text('source').notNull(),
    level: text('level').notNull(),
    type: text('type').notNull(),
    message: text('message').notNull(),
    /** The path the error happened on, without query string or hash. */
    path: text('path'),
    /** The top frames only (function, file, line), scrubbed. */
    stack: text('stack').notNull(),
    release: text('release'),
    environment: text('environment'),
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('error_reports_event_idx').on(t.eventId),
    index('error_reports_occurred_idx').on(t.occurredAt),
    check('error_reports_source_check', sql`${t.source} in ('browser', 'server')`),
  ],
)

export type WebVitalRow = typeof webVitals.$inferSelect
export type ErrorReportRow = typeof errorReports.$inferSelect
