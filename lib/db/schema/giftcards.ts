/**
 * Gift cards (issue 11 item 2: code and PIN, partial payment): a balance in one currency, debited by
 * orders. The PIN is stored as a salted scrypt hash only. Each order debits a card at most once
 * (unique order and card); a reversal marks the debit and credits the balance back, exactly once.
 */
import { sql } from 'drizzle-orm'
import { check, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { createdAt } from './columns'
import { orders } from './orders'

export const giftCards = pgTable(
  'gift_cards',
  {
    id: serial('id').primaryKey(),
    /** Upper case, without spaces or dashes. */
    code: text('code').notNull().unique(),
    pinHash: text('pin_hash').notNull(),
    balanceCents: integer('balance_cents').notNull(),
    currency: text('currency').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    check('gift_cards_balance_check', sql`${t.balanceCents} >= 0`),
    check('gift_cards_currency_check', sql`${t.currency} in ('EUR', 'CHF')`),
  ],
)

export const giftCardDebits = pgTable(
  'gift_card_debits',
  {
    id: serial('id').primaryKey(),
    giftCardId: integer('gift_card_id')
      .notNull()
      .references(() => giftCards.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    amountCents: integer('amount_cents').notNull(),
    createdAt: createdAt(),
    reversedAt: timestamp('reversed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('gift_card_debits_order_card_key').on(t.orderId, t.giftCardId),
    check('gift_card_debits_amount_check', sql`${t.amountCents} > 0`),
  ],
)

export type GiftCardRow = typeof giftCards.$inferSelect
export type GiftCardDebitRow = typeof giftCardDebits.$inferSelect
