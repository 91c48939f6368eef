/**
 * How the shop's payment codes, languages and amounts read in Mollie's Payments API, and how Mollie's
 * statuses read as the port's (issue 11 item 4, production adapter). Klarna's three codes all open
 * Mollie's one Klarna method, where the shopper picks pay now, later or in instalments.
 */
import type { PaymentCode } from '@/lib/config/payment'
import type { PaymentStatus } from './port'

export const MOLLIE_METHODS: Partial<Record<PaymentCode, string>> = {
  KK: 'creditcard',
  PP: 'paypal',
  KC: 'klarna',
  KD: 'klarna',
  KN: 'klarna',
  TW: 'twint',
  IL: 'ideal',
  AP: 'applepay',
}

const MOLLIE_LOCALES = { de: 'de_DE', fr: 'fr_FR', nl: 'nl_NL' } as const
export const mollieLocale = (language: keyof typeof MOLLIE_LOCALES) => MOLLIE_LOCALES[language]

/** Mollie writes amounts as strings with two decimals. */
export function mollieAmount(cents: number, currency: string) {
  return { currency, value: (cents / 100).toFixed(2) }
}

export function centsOf(amount: { value: string } | undefined | null): number {
  return amount ? Math.round(Number(amount.value) * 100) : 0
}

const STATUSES: Record<string, PaymentStatus> = {
  open: 'open',
  pending: 'pending',
  authorized: 'authorized',
  paid: 'paid',
  failed: 'failed',
  canceled: 'canceled',
  expired: 'expired',
}

/** A paid payment refunded in full reads as refunded; an unknown status as still pending. */
export function portStatus(status: string, amountCents: number, refundedCents: number): PaymentStatus {
  if (status === 'paid' && amountCents > 0 && refundedCents >= amountCents) return 'refunded'
  return STATUSES[status] ?? 'pending'
}

/** Mollie's payment ids: `tr_` and letters or digits. */
export const MOLLIE_PAYMENT_ID = /^tr_[A-Za-z0-9]{4,64}$/
