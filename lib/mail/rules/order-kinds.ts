/**
 * The order mails (issue 11 item 6 and 8) and the data each one needs, merged into MAIL_DATA_SCHEMAS
 * (./kinds.ts): the confirmation carries the whole order view (its PDF invoice is rendered from it when the
 * mail leaves, lib/mail/server/attachments.ts); complaints carry what the shopper filed; the cancellation
 * says what is refunded.
 */
import { z } from 'zod'
import { MARKET_CODES } from '@/lib/config/markets'
import { orderViewSchema } from '@/lib/orders/rules/order-view'
import { COMPLAINT_REASONS } from '@/lib/orders/rules/schemas'

const link = z.url({ protocol: /^https?$/, message: 'expected an http(s) URL' }).max(2000)
const firstName = z.string().trim().max(100)
const orderNumber = z.string().trim().min(1).max(40)
const message = z.string().trim().min(1).max(10_000)
const complaintItems = z
  .array(
    z.object({
      name: z.string().trim().min(1).max(300),
      referenceKey: z.string().trim().max(100),
      quantity: z.number().int().positive(),
    }),
  )
  .min(1)
  .max(100)

export const ORDER_MAIL_SCHEMAS = {
  /** To the shopper when the order is placed, with the PDF invoice attached. */
  'order-confirmation': z.object({
    order: orderViewSchema,
    /** The order in the account (customers) or the shop's home page (guests). */
    orderUrl: link.optional(),
  }),
  /** A complaint to customer service (SERVICE_MAIL_TO). */
  'order-complaint': z.object({
    orderNumber,
    market: z.enum(MARKET_CODES),
    customerId: z.string().trim().min(1).max(100),
    name: z.string().trim().min(1).max(200),
    email: z.email().max(254),
    reason: z.enum(COMPLAINT_REASONS),
    items: complaintItems,
    message,
  }),
  /** The shopper's copy of the complaint. */
  'order-complaint-copy': z.object({
    firstName,
    orderNumber,
    reason: z.enum(COMPLAINT_REASONS),
    items: complaintItems,
    message,
  }),
  /** The order was cancelled (by the shopper, or because its payment failed or timed out). */
  'order-cancelled': z.object({
    firstName,
    orderNumber,
    market: z.enum(MARKET_CODES),
    currency: z.enum(['EUR', 'CHF']),
    /** What goes back to the shopper; 0 when nothing was paid. */
    refundCents: z.number().int().min(0),
  }),
} as const
