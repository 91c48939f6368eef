/**
 * GET /api/user/orders/{orderNumber}/ (issue 11 item 8): one order of the logged-in customer as
 * `OrderView`, with its line ids (for a complaint) and whether it may be cancelled. Another customer's
 * order is 404, as is an unknown number; 401 without a login.
 */
import { requireCustomer } from '@/lib/account/server/current'
import { getDb } from '@/lib/db'
import { query } from '@/lib/http/server'
import { requestMarket } from '@/lib/routing/server/request-context'
import { orderNumberParams } from '@/lib/orders/rules/schemas'
import { requireCustomerOrder } from '@/lib/orders/server/queries'
import { orderDetail } from '@/lib/orders/server/view'

export const GET = query({ params: orderNumberParams }, async ({ params, session }) => {
  const customer = await requireCustomer(session)
  const db = await getDb()
  const order = await requireCustomerOrder(db, customer.id, params.orderNumber)
  return orderDetail(db, order, (await requestMarket()).options.cancelOrder)
})
