/**
 * What the PDF invoice of an order says (issue 11 item 4), as plain texts in the order's language; the
 * drawing is lib/invoice/server/invoice-pdf.ts. Invoice number = order number, date = the placement day.
 * Amounts are gross (prices include VAT); the VAT per rate is listed as contained in the total.
 */
import { orderFormat } from '@/lib/checkout/rules/order-format'
import type { BankAccount, SellerDetails } from '@/lib/config/invoice'
import { sellerAddressLine } from '@/lib/config/invoice'
import { addressLines, type OrderView } from '@/lib/orders/rules/order-view'
import { shownArticleNumber } from '@/lib/catalog/rules/article-number'

/** A translator of the `checkout` namespace (next-intl createTranslator). */
export type CheckoutTranslate = (key: string, values?: Record<string, string | number>) => string

export interface InvoiceRow {
  quantity: string
  name: string
  /** Personalisation texts, one line. */
  detail: string | null
  articleNumber: string
  unitPrice: string
  total: string
  vat: string
}

export interface InvoiceContent {
  title: string
  seller: string[]
  /** The small sender line above the address window. */
  senderLine: string
  meta: [string, string][]
  billing: { heading: string; lines: string[] }
  shipping: { heading: string; lines: string[] }
  columns: InvoiceRow
  rows: InvoiceRow[]
  totals: { label: string; value: string; strong?: boolean }[]
  vat: { heading: string; rows: [string, string][] }
  payment: string[]
  bank: [string, string][] | null
  withdrawal: string
  notes: string[]
}

/** The methods whose invoice asks for a bank transfer. */
const TRANSFER_METHODS = new Set(['V', 'RE'])

export function bankRows(account: BankAccount, t: CheckoutTranslate, reference?: string): [string, string][] {
  return [
    [t('thankYou.prepayment.accountHolder'), account.accountHolder],
    [t('thankYou.prepayment.iban'), account.iban],
    [t('thankYou.prepayment.bic'), account.bic],
    [t('thankYou.prepayment.bank'), account.bank],
    ...(reference ? [[t('thankYou.prepayment.reference'), reference] as [string, string]] : []),
  ]
}

/** The withdrawal notice with the seller filled in (also in the confirmation mail). */
export const withdrawalNotice = (seller: SellerDetails, t: CheckoutTranslate) =>
  t('legal.withdrawalNotice', {
    seller: seller.company,
    address: sellerAddressLine(seller),
    email: seller.email,
  })

export function invoiceContent(
  order: OrderView,
  seller: SellerDetails,
  t: CheckoutTranslate,
): InvoiceContent {
  const f = orderFormat(order)
  const percent = (rate: number) => `${f.rate(rate)} %`
  const { totals } = order
  const transfer = order.payments.find((p) => TRANSFER_METHODS.has(p.method) && p.status !== 'paid')
  const main = order.payments.find((p) => p.method !== 'G') ?? order.payments[0]
  const payment: string[] = []
  if (main) payment.push(t('invoice.paymentMethod', { method: t(`payment.methods.${main.method}`) }))
  if (transfer?.method === 'V')
    payment.push(
      t('invoice.prepayment', { amount: f.money(transfer.amountCents), orderNumber: order.orderNumber }),
    )
  else if (transfer?.method === 'RE')
    payment.push(t('invoice.invoiceDue', { amount: f.money(transfer.amountCents) }))
  else if (order.payments.length > 0 && order.payments.every((p) => p.status === 'paid'))
    payment.push(t('invoice.paid'))

  return {
    title: `${t('invoice.title')} ${order.orderNumber}`,
    seller: [
      seller.brand,
      seller.company,
      seller.street,
      `${seller.postcode} ${seller.city}`,
      seller.email,
      `${t('invoice.vatId')} ${seller.vatId}`,
    ],
    senderLine: `${seller.company} · ${sellerAddressLine(seller)}`,
    meta: [
      [t('invoice.number'), order.orderNumber],
      [t('invoice.orderNumber'), order.orderNumber],
      [t('invoice.date'), f.date(order.placedAt)],
      ...(order.customer.isGuestCustomer
        ? []
        : [[t('invoice.customerNumber'), order.customer.id] as [string, string]]),
    ],
    billing: { heading: t('invoice.billingAddress'), lines: addressLines(order.billingAddress) },
    shipping: { heading: t('invoice.shippingAddress'), lines: addressLines(order.shippingAddress) },
    columns: {
      quantity: t('invoice.columns.quantity'),
      name: t('invoice.columns.item'),
      detail: null,
      articleNumber: t('invoice.columns.articleNumber'),
      unitPrice: t('invoice.columns.unitPrice'),
      total: t('invoice.columns.total'),
      vat: t('invoice.columns.vat'),
    },
    rows: order.lines.map((line) => ({
      quantity: String(line.quantity),
      name: line.brand ? `${line.brand} ${line.name}` : line.name,
      detail: line.customText ? Object.values(line.customText).join(' · ') || null : null,
      articleNumber: shownArticleNumber(line.referenceKey),
      unitPrice: f.money(line.unitGrossCents),
      total: f.money(line.totalGrossCents),
      vat: percent(line.vatRate),
    })),
    totals: [
      { label: t('invoice.goods'), value: f.money(totals.goodsGrossCents) },
      { label: t('invoice.shipping'), value: f.money(totals.shippingGrossCents) },
      ...(totals.discountGrossCents > 0
        ? [
            {
              label: order.voucher
                ? `${t('invoice.discount')} (${order.voucher.code})`
                : t('invoice.discount'),
              value: f.money(-totals.discountGrossCents),
            },
          ]
        : []),
      { label: t('invoice.total'), value: f.money(totals.totalGrossCents), strong: true },
      ...(totals.giftCardCents > 0
        ? [
            {
              label: order.giftCard
                ? `${t('invoice.giftCard')} (${order.giftCard.code})`
                : t('invoice.giftCard'),
              value: f.money(-totals.giftCardCents),
            },
            { label: t('invoice.payable'), value: f.money(totals.payableCents), strong: true },
          ]
        : []),
    ],
    vat: {
      heading: t('invoice.vatHeading'),
      rows: totals.vat.map((part) => [
        t('invoice.vatRow', { rate: f.rate(part.rate), net: f.money(part.netCents) }),
        f.money(part.vatCents),
      ]),
    },
    payment,
    bank: transfer
      ? bankRows(seller.bank[order.currency], t, transfer.method === 'V' ? order.orderNumber : undefined)
      : null,
    withdrawal: withdrawalNotice(seller, t),
    notes: [t('invoice.deliveryDate'), t('invoice.thanks', { brand: seller.brand })],
  }
}
