/**
 * The mail port's embedded outbox (mail_outbox): messages the shop owes someone, kept in the database
 * until a sender delivers them (SMTP when configured; readable in development). `dedupeKey` makes a
 * repeated request (the same reminder asked twice) one message, not two.
 */
import { sql } from 'drizzle-orm'
import { index, jsonb, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core'

export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    /** What the message is, e.g. 'availability-reminder'; the sender picks its template by it. */
    kind: text('kind').notNull(),
    recipient: text('recipient').notNull(),
    language: text('language').notNull(),
    market: text('market').notNull(),
    dedupeKey: text('dedupe_key').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
    /** Null while the message waits; set when the sender handed it over. */
    sentAt: timestamp('sent_at', { withTimezone: true }),
  },
  (t) => [
    unique('mail_outbox_kind_dedupe_key').on(t.kind, t.dedupeKey),
    index('mail_outbox_pending_idx')
      .on(t.createdAt)
      .where(sql`${t.sentAt} is null`),
  ],
)

export type MailOutboxRow = typeof mailOutbox.$inferSelect
