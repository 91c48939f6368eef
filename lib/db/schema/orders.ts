/**
 * Orders (issue 11 item 5, spec 02 §3 Order): each order keeps a snapshot of everything it was placed
 * with (lines with names, prices and VAT rates; addresses; totals), so a later catalog or address change
 * never rewrites it. One order per placement attempt (order_attempts), a number per market
 * (order_numbers), its payments (order_payments) and complaints (order_complaints).
 */
import { sql } from 'drizzle-orm'
import { check, index, integer, jsonb, pgTable, serial, text, timestamp, uuid } from 'drizzle-orm/pg-core'
import type { OrderAddress } from '@/lib/orders/rules/order-view'
import type { OrderState } from '@/lib/orders/rules/state-machine'
import type { OrderCustomerSnapshot, OrderTotalsSnapshot } from '@/lib/orders/rules/snapshot'
import { createdAt, updatedAt } from './columns'
import { customers } from './customers'

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    /** e.g. DE-1000001: the market's prefix and its next number (lib/orders/rules/order-number.ts). */
    orderNumber: text('order_number').notNull().unique(),
    market: text('market').notNull(),
    shopId: integer('shop_id').notNull(),
    language: text('language').notNull(),
    currency: text('currency').notNull(),
    state: text('state').$type<OrderState>().notNull(),
    /** The account that ordered; null for a guest (whose details are in `customer`). */
    customerId: text('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    customer: jsonb('customer').$type<OrderCustomerSnapshot>().notNull(),
    /** The visitor session that placed it: only this session sees the thank-you page. */
    sessionId: text('session_id').notNull(),
    /** The basket it was placed from: restored from the lines when the payment fails. */
    basketKey: text('basket_key').notNull(),
    billingAddress: jsonb('billing_address').$type<OrderAddress>().notNull(),
    shippingAddress: jsonb('shipping_address').$type<OrderAddress>().notNull(),
    shippingKind: text('shipping_kind').$type<'standard' | 'freight' | 'free'>().notNull(),
    totals: jsonb('totals').$type<OrderTotalsSnapshot>().notNull(),
    totalGrossCents: integer('total_gross_cents').notNull(),
    payableCents: integer('payable_cents').notNull(),
    /** The payment method of the rest after a gift card; 'G' when the gift card paid everything. */
    paymentMethod: text('payment_method').notNull(),
    voucherCode: text('voucher_code'),
    placedAt: timestamp('placed_at', { withTimezone: true })
      .notNull()
      .default(sql`now()`),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('orders_customer_id_idx').on(t.customerId, t.placedAt),
    index('orders_session_id_idx').on(t.sessionId),
    check('orders_amounts_check', sql`${t.totalGrossCents} >= 0 and ${t.payableCents} >= 0`),
    check(
      'orders_state_check',
      sql`${t.state} in ('pending_payment', 'paid', 'confirmed', 'awaiting_transfer', 'shipped', 'payment_failed', 'cancelled')`,
    ),
  ],
)

/**
 * One row per placement attempt: the client's idempotency key (a uuid per click of the order button).
 * Inserted first in the placing transaction, so a second request with the same key waits for the first
 * and then finds its order; a rolled-back attempt leaves no row, and a retry tries again. order_id is set
 * in the same transaction, so a committed attempt always names its order.
 */
export const orderAttempts = pgTable('order_attempts', {
  key: uuid('key').primaryKey(),
  sessionId: text('session_id').notNull(),
  orderId: integer('order_id').references(() => orders.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
})

/** The last order number handed out per market, taken under the row's lock (like customer_numbers). */
export const orderNumbers = pgTable(
  'order_numbers',
  {
    market: text('market').primaryKey(),
    lastNo: integer('last_no').notNull(),
  },
  (t) => [check('order_numbers_last_no_check', sql`${t.lastNo} > 0`)],
)

export const orderLines = pgTable(
  'order_lines',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    variantId: integer('variant_id').notNull(),
    productId: integer('product_id').notNull(),
    referenceKey: text('reference_key').notNull(),
    masterKey: text('master_key').notNull(),
    name: text('name').notNull(),
    brand: text('brand'),
    image: text('image'),
    itemGroupId: text('item_group_id').notNull().default(''),
    itemGroup: jsonb('item_group').$type<Record<string, unknown> | null>(),
    customData: jsonb('custom_data').$type<Record<string, unknown>>().notNull().default({}),
    quantity: integer('quantity').notNull(),
    unitGrossCents: integer('unit_gross_cents').notNull(),
    totalGrossCents: integer('total_gross_cents').notNull(),
    /** VAT rate in basis points (1900 = 19 %), as the catalog keeps it. */
    vatRateBp: integer('vat_rate_bp').notNull(),
    promotionId: text('promotion_id'),
    /** Pieces taken from the variant's stock (BVC 1); 0 for goods delivered later (BVC 2). */
    stockTaken: integer('stock_taken').notNull().default(0),
    deliveryDaysFrom: integer('delivery_days_from').notNull().default(0),
    deliveryDaysTo: integer('delivery_days_to').notNull().default(0),
  },
  (t) => [
    index('order_lines_order_id_idx').on(t.orderId, t.position),
    check('order_lines_quantity_check', sql`${t.quantity} >= 1 and ${t.stockTaken} >= 0`),
  ],
)

export const orderPayments = pgTable(
  'order_payments',
  {
    /** Our id of this payment attempt; the provider's return route names it. */
    paymentId: uuid('payment_id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    method: text('method').notNull(),
    /** The provider's id once initiated (online methods), or the gift card's id for 'G'. */
    providerRef: text('provider_ref').unique(),
    status: text('status').notNull(),
    amountCents: integer('amount_cents').notNull(),
    redirectUrl: text('redirect_url'),
    /** Set by the one request that initiates the payment with the provider. */
    initiatedAt: timestamp('initiated_at', { withTimezone: true }),
    refundRef: text('refund_ref'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('order_payments_order_id_idx').on(t.orderId),
    check('order_payments_amount_check', sql`${t.amountCents} >= 0`),
  ],
)

export const orderComplaints = pgTable(
  'order_complaints',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    customerId: text('customer_id').references(() => customers.id, { onDelete: 'set null' }),
    /** Order line ids with the pieces concerned. */
    items: jsonb('items').$type<{ lineId: number; quantity: number }[]>().notNull(),
    reason: text('reason').$type<'missing' | 'wrong' | 'damaged' | 'other'>().notNull(),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('order_complaints_order_id_idx').on(t.orderId),
    check('order_complaints_reason_check', sql`${t.reason} in ('missing', 'wrong', 'damaged', 'other')`),
  ],
)

export type OrderRow = typeof orders.$inferSelect
export type OrderLineRow = typeof orderLines.$inferSelect
export type OrderPaymentRow = typeof orderPayments.$inferSelect
export type OrderComplaintRow = typeof orderComplaints.$inferSelect
