import 'server-only'

/**
 * Reading orders for the shopper (issue 11 items 7, 8): a customer's orders page by page and one of them
 * by number (another customer's number is simply not found: 404), and the order a session just placed
 * (the thank-you page shows it to that session only).
 */
import { and, count, desc, eq } from 'drizzle-orm'
import type { Db } from '@/lib/db'
import { orders, type OrderRow } from '@/lib/db/schema'
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
  const entries: OrderListEntry[] = rows.map((o) => ({
    orderNumber: o.orderNumber,
    placedAt: o.placedAt.toISOString(),
    state: o.state,
    totalGrossCents: o.totalGrossCents,
    currency: o.currency,
    paymentMethod: o.paymentMethod,
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
