/**
 * The server-supplied redirect table of spec 01 §2. Editors change rows, not code. A null market
 * applies to all markets; a market's own row wins over it.
 */
import { sql } from 'drizzle-orm'
import { check, integer, pgTable, serial, text, unique } from 'drizzle-orm/pg-core'

export const redirects = pgTable(
  'redirects',
  {
    id: serial('id').primaryKey(),
    market: text('market'),
    /** Decoded, starts and ends with '/', e.g. '/de/alte-seite/'. */
    sourcePath: text('source_path').notNull(),
    /** A path or an absolute http(s) URL. */
    target: text('target').notNull(),
    status: integer('status').notNull(),
  },
  (t) => [
    // NULLS NOT DISTINCT: an all-markets row (market null) is unique per path too.
    unique('redirects_market_source_path_key').on(t.market, t.sourcePath).nullsNotDistinct(),
    // Editors may change rows with plain SQL: the database refuses what the proxy could not use.
    check('redirects_status_check', sql`${t.status} in (301, 302, 307, 308)`),
    check('redirects_source_path_check', sql`${t.sourcePath} like '/%' and ${t.sourcePath} like '%/'`),
    // A path (never '//' nor '/' + backslash: browsers read both as another host) or an http(s) URL.
    check('redirects_target_check', sql`${t.target} ~ '^(/[^/\\\\]|/$|https?://)'`),
  ],
)

export type RedirectRow = typeof redirects.$inferSelect
