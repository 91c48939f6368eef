import 'server-only'

/**
 * The account's order screens read through here (issue 11 item 8): the list page by page, one order with
 * its line ids and product ids (for the line cards' links and the complaint form), the order an invoice is
 * rendered from. Another customer's order, or a number of no shape, is simply null (the page's 404).
 */
import { and, asc, eq } from 'drizzle-orm'
import { getDb, type Db } from '@/lib/db'
import { orderLines, orders, type OrderRow } from '@/lib/db/schema'
import type { OrderView } from '../rules/order-view'
import { ORDER_NUMBER_PATTERN } from '../rules/order-number'
import { isCancellable } from '../rules/state-machine'
import { listCustomerOrders } from './queries'
import { orderView } from './view'

/** A line of the detail as the screens need it beyond the view: its id (complaints) and product (links). */
export interface AccountOrderLine {
  lineId: number
  productId: number
}

export interface AccountOrderDetail {
  order: OrderView
  /** In the order of `order.lines`. */
  lines: AccountOrderLine[]
  /** The market's cancelOrder option is on and the state allows it. */
  cancellable: boolean
}

export async function findCustomerOrder(
  db: Db,
  customerId: string,
  orderNumber: string,
): Promise<OrderRow | null> {
  if (!ORDER_NUMBER_PATTERN.test(orderNumber)) return null
  const [order] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.orderNumber, orderNumber), eq(orders.customerId, customerId)))
    .limit(1)
  return order ?? null
}

export async function customerOrderDetail(
  db: Db,
  customerId: string,
  orderNumber: string,
  cancelOrderOption: boolean,
): Promise<AccountOrderDetail | null> {
  const row = await findCustomerOrder(db, customerId, orderNumber)
  if (!row) return null
  const [order, lines] = await Promise.all([
    orderView(db, row),
    db
      .select({ lineId: orderLines.id, productId: orderLines.productId })
      .from(orderLines)
      .where(eq(orderLines.orderId, row.id))
      .orderBy(asc(orderLines.position)),
  ])
  return { order, lines, cancellable: cancelOrderOption && isCancellable(row.state) }
}

/** The customer's order as the invoice reads it, or null. */
export async function customerOrderView(
  db: Db,
  customerId: string,
  orderNumber: string,
): Promise<OrderView | null> {
  const row = await findCustomerOrder(db, customerId, orderNumber)
  return row ? orderView(db, row) : null
}

/** For the pages (server components), which reach the database only through lib. */
export async function loadCustomerOrders(customerId: string, page: number) {
  return listCustomerOrders(await getDb(), customerId, page)
}

export async function loadCustomerOrderDetail(
  customerId: string,
  orderNumber: string,
  cancelOrderOption: boolean,
) {
  return customerOrderDetail(await getDb(), customerId, orderNumber, cancelOrderOption)
}
