import 'server-only'

/**
 * What the thank-you page shows (issue 11 item 7): the order this visitor session just placed (by the
 * `?order=` number of the payment return, or its newest of the last day), as the order view, and whether
 * to offer a guest an account. No such order: the home page — the page never thanks for nothing.
 */
import { redirect } from 'next/navigation'
import type { Language } from '@/lib/config'
import { getDb } from '@/lib/db'
import { getPathname } from '@/lib/i18n/navigation'
import { withTrailingSlash } from '@/lib/i18n/trailing-slash'
import { ORDER_NUMBER_PATTERN } from '@/lib/orders/rules/order-number'
import type { OrderView } from '@/lib/orders/rules/order-view'
import { orderOfSession } from '@/lib/orders/server/queries'
import { orderView } from '@/lib/orders/server/view'
import { hashEmail, purchasePayload } from '../rules/purchase-tracking'
import { getVisitorSession } from '@/lib/session/server'

export interface ThankYouData {
  order: OrderView
  /** A guest order of a visitor not logged in: the page offers to turn it into an account. */
  offerAccount: boolean
  /** The frontend_purchase payload (spec 02 §7), the e-mail hashed here so the page never needs it. */
  purchase: Record<string, unknown>
}

export async function thankYouData(language: Language, orderParam: unknown): Promise<ThankYouData> {
  const session = await getVisitorSession()
  const number = typeof orderParam === 'string' && ORDER_NUMBER_PATTERN.test(orderParam) ? orderParam : null
  const db = await getDb()
  const row = session ? await orderOfSession(db, session.id, number) : null
  if (!session || !row) redirect(withTrailingSlash(getPathname({ locale: language, href: '/' })))
  const order = await orderView(db, row)
  return {
    order,
    offerAccount: row.customerId === null && !session.loggedIn,
    purchase: purchasePayload(order, await hashEmail(order.customer.email)),
  }
}
