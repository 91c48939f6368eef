/**
 * Newsletter subscriptions (spec 02 §7 Newsletter) with double opt-in: a request is `pending` until the
 * link of the confirmation mail is followed, then `confirmed`. Only the SHA-256 of the confirmation token
 * is stored, so a leaked table confirms nobody. One row per shop and address.
 */
import { sql } from 'drizzle-orm'
import {
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core'
import { createdAt, updatedAt } from './columns'

export const NEWSLETTER_STATUSES = ['pending', 'confirmed'] as const
export type NewsletterStatus = (typeof NEWSLETTER_STATUSES)[number]

export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: serial('id').primaryKey(),
    shopId: integer('shop_id').notNull(),
    /** Stored lowercased (spec 02 §5), so the per-shop uniqueness is case-insensitive. */
    email: text('email').notNull(),
    /** The newsletter service's salutation code (lib/newsletter/rules/salutation.ts): 0, 2, 3 or 4. */
    salutation: smallint('salutation').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** Where the sign-up came from (the content block's `source`, or the register form). */
    source: text('source').notNull(),
    /** Market and language of the request: the confirmation mail and later newsletters use them. */
    market: text('market').notNull(),
    language: text('language').notNull(),
    status: text('status').$type<NewsletterStatus>().notNull().default('pending'),
    /** SHA-256 hex of the pending confirmation token; null once used. */
    confirmTokenHash: text('confirm_token_hash'),
    confirmTokenExpiresAt: timestamp('confirm_token_expires_at', { withTimezone: true }),
    /** When the last confirmation mail was asked for: the consent request a confirmation proves. */
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    unique('newsletter_subscriptions_shop_email_key').on(t.shopId, t.email),
    // Unconfirmed requests are deleted once their link has expired (purgeUnconfirmedSubscriptions).
    index('newsletter_subscriptions_pending_expiry_idx')
      .on(t.confirmTokenExpiresAt)
      .where(sql`${t.confirmTokenHash} is not null`),
    uniqueIndex('newsletter_subscriptions_token_idx')
      .on(t.confirmTokenHash)
      .where(sql`${t.confirmTokenHash} is not null`),
    check(
      'newsletter_subscriptions_email_check',
      sql`${t.email} = lower(${t.email}) and ${t.email} like '%_@_%'`,
    ),
    check('newsletter_subscriptions_salutation_check', sql`${t.salutation} in (0, 2, 3, 4)`),
    check('newsletter_subscriptions_status_check', sql`${t.status} in ('pending', 'confirmed')`),
    // A confirmed subscription has its date; a pending one its token.
    check(
      'newsletter_subscriptions_state_check',
      sql`case when ${t.status} = 'confirmed' then ${t.confirmedAt} is not null and ${t.confirmTokenHash} is null else ${t.confirmTokenHash} is not null and ${t.confirmTokenExpiresAt} is not null end`,
    ),
  ],
)

export type NewsletterSubscriptionRow = typeof newsletterSubscriptions.$inferSelect
