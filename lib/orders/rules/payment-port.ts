/**
 * The payment port as the orders see it (CONTRACT-11 "Payment port", owner helper PAY,
 * lib/payment/rules/port.ts). Kept here, with the contract's exact shape, until PAY's branch is merged;
 * then this file becomes `export type { … } from '@/lib/payment/rules/port'`.
 */
import type { PaymentCode } from '@/lib/config/payment'

export type PaymentStatus =
  | 'open'
  | 'pending'
  | 'authorized'
  | 'paid'
  | 'failed'
  | 'canceled'
  | 'expired'
  | 'refunded'

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
