import 'server-only'

/**
 * The shopper's return from the payment page (CONTRACT-11 return route): the payment's status is asked
 * from the port (never taken from the address), applied like a webhook (whichever comes first wins, the
 * other changes nothing), and the shopper is sent on: to the thank-you page when paid, authorized or
 * still pending, back to the checkout with `?payment=failed` otherwise.
 */
import { eq } from 'drizzle-orm'
import type { Language } from '@/lib/config'
import type { Db } from '@/lib/db'
import { orderPayments, orders } from '@/lib/db/schema'
import { getPathname } from '@/lib/i18n/navigation'
import { withTrailingSlash } from '@/lib/i18n/trailing-slash'
import type { PaymentPort } from '../rules/payment-port'
import { applyPaymentEvent } from './apply-payment'

const slashed = (path: string) => withTrailingSlash(path.endsWith('/') ? path : `${path}/`)

/** The path to send the shopper to (relative to the shop's origin); null for an unknown payment. */
export async function returnFromPayment(
  db: Db,
  port: PaymentPort,
  paymentId: string,
): Promise<string | null> {
  const [found] = await db
    .select({
      providerRef: orderPayments.providerRef,
      orderNumber: orders.orderNumber,
      language: orders.language,
    })
    .from(orderPayments)
    .innerJoin(orders, eq(orders.id, orderPayments.orderId))
    .where(eq(orderPayments.paymentId, paymentId))
    .limit(1)
  if (!found?.providerRef) return null
  const status = await port.status(found.providerRef)
  await applyPaymentEvent(db, { providerRef: found.providerRef, status })
  const locale = found.language as Language
  if (status === 'paid' || status === 'authorized' || status === 'pending' || status === 'open') {
    return `${slashed(getPathname({ locale, href: '/thank-you' }))}?order=${encodeURIComponent(found.orderNumber)}`
  }
  return `${slashed(getPathname({ locale, href: '/checkout' }))}?payment=failed`
}
