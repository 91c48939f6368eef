import 'server-only'

/**
 * The order mails (issue 11 item 6), one thin entry: `sendOrderMail(kind, order)` queues the kind for the
 * order's customer (or customer service, for a complaint) in the order's language, once per kind and
 * order (the outbox's dedupe key). Templates and data schemas of these kinds are helper DOC's
 * (lib/mail/rules/kinds.ts); until a kind is known to the mail port, the message is only queued in the
 * outbox, and deliverPendingMail sends it once the kind exists. Never throws into the caller.
 */
import { serviceMailAddress } from '@/lib/account/server/service-mail'
import { getDb } from '@/lib/db'
import { isMailKind, type MailKind } from '@/lib/mail/rules/kinds'
import { enqueueMail } from '@/lib/mail/server/outbox'
import { sendMail } from '@/lib/mail/server/send'
import type { OrderView } from '../rules/order-view'

export const ORDER_MAIL_KINDS = [
  'order-confirmation',
  'order-complaint',
  'order-complaint-copy',
  'order-cancelled',
] as const
export type OrderMailKind = (typeof ORDER_MAIL_KINDS)[number]

export interface OrderMailExtra {
  /** A complaint: which one (dedupe key) and what it says. */
  complaint?: { id: number; reason: string; text: string; items: { lineId: number; quantity: number }[] }
}

export async function sendOrderMail(kind: OrderMailKind, order: OrderView, extra: OrderMailExtra = {}) {
  try {
    const db = await getDb()
    const to = kind === 'order-complaint' ? serviceMailAddress() : order.customer.email
    const dedupeKey = extra.complaint ? `${order.orderNumber}:${extra.complaint.id}` : order.orderNumber
    const data = { order, ...extra }
    const message = { kind, to, language: order.language, market: order.market, dedupeKey, data }
    const known: string = kind
    if (isMailKind(known)) {
      // DOC's data schema of the kind checks the shape; a mismatch is refused and logged by the port.
      await sendMail(db, { ...message, kind: known as MailKind, data: data as never })
    } else {
      await enqueueMail(db, {
        kind,
        recipient: to,
        language: order.language,
        market: order.market,
        dedupeKey,
        payload: data as unknown as Record<string, unknown>,
      })
    }
  } catch (error) {
    console.warn(`[orders] ${kind} mail of ${order.orderNumber} not queued`, error)
  }
}
