/**
 * GET /api/user/orders/?page= (issue 11 item 8): the logged-in customer's orders, newest first, ten a
 * page, with their state. 401 without a login.
 */
import { requireCustomer } from '@/lib/account/server/current'
import { getDb } from '@/lib/db'
import { query } from '@/lib/http/server'
import { orderListQuery } from '@/lib/orders/rules/schemas'
import { listCustomerOrders } from '@/lib/orders/server/queries'

export const GET = query({ query: orderListQuery }, async ({ query: q, session }) => {
  const customer = await requireCustomer(session)
  return listCustomerOrders(await getDb(), customer.id, q.page)
})
