import 'server-only'

/**
 * A customer's orders as "everything the shop stores about a customer" holds them (GDPR Art. 15/20;
 * lib/account/server/export.ts): number, date, state, totals, lines, addresses, payments and complaints.
 * Never a provider secret: no provider reference, redirect address, refund reference or payment id.
 */
import { asc, desc, eq, inArray } from 'drizzle-orm'
import type { Db } from '@/lib/db'
import { orderComplaints, orderLines, orderPayments, orders } from '@/lib/db/schema'

export async function customerOrdersForExport(db: Db, customerId: string) {
  const rows = await db
    .select({
      id: orders.id,
      orderNumber: orders.orderNumber,
      market: orders.market,
      language: orders.language,
      currency: orders.currency,
      state: orders.state,
      placedAt: orders.placedAt,
      updatedAt: orders.updatedAt,
      customer: orders.customer,
      billingAddress: orders.billingAddress,
      shippingAddress: orders.shippingAddress,
      shippingKind: orders.shippingKind,
      totals: orders.totals,
      paymentMethod: orders.paymentMethod,
      voucherCode: orders.voucherCode,
    })
    .from(orders)
    .where(eq(orders.customerId, customerId))
    .orderBy(desc(orders.placedAt), desc(orders.id))
  if (rows.length === 0) return []
  const ids = rows.map((o) => o.id)
  const [lines, payments, complaints] = await Promise.all([
    db
      .select({
        orderId: orderLines.orderId,
        referenceKey: orderLines.referenceKey,
        name: orderLines.name,
        brand: orderLines.brand,
        quantity: orderLines.quantity,
        unitGrossCents: orderLines.unitGrossCents,
        totalGrossCents: orderLines.totalGrossCents,
        vatRateBp: orderLines.vatRateBp,
        customData: orderLines.customData,
      })
      .from(orderLines)
      .where(inArray(orderLines.orderId, ids))
      .orderBy(asc(orderLines.orderId), asc(orderLines.position)),
    db
      .select({
        orderId: orderPayments.orderId,
        method: orderPayments.method,
        status: orderPayments.status,
        amountCents: orderPayments.amountCents,
        createdAt: orderPayments.createdAt,
        updatedAt: orderPayments.updatedAt,
      })
      .from(orderPayments)
      .where(inArray(orderPayments.orderId, ids))
      .orderBy(asc(orderPayments.createdAt)),
    db
      .select({
        orderId: orderComplaints.orderId,
        items: orderComplaints.items,
        reason: orderComplaints.reason,
        text: orderComplaints.text,
        createdAt: orderComplaints.createdAt,
      })
      .from(orderComplaints)
      .where(inArray(orderComplaints.orderId, ids))
      .orderBy(asc(orderComplaints.createdAt), asc(orderComplaints.id)),
  ])
  // Each row without its order id: the order it belongs to holds it.
  const of = <T extends { orderId: number }>(list: T[], id: number): Omit<T, 'orderId'>[] =>
    list
      .filter((entry) => entry.orderId === id)
      .map((entry) => {
        const rest: Partial<T> = { ...entry }
        delete rest.orderId
        return rest as Omit<T, 'orderId'>
      })
  return rows.map(({ id, ...order }) => ({
    ...order,
    lines: of(lines, id).map(({ vatRateBp, customData, ...line }) => ({
      ...line,
      vatRate: vatRateBp / 100,
      customText: (customData as { customText?: Record<string, string> }).customText ?? null,
    })),
    payments: of(payments, id),
    complaints: of(complaints, id),
  }))
}

export type ExportedOrder = Awaited<ReturnType<typeof customerOrdersForExport>>[number]
