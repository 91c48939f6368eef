/**
 * The consent log (spec 02 §7 "Consent log"): proof of each consent decision. A record names no person:
 * an anonymous id the visitor's own consent cookie carries, the shop, the page path, the texts' version,
 * the action and the verdict per service. Kept for three years (GDPR Art. 7(1): the shop must be able to
 * show a consent was given; housekeeping deletes older records).
 */
import { index, integer, jsonb, boolean, pgTable, serial, text } from 'drizzle-orm/pg-core'
import { createdAt } from './columns'

export const consentLog = pgTable(
  'consent_log',
  {
    id: serial('id').primaryKey(),
    consentId: text('consent_id').notNull(),
    shopId: integer('shop_id').notNull(),
    action: text('action').notNull(),
    version: integer('version').notNull(),
    /** The page's path only: a query string may carry anything. */
    path: text('path').notNull(),
    consents: jsonb('consents').$type<Record<string, boolean>>().notNull(),
    /** Sent from one of the shop's own networks (INTERNAL_NETWORKS): staff testing, not shoppers. */
    internal: boolean('internal').notNull().default(false),
    createdAt: createdAt(),
  },
  (table) => [
    index('consent_log_consent_id').on(table.consentId),
    index('consent_log_created_at').on(table.createdAt),
  ],
)
