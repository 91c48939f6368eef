import 'server-only'

/**
 * The order mails (issue 11 items 6 and 8) through the mail port: each kind gets the data its schema
 * (lib/mail/rules/order-kinds.ts) asks for, in the order's language, once per kind and order (the
 * outbox's dedupe key); a complaint goes to customer service and its copy to the shopper. Never throws
 * into the caller: the order stands whether or not its mail could be queued.
 */
import { describeError } from '@/lib/http/rules/failure'
import { serviceMailAddress } from '@/lib/account/server/service-mail'
import { getDb } from '@/lib/db'
import type { MailData } from '@/lib/mail/rules/kinds'
import { sendMail } from '@/lib/mail/server/send'
import type { OrderView } from '../rules/order-view'
import type { ComplaintInput } from '../rules/schemas'

/** A filed complaint as its mails tell it: its id (dedupe), the reason, the text and the items named. */
export interface ComplaintMail {
  id: number
  reason: ComplaintInput['reason']
  text: string
  items: { name: string; referenceKey: string; quantity: number }[]
}

type OrderMail =
  | { kind: 'order-confirmation'; orderUrl?: string }
  | { kind: 'order-cancelled'; refundCents: number }
  | { kind: 'order-complaint' | 'order-complaint-copy'; complaint: ComplaintMail }

function dataOf(mail: OrderMail, order: OrderView) {
  const { orderNumber, market, customer } = order
  switch (mail.kind) {
    case 'order-confirmation':
      return { order, orderUrl: mail.orderUrl } satisfies MailData<'order-confirmation'>
    case 'order-cancelled':
      return {
        firstName: customer.firstName,
        orderNumber,
        market,
        currency: order.currency,
        refundCents: mail.refundCents,
      } satisfies MailData<'order-cancelled'>
    case 'order-complaint': {
      const { reason, items, text } = mail.complaint
      return {
        orderNumber,
        market,
        customerId: customer.id,
        name: `${customer.firstName} ${customer.lastName}`.trim(),
        email: customer.email,
        reason,
        items,
        message: text,
      } satisfies MailData<'order-complaint'>
    }
    case 'order-complaint-copy': {
      const { reason, items, text } = mail.complaint
      return {
        firstName: customer.firstName,
        orderNumber,
        reason,
        items,
        message: text,
      } satisfies MailData<'order-complaint-copy'>
    }
  }
}

export async function sendOrderMail(mail: OrderMail, order: OrderView) {
  try {
    const complaint = 'complaint' in mail ? mail.complaint : null
    await sendMail(await getDb(), {
      kind: mail.kind,
      to: mail.kind === 'order-complaint' ? serviceMailAddress() : order.customer.email,
      language: order.language,
      market: order.market,
      dedupeKey: complaint ? `${order.orderNumber}:${complaint.id}` : order.orderNumber,
      data: dataOf(mail, order) as MailData<OrderMail['kind']>,
    })
  } catch (error) {
    console.warn(`[orders] ${mail.kind} mail of ${order.orderNumber} not queued: ${describeError(error)}`)
  }
}
