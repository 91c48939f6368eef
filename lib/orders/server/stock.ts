import 'server-only'

/**
 * Stock for orders (issue 11 item 5): taken atomically when an order is placed and given back when its
 * payment fails or it is cancelled. Goods from stock (BVC 1) are taken with one conditional update per
 * variant (`stock_quantity >= q`), so stock never goes below zero and never is oversold; goods delivered
 * later (BVC 2) take none. Variants are updated in id order, so two orders never wait on each other
 * crosswise (no deadlock).
 */
import { and, asc, eq, gte, sql } from 'drizzle-orm'
import { orderLines, variants } from '@/lib/db/schema'
import type { Tx } from '@/lib/db/transaction'
import { HttpError } from '@/lib/http/rules/errors'
import { ORDER_MESSAGES } from '../rules/messages'

export interface StockDemand {
  variantId: number
  quantity: number
  /** True for BVC 1 (ships from stock). */
  fromStock: boolean
}

/** Takes the pieces of every line from stock, or throws 409 naming each variant short of stock. */
export async function takeStock(tx: Tx, demands: readonly StockDemand[]): Promise<void> {
  const perVariant = new Map<number, number>()
  for (const d of demands) {
    if (d.fromStock) perVariant.set(d.variantId, (perVariant.get(d.variantId) ?? 0) + d.quantity)
  }
  const short: number[] = []
  for (const [variantId, quantity] of [...perVariant].sort(([a], [b]) => a - b)) {
    const taken = await tx
      .update(variants)
      .set({ stockQuantity: sql`${variants.stockQuantity} - ${quantity}` })
      .where(and(eq(variants.id, variantId), gte(variants.stockQuantity, quantity)))
      .returning({ id: variants.id })
    if (taken.length === 0) short.push(variantId)
  }
  if (short.length > 0) {
    throw new HttpError(
      409,
      ORDER_MESSAGES.outOfStock,
      short.map((id) => ({ field: `variants.${id}`, message: ORDER_MESSAGES.outOfStock })),
    )
  }
}

/** Gives back what an order took. The caller guarantees once (the state change under the order's lock). */
export async function returnStock(tx: Tx, orderId: number): Promise<void> {
  const taken = await tx
    .select({ variantId: orderLines.variantId, quantity: sql<number>`sum(${orderLines.stockTaken})::int` })
    .from(orderLines)
    .where(eq(orderLines.orderId, orderId))
    .groupBy(orderLines.variantId)
    .orderBy(asc(orderLines.variantId))
  for (const { variantId, quantity } of taken) {
    if (quantity <= 0) continue
    await tx
      .update(variants)
      .set({ stockQuantity: sql`${variants.stockQuantity} + ${quantity}` })
      .where(eq(variants.id, variantId))
  }
}
