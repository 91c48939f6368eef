/**
 * What the embedded payment service does with a shopper's decision on its page and with the shop's
 * calls (issue 11 item 4), as one table: from which status an action is allowed and where it leads.
 * A payment left open for 30 minutes expires.
 */
import type { PaymentCode } from '@/lib/config/payment'
import type { PaymentStatus } from './port'

export type PaymentAction =
  | 'approve'
  | 'decline'
  | 'challenge'
  | 'pass-challenge'
  | 'fail-challenge'
  | 'cancel'
  | 'fail'
  | 'expire'
  | 'capture'
  | 'void'
  | 'refund'

export const PAYMENT_EXPIRES_AFTER_MINUTES = 30

/** Klarna pay later and instalments are authorised at the order and captured at shipping. */
const AUTHORIZE_ONLY: readonly PaymentCode[] = ['KC', 'KD']

const TRANSITIONS: Record<PaymentAction, Partial<Record<PaymentStatus, PaymentStatus>>> = {
  approve: { open: 'paid' },
  decline: { open: 'failed' },
  challenge: { open: 'pending' },
  'pass-challenge': { pending: 'paid' },
  'fail-challenge': { pending: 'failed' },
  cancel: { open: 'canceled', pending: 'canceled' },
  fail: { open: 'failed', pending: 'failed' },
  expire: { open: 'expired', pending: 'expired' },
  capture: { authorized: 'paid' },
  void: { open: 'canceled', pending: 'canceled', authorized: 'canceled' },
  refund: { paid: 'refunded' },
}

/** The status after `action`, or null when the action is not allowed from `from`. */
export function nextPaymentStatus(
  from: PaymentStatus,
  action: PaymentAction,
  method: PaymentCode,
): PaymentStatus | null {
  const to = TRANSITIONS[action][from] ?? null
  if (to === 'paid' && action !== 'capture' && AUTHORIZE_ONLY.includes(method)) return 'authorized'
  return to
}

export function isExpired(status: PaymentStatus, createdAt: Date, now: Date): boolean {
  const open = status === 'open' || status === 'pending'
  return open && now.getTime() - createdAt.getTime() >= PAYMENT_EXPIRES_AFTER_MINUTES * 60_000
}

/** The page's form of a method: a card form, a wallet sheet, or the provider's approve/cancel page. */
export type PaymentPageKind = 'card' | 'wallet' | 'redirect'

export function paymentPageKind(method: PaymentCode): PaymentPageKind {
  if (method === 'KK') return 'card'
  if (method === 'AP') return 'wallet'
  return 'redirect'
}
