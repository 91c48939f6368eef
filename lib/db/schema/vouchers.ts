/**
 * Vouchers (issue 11 item 2, spec 02 §2 voucher code): a code that reduces the gross goods by a percent
 * or an amount, with a minimum order, a validity window, a maximum number of uses and optionally one
 * market. Each use is a redemption row of an order; a reversal (payment failed, order cancelled) marks it
 * and gives the use back, both exactly once.
 */
import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core'
import { createdAt } from './columns'
import { orders } from './orders'

export const vouchers = pgTable(
  'vouchers',
  {
    id: serial('id').primaryKey(),
    /** Upper case (lib/basket/rules/voucher.ts keeps codes in capitals). */
    code: text('code').notNull().unique(),
    kind: text('kind').$type<'percent' | 'amount'>().notNull(),
    /** percent: whole percent 1–100; amount: cents in `currency`. */
    value: integer('value').notNull(),
    /** Required for amount vouchers (and for their minimum order); null for a percent voucher. */
    currency: text('currency'),
    minimumOrderCents: integer('minimum_order_cents').notNull().default(0),
    validFrom: timestamp('valid_from', { withTimezone: true }),
    validUntil: timestamp('valid_until', { withTimezone: true }),
    /** Null: unlimited. */
    maxUses: integer('max_uses'),
    uses: integer('uses').notNull().default(0),
    /** Null: every market. */
    market: text('market'),
    createdAt: createdAt(),
  },
  (t) => [
    check('vouchers_code_check', sql`${t.code} = upper(${t.code}) and ${t.code} <> ''`),
    check('vouchers_kind_check', sql`${t.kind} in ('percent', 'amount')`),
    check(
      'vouchers_value_check',
      sql`${t.value} > 0 and (${t.kind} <> 'percent' or ${t.value} <= 100) and (${t.kind} <> 'amount' or ${t.currency} is not null)`,
    ),
    check('vouchers_uses_check', sql`${t.uses} >= 0 and (${t.maxUses} is null or ${t.uses} <= ${t.maxUses})`),
  ],
)

export const voucherRedemptions = pgTable(
  'voucher_redemptions',
  {
    id: serial('id').primaryKey(),
    voucherId: integer('voucher_id')
      .notNull()
      .references(() => vouchers.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    reductionCents: integer('reduction_cents').notNull(),
    createdAt: createdAt(),
    reversedAt: timestamp('reversed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('voucher_redemptions_order_key').on(t.orderId),
    index('voucher_redemptions_voucher_id_idx').on(t.voucherId),
  ],
)

export type VoucherRow = typeof vouchers.$inferSelect
export type VoucherRedemptionRow = typeof voucherRedemptions.$inferSelect
