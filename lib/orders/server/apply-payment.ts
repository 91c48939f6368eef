import 'server-only'

/**
 * A payment provider's word on a payment (CONTRACT-11 `applyPaymentEvent`): from the webhook or from the
 * shopper's return, in whichever order, as often as they come. Under the order's lock the payment's status
 * only moves forward (open → pending → authorized → paid; or failed, canceled, expired; paid → refunded),
 * and the order follows the state machine; the same event a second time finds nothing to change. A paid
 * order gets its confirmation mail (deduplicated per order); a failed one gives back stock, voucher use
 * and gift card debit and restores the basket (lib/orders/server/release.ts).
 */
import { eq, sql } from 'drizzle-orm'
import type { Db } from '@/lib/db'
import { orderPayments } from '@/lib/db/schema'
import type { PaymentEvent, PaymentStatus } from '../rules/payment-port'
import { eventOfPaymentStatus } from '../rules/state-machine'
import { confirmOrderLater } from './confirmations'
import { lockOrder, transitionOrder } from './transition'

const RANK: Record<PaymentStatus, number> = {
  open: 0,
  pending: 1,
  authorized: 2,
  paid: 3,
  failed: 3,
  canceled: 3,
  expired: 3,
  refunded: 4,
}

/** Whether a payment may move from one status to another: forward only, and paid only to refunded. */
export function paymentStatusMoves(from: PaymentStatus, to: PaymentStatus): boolean {
  if (from === to) return false
  if (RANK[from] === 3 && from !== 'paid') return false
  if (from === 'paid') return to === 'refunded'
  return RANK[to] > RANK[from]
}

export async function applyPaymentEvent(db: Db, event: PaymentEvent): Promise<{ changed: boolean }> {
  const outcome = await db.transaction(async (tx) => {
    const [found] = await tx
      .select({ orderId: orderPayments.orderId })
      .from(orderPayments)
      .where(eq(orderPayments.providerRef, event.providerRef))
      .limit(1)
    if (!found) return { changed: false, paidOrderId: null }
    const order = await lockOrder(tx, found.orderId)
    const [payment] = await tx
      .select()
      .from(orderPayments)
      .where(eq(orderPayments.providerRef, event.providerRef))
    if (!order || !payment) return { changed: false, paidOrderId: null }
    const status = event.status as PaymentStatus
    if (!paymentStatusMoves(payment.status as PaymentStatus, status))
      return { changed: false, paidOrderId: null }
    if ((status === 'paid' || status === 'authorized') && event.amountCents !== undefined) {
      if (event.amountCents !== payment.amountCents) {
        console.warn(`[orders] payment of ${order.orderNumber}: amount differs, event ignored`)
        return { changed: false, paidOrderId: null }
      }
    }
    await tx
      .update(orderPayments)
      .set({ status, updatedAt: sql`now()` })
      .where(eq(orderPayments.paymentId, payment.paymentId))
    const orderEvent = eventOfPaymentStatus(status)
    const moved = orderEvent ? await transitionOrder(tx, order, orderEvent) : { to: null }
    if (orderEvent === 'payment_paid' && !moved.to) {
      // Paid after the order had ended (failed, cancelled): the money must go back by hand.
      console.warn(`[orders] ${order.orderNumber} paid in state ${order.state}: refund it`)
    }
    return { changed: true, paidOrderId: moved.to === 'paid' ? order.id : null }
  })
  const paidOrderId = outcome.paidOrderId
  if (paidOrderId !== null) {
    confirmOrderLater(db, paidOrderId)
  }
  return { changed: outcome.changed }
}
