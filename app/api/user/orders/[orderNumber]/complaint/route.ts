/**
 * POST /api/user/orders/{orderNumber}/complaint/ (issue 11 item 8): items (line ids and pieces), a
 * reason (missing, wrong, damaged, other) and a text; stored and mailed to customer service
 * with a copy to the customer. 201; 400 naming the field; 401 without a login; 403 cross-site; 404 not yours.
 */
import { requireCustomer } from '@/lib/account/server/current'
import { getDb } from '@/lib/db'
import { NO_STORE } from '@/lib/http/rules/errors'
import { mutation } from '@/lib/http/server'
import { complaintSchema, orderNumberParams } from '@/lib/orders/rules/schemas'
import { fileComplaint } from '@/lib/orders/server/complaint'

export const POST = mutation(
  { params: orderNumberParams, body: complaintSchema },
  async ({ params, body, session }) => {
    const customer = await requireCustomer(session)
    const complaint = await fileComplaint(await getDb(), customer.id, params.orderNumber, body)
    return Response.json({ type: 'success', complaint }, { status: 201, headers: NO_STORE })
  },
)
