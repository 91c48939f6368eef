/**
 * Registrations waiting for their address to be confirmed (double opt-in). The customer row is made only
 * when the link from the mail is followed, so register answers the same whether the address is known or
 * not (no account enumeration, ASVS 5.0 V6.3) and nobody can hold an address they cannot read.
 */
import { sql } from 'drizzle-orm'
import { boolean, check, index, integer, pgTable, text, timestamp, unique } from 'drizzle-orm/pg-core'
import { createdAt } from './columns'

export const pendingRegistrations = pgTable(
  'pending_registrations',
  {
    /** SHA-256 hex of the token in the mail's link: the token itself is never stored. */
    tokenHash: text('token_hash').primaryKey(),
    shopId: integer('shop_id').notNull(),
    /** Lowercased (spec 02 §5). One open registration per address and shop: a new one replaces it. */
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    gender: text('gender').$type<'m' | 'f' | 'd' | 'n'>().notNull(),
    newsletter: boolean('newsletter').notNull(),
    /** The password was hashed when it was chosen; only the hash waits here. */
    passwordHash: text('password_hash').notNull(),
    /** The language the shopper registered in: the account's mails are written in it. */
    language: text('language').notNull(),
    createdAt: createdAt(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    unique('pending_registrations_shop_email_key').on(t.shopId, t.email),
    index('pending_registrations_expires_at_idx').on(t.expiresAt),
    check('pending_registrations_hash_check', sql`${t.tokenHash} ~ '^[0-9a-f]{64}$'`),
    check('pending_registrations_email_check', sql`${t.email} = lower(${t.email})`),
    check('pending_registrations_expiry_check', sql`${t.expiresAt} > ${t.createdAt}`),
  ],
)

export type PendingRegistrationRow = typeof pendingRegistrations.$inferSelect
