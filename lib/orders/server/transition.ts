import 'server-only'

/**
 * One state change of an order (lib/orders/rules/state-machine.ts) inside a transaction: the order row is
 * locked first, the table decides, and what the new state gives back is released in the same
 * transaction. A refused event changes nothing, so repeating an event is harmless.
 */
import { eq, sql } from 'drizzle-orm'
import { orders, type OrderRow } from '@/lib/db/schema'
import type { Tx } from '@/lib/db/transaction'
import { nextState, type OrderEvent, type OrderState } from '../rules/state-machine'
import { releaseOrder } from './release'

export async function lockOrder(tx: Tx, orderId: number): Promise<OrderRow | null> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update')
  return order ?? null
}

/** to is null when the event is not allowed in the order's state (nothing changed then). */
export async function transitionOrder(
  tx: Tx,
  order: OrderRow,
  event: OrderEvent,
): Promise<{ from: OrderState; to: OrderState | null }> {
  const to = nextState(order.state, event)
  if (!to) return { from: order.state, to: null }
  await tx
    .update(orders)
    .set({ state: to, updatedAt: sql`now()` })
    .where(eq(orders.id, order.id))
  await releaseOrder(tx, order, to)
  return { from: order.state, to }
}
