import 'client-only'
/**
 * The checkout's calls from the browser (issue 11 items 2, 7): the summary (a quote of the server's
 * totals), placing the order with its idempotency key, and the guest's account from the order just
 * placed. A refusal is thrown as lib/http's ApiRequestError (status, message key, fields, Retry-After).
 */
import type { Language } from '@/lib/config/markets'
import type { PaymentCode } from '@/lib/config/payment'
import { callJson } from '@/lib/http/client/json'
import type { CheckoutSummary } from '../rules/summary'

const locale = (language: Language) => `?locale=${encodeURIComponent(language)}`

export interface SummaryRequest {
  basketKey: string
  voucherCode?: string
  giftCard?: { code: string; pin: string }
  country?: string
  applePaySupported: boolean
}

export function fetchCheckoutSummary(input: SummaryRequest, language: Language, signal?: AbortSignal) {
  return callJson<CheckoutSummary>(`/api/checkout/summary/${locale(language)}`, {
    method: 'POST',
    body: JSON.stringify(input),
    ...(signal ? { signal } : {}),
  })
}

/** A typed address in the address book's field names, or an address book entry. */
export type CheckoutAddressInput = { addressId: number } | Record<string, string | null>

export interface PlaceOrderRequest {
  idempotencyKey: string
  basketKey: string
  billingAddress: CheckoutAddressInput
  shippingAddress: CheckoutAddressInput | null
  deliveryKind: CheckoutSummary['shippingKind']
  paymentMethod?: PaymentCode
  voucherCode?: string
  giftCard?: { code: string; pin: string }
  acceptTerms: true
}

export interface PlacedOrder {
  orderNumber: string
  redirectUrl: string | null
  next: 'thank-you' | 'payment'
}

export function placeOrder(input: PlaceOrderRequest, language: Language) {
  return callJson<PlacedOrder>(`/api/checkout/orders/${locale(language)}`, {
    method: 'POST',
    body: JSON.stringify(input),
  })
}

export function createGuestAccount(input: { orderNumber: string; password: string }, language: Language) {
  return callJson<{ type: 'success'; pending: true; email: string }>(
    `/api/checkout/guest-account/${locale(language)}`,
    { method: 'POST', body: JSON.stringify(input) },
  )
}
