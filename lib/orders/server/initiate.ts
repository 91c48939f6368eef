import 'server-only'

/**
 * Starting an order's online payment after its transaction committed (issue 11 item 5): exactly one
 * request claims the payment (`initiated_at`) and asks the port; repeats of the placement (same attempt
 * key) wait briefly for its redirect address instead of starting a second payment. A port that fails
 * leaves the payment failed, and the order goes the failed way (stock, voucher, gift card, basket back).
 */
import { and, asc, eq, isNull, sql } from 'drizzle-orm'
import { marketOrigin } from '@/lib/config/origin'
import { getMarket } from '@/lib/config'
import type { MarketCode } from '@/lib/config/markets'
import type { PaymentCode } from '@/lib/config/payment'
import type { Db } from '@/lib/db'
import { orderPayments, orders, type OrderPaymentRow, type OrderRow } from '@/lib/db/schema'
import { HttpError } from '@/lib/http/rules/errors'
import { ORDER_MESSAGES } from '../rules/messages'
import type { PaymentPort } from '../rules/payment-port'
import { isOnlineMethod } from '../rules/state-machine'
import { lockOrder, transitionOrder } from './transition'
import { logFailure } from '@/lib/http/server/failure'

export interface PlacedAnswer {
  orderNumber: string
  redirectUrl: string | null
  next: 'thank-you' | 'payment'
}

const WAIT_STEP_MS = 50
const WAIT_STEPS = 100

async function onlinePayment(db: Db, order: OrderRow): Promise<OrderPaymentRow | null> {
  const rows = await db
    .select()
    .from(orderPayments)
    .where(eq(orderPayments.orderId, order.id))
    .orderBy(asc(orderPayments.createdAt))
  return rows.find((p) => isOnlineMethod(p.method as PaymentCode)) ?? null
}

export function paymentLinks(order: Pick<OrderRow, 'market'>, paymentId: string) {
  const origin = marketOrigin(getMarket(order.market as MarketCode))
  return {
    returnUrl: `${origin}/api/checkout/payment/return/?payment=${paymentId}`,
    webhookUrl: `${origin}/api/checkout/payment/webhook/`,
  }
}

async function failPayment(db: Db, order: OrderRow, paymentId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(orderPayments)
      .set({ status: 'failed', updatedAt: sql`now()` })
      .where(eq(orderPayments.paymentId, paymentId))
    const locked = await lockOrder(tx, order.id)
    if (locked) await transitionOrder(tx, locked, 'payment_failed')
  })
}

async function initiate(
  db: Db,
  port: PaymentPort,
  order: OrderRow,
  payment: OrderPaymentRow,
): Promise<string> {
  try {
    const started = await port.initiate({
      paymentId: payment.paymentId,
      orderNumber: order.orderNumber,
      method: payment.method as PaymentCode,
      amountCents: payment.amountCents,
      currency: order.currency as 'EUR' | 'CHF',
      language: order.language as 'de' | 'fr' | 'nl',
      description: order.orderNumber,
      ...paymentLinks(order, payment.paymentId),
    })
    await db
      .update(orderPayments)
      .set({ providerRef: started.providerRef, redirectUrl: started.redirectUrl, updatedAt: sql`now()` })
      .where(eq(orderPayments.paymentId, payment.paymentId))
    return started.redirectUrl
  } catch (error) {
    logFailure(`[orders] payment of ${order.orderNumber} could not be started`, error)
    await failPayment(db, order, payment.paymentId)
    throw new HttpError(502, ORDER_MESSAGES.paymentNotStarted)
  }
}

/** The placement's answer for a committed order: starts its online payment once, or waits for it. */
export async function placedAnswer(
  db: Db,
  port: () => Promise<PaymentPort>,
  order: OrderRow,
): Promise<PlacedAnswer> {
  const thanks: PlacedAnswer = { orderNumber: order.orderNumber, redirectUrl: null, next: 'thank-you' }
  if (order.state === 'payment_failed') throw new HttpError(409, ORDER_MESSAGES.paymentFailed)
  const payment = order.state === 'pending_payment' ? await onlinePayment(db, order) : null
  if (!payment) return thanks
  const claimed = await db
    .update(orderPayments)
    .set({ initiatedAt: sql`now()` })
    .where(and(eq(orderPayments.paymentId, payment.paymentId), isNull(orderPayments.initiatedAt)))
    .returning({ paymentId: orderPayments.paymentId })
  if (claimed.length > 0) {
    return { ...thanks, redirectUrl: await initiate(db, await port(), order, payment), next: 'payment' }
  }
  for (let step = 0; step < WAIT_STEPS; step++) {
    const [current] = await db
      .select({ redirectUrl: orderPayments.redirectUrl, status: orderPayments.status, state: orders.state })
      .from(orderPayments)
      .innerJoin(orders, eq(orders.id, orderPayments.orderId))
      .where(eq(orderPayments.paymentId, payment.paymentId))
    if (current?.state === 'payment_failed') throw new HttpError(502, ORDER_MESSAGES.paymentNotStarted)
    if (current?.redirectUrl) return { ...thanks, redirectUrl: current.redirectUrl, next: 'payment' }
    if (current?.state !== 'pending_payment') return thanks
    await new Promise((resolve) => setTimeout(resolve, WAIT_STEP_MS))
  }
  return { ...thanks, next: 'payment' }
}
