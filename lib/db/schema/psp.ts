/**
 * The embedded payment service's own records (issue 11 item 4): a payment as the provider keeps it, and
 * the service's webhook signing secret, generated once per database. The shop's side of a payment is
 * order_payments; these tables belong to the "other site" that runs beside the shop.
 */
import { sql } from 'drizzle-orm'
import { check, index, integer, pgTable, smallint, text, timestamp } from 'drizzle-orm/pg-core'
import { createdAt, updatedAt } from './columns'

export const pspPayments = pgTable(
  'psp_payments',
  {
    /** The provider reference handed to the shop (`psp_` + 24 random base64url characters). */
    ref: text('ref').primaryKey(),
    /** The shop's id of this payment attempt. */
    paymentId: text('payment_id').notNull().unique(),
    orderNumber: text('order_number').notNull(),
    method: text('method').notNull(),
    amountCents: integer('amount_cents').notNull(),
    refundedCents: integer('refunded_cents').notNull().default(0),
    currency: text('currency').notNull(),
    language: text('language').notNull(),
    description: text('description').notNull(),
    returnUrl: text('return_url').notNull(),
    webhookUrl: text('webhook_url').notNull(),
    status: text('status').notNull().default('open'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('psp_payments_created_idx').on(t.createdAt),
    check('psp_payments_amount_check', sql`${t.amountCents} > 0`),
    check('psp_payments_refund_check', sql`${t.refundedCents} between 0 and ${t.amountCents}`),
  ],
)

export const pspSecrets = pgTable('psp_secrets', {
  id: smallint('id').primaryKey(),
  secret: text('secret').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true })
    .notNull()
    .default(sql`now()`),
})

export type PspPaymentRow = typeof pspPayments.$inferSelect
