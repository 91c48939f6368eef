import 'server-only'

/**
 * Order complaints (issue 11 item 8): items of the customer's own order (line ids, at most the pieces
 * ordered), a reason (missing, wrong, damaged, other) and a text. Stored, then mailed to
 * customer service with a copy to the customer (kinds of helper DOC, lib/orders/server/mails.ts).
 */
import { eq } from 'drizzle-orm'
import type { Db } from '@/lib/db'
import { orderComplaints, orderLines } from '@/lib/db/schema'
import { afterResponse } from '@/lib/http/server/after-response'
import { fieldError } from '@/lib/http/rules/errors'
import { ORDER_MESSAGES } from '../rules/messages'
import type { ComplaintInput } from '../rules/schemas'
import { sendOrderMail } from './mails'
import { requireCustomerOrder } from './queries'
import { orderView } from './view'

export async function fileComplaint(
  db: Db,
  customerId: string,
  orderNumber: string,
  input: ComplaintInput,
): Promise<{ id: number }> {
  const order = await requireCustomerOrder(db, customerId, orderNumber)
  const lines = await db
    .select({
      id: orderLines.id,
      quantity: orderLines.quantity,
      name: orderLines.name,
      referenceKey: orderLines.referenceKey,
    })
    .from(orderLines)
    .where(eq(orderLines.orderId, order.id))
  const ordered = new Map(lines.map((l) => [l.id, l]))
  const claimed = new Map<number, number>()
  for (const item of input.items) claimed.set(item.lineId, (claimed.get(item.lineId) ?? 0) + item.quantity)
  for (const [lineId, quantity] of claimed) {
    if (quantity > (ordered.get(lineId)?.quantity ?? 0))
      throw fieldError('body.items', ORDER_MESSAGES.complaintItems)
  }
  const items = [...claimed].map(([lineId, quantity]) => ({ lineId, quantity }))
  const [row] = await db
    .insert(orderComplaints)
    .values({ orderId: order.id, customerId, items, reason: input.reason, text: input.text })
    .returning({ id: orderComplaints.id })
  const id = row!.id
  afterResponse(async () => {
    const view = await orderView(db, order)
    const named = items.map(({ lineId, quantity }) => {
      const line = ordered.get(lineId)!
      return { name: line.name, referenceKey: line.referenceKey, quantity }
    })
    const complaint = { id, reason: input.reason, text: input.text, items: named }
    await sendOrderMail({ kind: 'order-complaint', complaint }, view)
    await sendOrderMail({ kind: 'order-complaint-copy', complaint }, view)
  }, 'complaint mails')
  return { id }
}
