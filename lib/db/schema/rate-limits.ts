/**
 * Rate-limit counters (issue 10, ASVS 5.0 V6.3): one row per limit and key, kept in the database so a
 * limit survives a restart and holds across instances (lib/http/server/rate-limit-database.ts). The key
 * is `{limit name}:{HMAC of the client's key}`, never an address or an email in clear.
 */
import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    /** Points counted in the current window. */
    points: integer('points').notNull(),
    /** End of the current window (database clock); null only for a counter without window. */
    expire: timestamp('expire', { withTimezone: true }),
  },
  (t) => [
    // The purge deletes by expiry; without it every purge would scan the table.
    index('rate_limits_expire_idx').on(t.expire),
    check('rate_limits_key_check', sql`length(${t.key}) <= 200`),
  ],
)

export type RateLimitRow = typeof rateLimits.$inferSelect
