import 'server-only'

/**
 * The order confirmation owed for every placed order (spec 01 §2 thank-you; the mail with its PDF
 * invoice): queued in the mail lane after the answer, so a burst of orders renders its mails one after
 * another rather than all beside the shoppers' requests; and a sweep that sends what a stopped server
 * never got to (the outbox's dedupe key keeps it to one mail per order).
 */
import { and, eq, gte, inArray, lte, notExists } from 'drizzle-orm'
import type { Db } from '@/lib/db'
import { mailOutbox, orders } from '@/lib/db/schema'
import { afterResponse } from '@/lib/http/server/after-response'
import { inMailLane } from '@/lib/mail/server/lane'
import type { OrderState } from '../rules/state-machine'
import { sendOrderMail } from './mails'
import { orderViewById } from './view'

/** States in which the shopper is owed the confirmation (a pending payment gets it once paid). */
export const CONFIRMED_STATES: OrderState[] = ['confirmed', 'awaiting_transfer', 'paid']
/** Younger orders may still be in the lane; older than a week the sweep gives up (the mail's own limit). */
const SWEEP_MIN_AGE_MS = 5 * 60_000
const SWEEP_MAX_AGE_MS = 7 * 86_400_000

async function confirm(db: Db, orderId: number) {
  const view = await orderViewById(db, orderId)
  if (view) await sendOrderMail({ kind: 'order-confirmation' }, view)
}

/** After the answer, in the mail lane: the order's confirmation with its invoice. */
export function confirmOrderLater(db: Db, orderId: number) {
  afterResponse(() => inMailLane(() => confirm(db, orderId)), 'order mail')
}

/** Sends the confirmations of orders that have none in the outbox; how many it sent. */
export async function sendMissingConfirmations(db: Db, now = new Date(), limit = 100): Promise<number> {
  const owed = await db
    .select({ id: orders.id })
    .from(orders)
    .where(
      and(
        inArray(orders.state, CONFIRMED_STATES),
        gte(orders.placedAt, new Date(now.getTime() - SWEEP_MAX_AGE_MS)),
        lte(orders.placedAt, new Date(now.getTime() - SWEEP_MIN_AGE_MS)),
        notExists(
          db
            .select({ id: mailOutbox.id })
            .from(mailOutbox)
            .where(
              and(eq(mailOutbox.kind, 'order-confirmation'), eq(mailOutbox.dedupeKey, orders.orderNumber)),
            ),
        ),
      ),
    )
    .orderBy(orders.placedAt)
    .limit(limit)
  for (const { id } of owed) await inMailLane(() => confirm(db, id))
  return owed.length
}
