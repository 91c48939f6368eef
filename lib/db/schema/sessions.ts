/**
 * Visitor sessions: one row per visitor (spec 02 §3, §6). The primary key is the SHA-256 hex of the
 * cookie token, so a leaked table does not hand out working cookies. A logged-in session points at its
 * customer; deleting the customer ends its sessions.
 */
import { sql } from 'drizzle-orm'
import { boolean, check, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core'
import type { GuestContact } from '@/lib/session/rules/identity'
import { customers } from './customers'

export const visitorSessions = pgTable(
  'visitor_sessions',
  {
    id: text('id').primaryKey(),
    /** Random hex kept by the client in localStorage `userId` while it is a guest. */
    guestId: text('guest_id').notNull(),
    /** The 64-character account id once the visitor has logged in. */
    userId: text('user_id'),
    /**
     * The customer row behind user_id, set with it at login. user_id stays the visitor id the shop reads
     * (spec 02 §3); this column is the foreign key, and the check keeps the two from drifting apart.
     */
    customerId: text('customer_id').references(() => customers.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
    /** The sliding expiry: renewed by use, never past absolute_expires_at. */
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** Fixed when the session begins (issue 13 item 10, lib/session/rules/lifetime.ts). */
    absoluteExpiresAt: timestamp('absolute_expires_at', { withTimezone: true }).notNull(),
    checkoutGuest: boolean('checkout_guest').notNull().default(false),
    /**
     * The details a shopper gave to order as a guest (spec 02 §5 guest group). They stay with this
     * session, never on a customer row, so naming an address never reveals or touches its account.
     */
    guestContact: jsonb('guest_contact').$type<GuestContact>(),
  },
  (t) => [
    index('visitor_sessions_expires_at_idx').on(t.expiresAt),
    index('visitor_sessions_user_id_idx').on(t.userId),
    // The purge of dead guests' baskets and wishlists asks whether a live session holds their owner.
    index('visitor_sessions_guest_id_idx').on(t.guestId),
    index('visitor_sessions_customer_id_idx').on(t.customerId),
    check(
      'visitor_sessions_customer_id_check',
      sql`${t.customerId} is null or (${t.userId} is not null and ${t.customerId} = ${t.userId})`,
    ),
  ],
)

export type { GuestContact }
export type VisitorSessionRow = typeof visitorSessions.$inferSelect
