import 'server-only'

/**
 * Placing an order (issue 11 item 5): the basket must be the caller's (403), the caller a customer or a
 * guest of this session (401); the basket is priced on the server and the plan checked
 * (./prepare.ts), then one transaction takes stock, voucher and gift card and writes the order
 * (./write-order.ts). The idempotency key makes a double click, a retried request or a returning redirect
 * answer the same order, also when they run at the same time. After the commit an online payment is
 * started through the port (./initiate.ts); offline methods and a gift card that pays everything go
 * straight to the thank-you page with their confirmation mail.
 */
import { eq } from 'drizzle-orm'
import type { Db } from '@/lib/db'
import { orderAttempts, orders, type OrderRow } from '@/lib/db/schema'
import { HttpError } from '@/lib/http/rules/errors'
import { ownedList, type ShopContext } from '@/lib/lists/rules/ownership'
import { ORDER_MESSAGES } from '../rules/messages'
import type { PaymentPort } from '../rules/payment-port'
import type { PlaceOrderInput } from '../rules/schemas'
import { placedAnswer, type PlacedAnswer } from './initiate'
import { confirmOrderLater } from './confirmations'
import { orderAddresses, orderingParty } from './parties'
import { planOrder } from './prepare'
import { writeOrder } from './write-order'

export interface PlaceOrderDeps {
  /** The payment port, asked only when an online payment starts. */
  port: () => Promise<PaymentPort>
  now?: Date
}

export type PlaceOrderResult = PlacedAnswer & { created: boolean }

/** The order an attempt key already placed, for this session only (another session's key: 409). */
async function repeatedOrder(db: Db, ctx: ShopContext, key: string): Promise<OrderRow | null> {
  const [attempt] = await db
    .select({ sessionId: orderAttempts.sessionId, order: orders })
    .from(orderAttempts)
    .innerJoin(orders, eq(orders.id, orderAttempts.orderId))
    .where(eq(orderAttempts.key, key))
    .limit(1)
  if (!attempt) return null
  if (attempt.sessionId !== ctx.session.id) throw new HttpError(409, ORDER_MESSAGES.attemptOfOtherSession)
  return attempt.order
}

export async function placeOrder(
  db: Db,
  ctx: ShopContext,
  input: PlaceOrderInput,
  deps: PlaceOrderDeps,
): Promise<PlaceOrderResult> {
  const owner = ownedList('basket', input.basketKey, ctx)
  const earlier = await repeatedOrder(db, ctx, input.idempotencyKey)
  if (earlier) return { ...(await placedAnswer(db, deps.port, earlier)), created: false }

  const now = deps.now ?? new Date()
  const party = await orderingParty(db, ctx.session, ctx.market)
  const addresses = await orderAddresses(db, party, ctx.market, input)
  let order: OrderRow | null
  try {
    const plan = await planOrder(db, ctx, owner, input, now)
    order = await writeOrder(db, { ctx, owner, attemptKey: input.idempotencyKey, party, addresses, plan })
  } catch (error) {
    // A parallel request with the same key placed the order meanwhile (this one found the basket empty).
    const placed = await repeatedOrder(db, ctx, input.idempotencyKey)
    if (placed) return { ...(await placedAnswer(db, deps.port, placed)), created: false }
    throw error
  }
  if (!order) {
    const placed = await repeatedOrder(db, ctx, input.idempotencyKey)
    if (!placed) throw new HttpError(409, ORDER_MESSAGES.basketChanged)
    return { ...(await placedAnswer(db, deps.port, placed)), created: false }
  }
  if (order.state !== 'pending_payment') confirmOrderLater(db, order.id)
  return { ...(await placedAnswer(db, deps.port, order)), created: true }
}
