/**
 * The payment port (issue 11 item 4): one small interface the orders use to start, follow, capture,
 * cancel and refund a payment and to verify a provider's webhook. Two implementations, chosen by
 * configuration (lib/payment/server/index.ts): the embedded payment service that runs with the shop, and
 * a real provider. Money in cents.
 */
import type { PaymentCode } from '@/lib/config/payment'

export const PAYMENT_STATUSES = [
  'open',
  'pending',
  'authorized',
  'paid',
  'failed',
  'canceled',
  'expired',
  'refunded',
] as const
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number]

export interface InitiatePayment {
  paymentId: string
  orderNumber: string
  method: PaymentCode
  amountCents: number
  currency: 'EUR' | 'CHF'
  language: 'de' | 'fr' | 'nl'
  description: string
  returnUrl: string
  webhookUrl: string
}
export interface InitiatedPayment {
  providerRef: string
  redirectUrl: string
  status: PaymentStatus
}
export interface PaymentEvent {
  providerRef: string
  status: PaymentStatus
  amountCents?: number
}
export interface PaymentPort {
  readonly name: 'embedded' | 'mollie'
  initiate(input: InitiatePayment): Promise<InitiatedPayment>
  status(providerRef: string): Promise<PaymentStatus>
  capture(providerRef: string, amountCents: number): Promise<PaymentStatus>
  cancel(providerRef: string): Promise<PaymentStatus>
  refund(providerRef: string, amountCents: number): Promise<{ refundRef: string }>
  parseWebhook(input: { headers: Headers; rawBody: string }): Promise<PaymentEvent | null>
}
