import 'server-only'

/**
 * Reading orders for the shopper (spec 01 §2 thank-you, order list, order detail): a customer's orders page by page and one of them
 * by number (another customer's number is simply not found: 404), and the order a session just placed
 * (the thank-you page shows it to that session only).
 */
import { and, count, desc, eq, gte, inArray, sum } from 'drizzle-orm'
import type { Db } from '@/lib/db'
import { orderLines, orders, type OrderRow } from '@/lib/db/schema'
import { HttpError } from '@/lib/http/rules/errors'
import type { OrderState } from '../rules/state-machine'

export const ORDERS_PAGE_SIZE = 10

export interface OrderListEntry {
  orderNumber: string
  placedAt: string
  state: OrderState
  totalGrossCents: number
  currency: string
  paymentMethod: string
  /** Pieces ordered, over all lines. */
  itemCount: number
}

export async function listCustomerOrders(db: Db, customerId: string, page: number) {
  const mine = eq(orders.customerId, customerId)
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(orders)
      .where(mine)
      .orderBy(desc(orders.placedAt), desc(orders.id))
      .limit(ORDERS_PAGE_SIZE)
      .offset((page - 1) * ORDERS_PAGE_SIZE),
    db.select({ n: count() }).from(orders).where(mine),
  ])
  const pieces = new Map<number, number>()
  if (rows.length > 0) {
    const sums = await db
      .select({ orderId: orderLines.orderId, pieces: sum(orderLines.quantity) })
      .from(orderLines)
      .where(
        inArray(
          orderLines.orderId,
          rows.map((o) => o.id),
        ),
      )
      .groupBy(orderLines.orderId)
    for (const row of sums) pieces.set(row.orderId, Number(row.pieces ?? 0))
  }
  const entries: OrderListEntry[] = rows.map((o) => ({
    orderNumber: o.orderNumber,
    placedAt: o.placedAt.toISOString(),
    state: o.state,
    totalGrossCents: o.totalGrossCents,
    currency: o.currency,
    paymentMethod: o.paymentMethod,
    itemCount: pieces.get(o.id) ?? 0,
  }))
  const totalCount = total?.n ?? 0
  return {
    orders: entries,
    page,
    pageSize: ORDERS_PAGE_SIZE,
    total: totalCount,
    pages: Math.ceil(totalCount / ORDERS_PAGE_SIZE),
  }
}

/** The customer's order of this number in the shop, or 404. */
export async function requireCustomerOrder(
  db: Db,
  customerId: string,
  orderNumber: string,
): Promise<OrderRow> {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.orderNumber, orderNumber), eq(orders.customerId, customerId)))
    .limit(1)
  if (!order) throw new HttpError(404, 'order not found')
  return order
}

/** The order of this number if this session placed it (thank-you page), else null. */
export async function findSessionOrder(
  db: Db,
  sessionId: string,
  orderNumber: string,
): Promise<OrderRow | null> {
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.orderNumber, orderNumber), eq(orders.sessionId, sessionId)))
    .limit(1)
  return order ?? null
}

/** How long after placing it the thank-you page still shows an order without its number in the address. */
export const THANK_YOU_WINDOW_MS = 24 * 60 * 60 * 1000

/**
 * The order the thank-you page shows (issue 11 item 7), only ever one this session placed: the one of
 * that number, or without a number the session's newest order of the last 24 hours. Null otherwise
 * (another session's number is as unknown as a made-up one).
 */
export async function orderOfSession(
  db: Db,
  sessionId: string,
  orderNumber?: string | null,
  now = new Date(),
): Promise<OrderRow | null> {
  if (orderNumber) return findSessionOrder(db, sessionId, orderNumber)
  const [order] = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.sessionId, sessionId),
        gte(orders.placedAt, new Date(now.getTime() - THANK_YOU_WINDOW_MS)),
      ),
    )
    .orderBy(desc(orders.placedAt), desc(orders.id))
    .limit(1)
  return order ?? null
}
