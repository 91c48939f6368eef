import 'server-only'

/**
 * The customer's cancel (issue 11 item 8, spec 02 §3 shop option cancelOrder): only where the market
 * offers it (else 404, as the screen does not exist) and the state allows it (else 409). The order turns
 * `cancelled` under its lock, giving back stock, voucher use and gift card debit; after the commit the
 * online payment is refunded (paid, authorized) or cancelled (still open) through the port, and the
 * customer is mailed.
 */
import { eq, sql } from 'drizzle-orm'
import type { Market } from '@/lib/config'
import type { PaymentCode } from '@/lib/config/payment'
import type { Db } from '@/lib/db'
import { orderPayments } from '@/lib/db/schema'
import { afterResponse } from '@/lib/http/server/after-response'
import { HttpError } from '@/lib/http/rules/errors'
import { ORDER_MESSAGES } from '../rules/messages'
import type { PaymentPort } from '../rules/payment-port'
import { isOnlineMethod } from '../rules/state-machine'
import { sendOrderMail } from './mails'
import { requireCustomerOrder } from './queries'
import { lockOrder, transitionOrder } from './transition'
import { orderViewById } from './view'
import { logFailure } from '@/lib/http/server/failure'

export async function cancelOrder(
  db: Db,
  customerId: string,
  market: Market,
  orderNumber: string,
  port: () => Promise<PaymentPort>,
): Promise<{ state: 'cancelled' }> {
  if (!market.options.cancelOrder) throw new HttpError(404, ORDER_MESSAGES.cancelUnavailable)
  const found = await requireCustomerOrder(db, customerId, orderNumber)
  const payments = await db.transaction(async (tx) => {
    const order = await lockOrder(tx, found.id)
    if (!order) throw new HttpError(404, 'order not found')
    const { to } = await transitionOrder(tx, order, 'cancel')
    if (!to) throw new HttpError(409, ORDER_MESSAGES.notCancellable)
    return tx.select().from(orderPayments).where(eq(orderPayments.orderId, order.id))
  })
  let refundCents = 0
  for (const payment of payments) {
    if (!payment.providerRef || !isOnlineMethod(payment.method as PaymentCode)) continue
    try {
      const gateway = await port()
      if (payment.status === 'paid' || payment.status === 'authorized') {
        const { refundRef } = await gateway.refund(payment.providerRef, payment.amountCents)
        refundCents += payment.amountCents
        await db
          .update(orderPayments)
          .set({ status: 'refunded', refundRef, updatedAt: sql`now()` })
          .where(eq(orderPayments.paymentId, payment.paymentId))
      } else if (payment.status === 'open' || payment.status === 'pending') {
        const status = await gateway.cancel(payment.providerRef)
        await db
          .update(orderPayments)
          .set({ status, updatedAt: sql`now()` })
          .where(eq(orderPayments.paymentId, payment.paymentId))
      }
    } catch (error) {
      // The order stays cancelled; the refund is retried by hand from the log.
      logFailure(`[orders] refund of ${orderNumber} failed`, error)
    }
  }
  afterResponse(async () => {
    const view = await orderViewById(db, found.id)
    if (view) await sendOrderMail({ kind: 'order-cancelled', refundCents }, view)
  }, 'order mail')
  return { state: 'cancelled' }
}
