/**
 * The order mails' contents (issue 11 items 6 and 8): which texts of the `mail` namespace, with the order's
 * labels, amounts and notices from the `checkout` namespace (the same words as the checkout, the thank-you
 * page and the PDF invoice). Pure, like ./templates.ts, which frames them.
 */
import { orderFormat } from '@/lib/checkout/rules/order-format'
import { PREPAYMENT_DUE_DAYS, type SellerDetails } from '@/lib/config/invoice'
import type { Language } from '@/lib/config/markets'
import { bankRows, withdrawalNotice } from '@/lib/invoice/rules/invoice-content'
import { addressLines, type OrderView } from '@/lib/orders/rules/order-view'
import type { MailData } from './kinds'
import type { MailBlock, MailTableRow } from './layout'
import type { ORDER_MAIL_SCHEMAS } from './order-kinds'
import { shownArticleNumber } from '@/lib/catalog/rules/article-number'

export type OrderMailKind = keyof typeof ORDER_MAIL_SCHEMAS
type Text = (key: string, values?: Record<string, string | number>) => string

export interface OrderMailContext {
  /** A translator of the `checkout` namespace in the mail's language. */
  checkout: Text
  seller: SellerDetails
  language: Language
}

export const ORDER_GROUPS: Record<OrderMailKind, string> = {
  'order-confirmation': 'orderConfirmation',
  'order-complaint': 'orderComplaint',
  'order-complaint-copy': 'orderComplaintCopy',
  'order-cancelled': 'orderCancelled',
}

const p = (text: string): MailBlock => ({ type: 'paragraph', text })
const heading = (text: string): MailBlock => ({ type: 'heading', text })
const row = (cells: string[], strong = false): MailTableRow => ({ cells, strong })

function totalsRows(order: OrderView, c: Text): MailTableRow[] {
  const f = orderFormat(order)
  const { totals } = order
  return [
    row([c('summary.goods'), f.money(totals.goodsGrossCents)]),
    row([
      c('summary.shipping'),
      totals.shippingGrossCents === 0 ? c('summary.shippingFree') : f.money(totals.shippingGrossCents),
    ]),
    ...(totals.discountGrossCents > 0
      ? [
          row([
            order.voucher ? c('summary.voucher', { code: order.voucher.code }) : c('summary.discount'),
            f.money(-totals.discountGrossCents),
          ]),
        ]
      : []),
    row([c('summary.total'), f.money(totals.totalGrossCents)], true),
    ...totals.vat.map((part) =>
      row([c('summary.vatLine', { rate: f.rate(part.rate) }), f.money(part.vatCents)]),
    ),
    ...(totals.giftCardCents > 0
      ? [
          row([
            `${c('summary.giftCard')} ${order.giftCard?.code ?? ''}`.trim(),
            f.money(-totals.giftCardCents),
          ]),
          row([c('summary.payable'), f.money(totals.payableCents)], true),
        ]
      : []),
  ]
}

function paymentBlocks(order: OrderView, c: Text, seller: SellerDetails): MailBlock[] {
  const f = orderFormat(order)
  const names = order.payments.map((pay) => c(`payment.methods.${pay.method}`))
  const blocks: MailBlock[] = [heading(c('orders.detail.payment')), p(names.join(' + '))]
  const open = (method: string) =>
    order.payments.find((pay) => pay.method === method && pay.status !== 'paid')
  const transfer = open('V')
  if (transfer) {
    blocks.push(
      p(c('thankYou.prepayment.intro', { amount: f.money(transfer.amountCents), days: PREPAYMENT_DUE_DAYS })),
    )
    const rows: [string, string][] = [
      ...bankRows(seller.bank[order.currency], c, order.orderNumber),
      [c('thankYou.prepayment.amount'), f.money(transfer.amountCents)],
    ]
    blocks.push({ type: 'table', rows: rows.map((cells) => row(cells)) })
  }
  if (open('RE')) blocks.push(p(c('thankYou.invoice')))
  const cod = open('NN')
  if (cod) blocks.push(p(c('thankYou.cashOnDelivery', { amount: f.money(cod.amountCents) })))
  return blocks
}

function confirmation(d: MailData<'order-confirmation'>, t: Text, ctx: OrderMailContext): MailBlock[] {
  const { order } = d
  const c = ctx.checkout
  const f = orderFormat(order)
  const estimate = order.deliveryEstimate
  return [
    p(t('intro', { orderNumber: order.orderNumber, date: f.date(order.placedAt) })),
    heading(t('itemsHeading')),
    {
      type: 'table',
      head: [c('invoice.columns.quantity'), c('invoice.columns.item'), c('invoice.columns.total')],
      rows: order.lines.map((line) =>
        row([
          `${line.quantity} ×`,
          [
            line.brand ? `${line.brand} ${line.name}` : line.name,
            `${c('invoice.columns.articleNumber')} ${shownArticleNumber(line.referenceKey)} · ${f.money(line.unitGrossCents)}`,
            ...Object.values(line.customText ?? {}),
          ].join('\n'),
          f.money(line.totalGrossCents),
        ]),
      ),
    },
    { type: 'table', rows: totalsRows(order, c) },
    heading(t('addressesHeading')),
    {
      type: 'quote',
      label: c('address.billingHeading'),
      text: addressLines(order.billingAddress).join('\n'),
    },
    {
      type: 'quote',
      label: c('address.shippingHeading'),
      text: addressLines(order.shippingAddress).join('\n'),
    },
    ...paymentBlocks(order, c, ctx.seller),
    heading(c('delivery.heading')),
    p(
      estimate
        ? c('delivery.estimate', { from: f.date(estimate.from), to: f.date(estimate.to) })
        : c('delivery.noEstimate'),
    ),
    ...(d.orderUrl ? [{ type: 'button' as const, label: t('button'), href: d.orderUrl }] : []),
    p(t('invoiceAttached')),
    heading(c('legal.withdrawalLink')),
    p(withdrawalNotice(ctx.seller, c)),
  ]
}

type ComplaintData = MailData<'order-complaint-copy'>

function complaintBlocks(
  d: Pick<ComplaintData, 'orderNumber' | 'reason' | 'items' | 'message'>,
  t: Text,
  c: Text,
): MailBlock[] {
  return [
    { type: 'quote', label: c('invoice.orderNumber'), text: d.orderNumber },
    {
      type: 'table',
      caption: c('orders.complaint.items'),
      rows: d.items.map((item) =>
        row([`${item.name}${item.referenceKey ? ` (${item.referenceKey})` : ''}`, `${item.quantity} ×`]),
      ),
    },
    { type: 'quote', label: c('orders.complaint.reason'), text: c(`orders.complaint.reasons.${d.reason}`) },
    { type: 'quote', label: t('messageLabel'), text: d.message },
  ]
}

type OrderBody<K extends OrderMailKind> = (data: MailData<K>, t: Text, ctx: OrderMailContext) => MailBlock[]

export const ORDER_BODIES: { [K in OrderMailKind]: OrderBody<K> } = {
  'order-confirmation': confirmation,
  'order-complaint': (d, t, ctx) => [
    p(t('intro')),
    {
      type: 'quote',
      label: t('customerLabel'),
      text: `${d.name} · ${d.email} · ${d.customerId} · ${d.market}`,
    },
    ...complaintBlocks(d, t, ctx.checkout),
  ],
  'order-complaint-copy': (d, t, ctx) => [
    p(t('intro')),
    ...complaintBlocks(d, t, ctx.checkout),
    p(t('followUp')),
  ],
  'order-cancelled': (d, t, ctx) => {
    const f = orderFormat({ market: d.market, language: ctx.language, currency: d.currency })
    return [
      p(t('intro', { orderNumber: d.orderNumber })),
      p(d.refundCents > 0 ? t('refund', { amount: f.money(d.refundCents) }) : t('nothingPaid')),
      p(t('questions')),
    ]
  },
}
