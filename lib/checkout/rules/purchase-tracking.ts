/**
 * The frontend_purchase event of spec 02 §7 for an order (issue 11 item 7), pushed once per order on the
 * thank-you page. Pure: the caller hashes the e-mail first (`hashEmail`, Web Crypto, async).
 * - money divided by 100 (spec 02 §3 "Amounts are held in minor units", §9 "Money for tracking")
 * - customer e-mail as SHA-256 of the trimmed, lowercased address
 * - payment_type: the first payment key, or the first non-gift-card key when there are several
 * - items: equal items (same variant and item group) merged by adding quantities (spec 02 §4); a free
 *   item of a buy_x_get_y promotion is tracked with price 0 and kept apart from the paid ones of its variant
 */
import type { PaymentCode } from '@/lib/config/payment'
import type { OrderView } from '@/lib/orders/rules/order-view'
import { GIFT_CARD } from './payment-methods'

export const PURCHASE_EVENT = 'frontend_purchase'

/** Cents to the currency unit with two decimals, as a number (tracking's money, spec 02 §9). */
export const trackingMoney = (cents: number) => Math.round(cents) / 100

/** The normalised address tracking hashes: trimmed and lowercased. */
export const normalizedEmail = (email: string) => email.trim().toLowerCase()

/** SHA-256 (hex) of the normalised e-mail, with Web Crypto (browser and Node). */
export async function hashEmail(email: string): Promise<string> {
  const bytes = new TextEncoder().encode(normalizedEmail(email))
  const digest = await globalThis.crypto.subtle.digest('SHA-256', bytes)
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('')
}

/** Spec 02 §7: the first payment key, or the first one that is not the gift card when there are several. */
export function paymentType(payments: readonly { method: PaymentCode }[]): PaymentCode | null {
  if (payments.length === 0) return null
  if (payments.length === 1) return payments[0]?.method ?? null
  return (payments.find((p) => p.method !== GIFT_CARD) ?? payments[0])?.method ?? null
}

export interface PurchaseItem {
  item_id: string
  item_name: string
  item_brand: string | null
  item_variant: string
  master_key: string
  item_group_id: string | null
  price: number
  quantity: number
  discount: number
  promotion_id: string | null
  custom_data?: Record<string, string>
}

type Line = OrderView['lines'][number]

/** The tracked items, equal ones merged (spec 02 §4), in the order they first appear. */
export function purchaseItems(lines: readonly Line[]): PurchaseItem[] {
  const merged = new Map<string, PurchaseItem>()
  const discountCents = new Map<string, number>()
  for (const line of lines) {
    const free = line.unitGrossCents === 0
    const key = `${line.variantId}|${line.itemGroupId ?? ''}|${free ? 'free' : 'paid'}`
    const cents = (discountCents.get(key) ?? 0) + line.promotionCents
    discountCents.set(key, cents)
    const found = merged.get(key)
    if (found) {
      found.quantity += line.quantity
      found.discount = trackingMoney(cents)
      continue
    }
    merged.set(key, {
      item_id: line.referenceKey,
      item_name: line.name,
      item_brand: line.brand,
      item_variant: String(line.variantId),
      master_key: line.masterKey,
      item_group_id: line.itemGroupId,
      price: trackingMoney(line.unitGrossCents),
      quantity: line.quantity,
      discount: trackingMoney(line.promotionCents),
      promotion_id: line.promotionId,
      ...(line.customText && { custom_data: line.customText }),
    })
  }
  return [...merged.values()]
}

/** The event's payload (without the event name). `emailHash` from `hashEmail(order.customer.email)`. */
export function purchasePayload(order: OrderView, emailHash: string): Record<string, unknown> {
  const tax = order.totals.vat.reduce((sum, part) => sum + part.vatCents, 0)
  return {
    transaction_id: order.orderNumber,
    customer_id: order.customer.id,
    customer_email_sha256: emailHash,
    isGuestCustomer: order.customer.isGuestCustomer,
    currency: order.currency,
    value: trackingMoney(order.totals.totalGrossCents),
    tax: trackingMoney(tax),
    shipping: trackingMoney(order.totals.shippingGrossCents),
    coupon: order.voucher?.code ?? null,
    coupon_code: order.voucher?.code ?? null,
    coupon_reduction_with_tax: trackingMoney(order.voucher?.reductionGrossCents ?? 0),
    giftcard_amount: trackingMoney(order.giftCard?.amountCents ?? 0),
    giftcard_code: order.giftCard?.code ?? null,
    payment_type: paymentType(order.payments),
    items: purchaseItems(order.lines),
  }
}
