/**
 * POST /api/user/orders/{orderNumber}/cancel/ (issue 11 item 8): the cancel order dialog's call. Only
 * where the market's cancelOrder option is on (else 404) and the state allows (else 409); stock comes
 * back, the payment is refunded through the port. 401 without a login, 403 cross-site, 404 not yours.
 */
import { requireCustomer } from '@/lib/account/server/current'
import { getDb } from '@/lib/db'
import { mutation } from '@/lib/http/server'
import { requestMarket } from '@/lib/routing/server/request-context'
import { orderNumberParams } from '@/lib/orders/rules/schemas'
import { cancelOrder } from '@/lib/orders/server/cancel'
import { orderPaymentPort } from '@/lib/orders/server/port'

export const POST = mutation({ params: orderNumberParams }, async ({ params, session }) => {
  const customer = await requireCustomer(session)
  const market = await requestMarket()
  return cancelOrder(await getDb(), customer.id, market, params.orderNumber, orderPaymentPort)
})
