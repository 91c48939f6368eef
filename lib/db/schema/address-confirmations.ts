/**
 * Addresses that proved they want the shop's mail, and the requests waiting for that proof (issue 13
 * item 4: a confirmation step before the shop sends a first mail to an address it has not seen confirm,
 * for click and reserve and remind-me). Tokens are stored as their SHA-256 only, like the newsletter's.
 */
import { sql } from 'drizzle-orm'
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { createdAt } from './columns'

/**
 * One row per shop and confirmed address. The address itself is not kept, only the SHA-256 of its
 * normalised (trimmed, lowercased) form: the one question asked here is "has this address confirmed?",
 * which a hash answers, and a table that grows with every shopper then holds no list of addresses.
 */
export const confirmedAddresses = pgTable(
  'confirmed_addresses',
  {
    shopId: integer('shop_id').notNull(),
    emailHash: text('email_hash').notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
  },
  (t) => [primaryKey({ columns: [t.shopId, t.emailHash] })],
)

export const ADDRESS_CONFIRMATION_KINDS = ['reservation', 'reminder'] as const
export type AddressConfirmationKind = (typeof ADDRESS_CONFIRMATION_KINDS)[number]

/**
 * A request made for an unconfirmed address: what to carry out once the link is opened. Deleted when
 * the link is used or has expired (housekeeping), so an unconfirmed request keeps nobody's data long.
 */
export const addressConfirmations = pgTable(
  'address_confirmations',
  {
    id: serial('id').primaryKey(),
    shopId: integer('shop_id').notNull(),
    kind: text('kind').$type<AddressConfirmationKind>().notNull(),
    /** Lowercased: the reservation's or reminder's mail goes here once confirmed. */
    email: text('email').notNull(),
    market: text('market').notNull(),
    language: text('language').notNull(),
    /** The visitor session that asked (row id): the per-session reservation cap counts pending ones too. */
    sessionId: text('session_id'),
    /** What was asked, checked again by its kind's schema when carried out. */
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('address_confirmations_token_idx').on(t.tokenHash),
    index('address_confirmations_expiry_idx').on(t.expiresAt),
    index('address_confirmations_email_idx').on(t.shopId, t.email),
    check('address_confirmations_kind_check', sql`${t.kind} in ('reservation', 'reminder')`),
  ],
)

export type AddressConfirmationRow = typeof addressConfirmations.$inferSelect
