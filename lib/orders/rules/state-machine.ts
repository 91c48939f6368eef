/**
 * The order state machine (issue 11 item 5): explicit states, the events that move an order, and the one
 * table of allowed transitions. Anything not in the table is refused, so a webhook delivered twice or a
 * late "paid" after a cancellation changes nothing.
 *
 * The model:
 * - online methods (card, PayPal, Klarna, TWINT, iDEAL, Apple Pay) start in `pending_payment`; the
 *   provider's answer moves them to `paid` (paid or authorized) or `payment_failed` (failed, canceled,
 *   expired alike: stock back, voucher and gift card debits reversed, basket restored);
 * - invoice (RE) and cash on delivery (NN) are `confirmed` at once: the shop ships and is paid later,
 *   outside this machine;
 * - prepayment (V) waits in `awaiting_transfer` until the transfer arrives (`paid`) or the wait expires
 *   (`payment_failed`);
 * - a gift card that covers everything makes the order `paid` at once;
 * - `paid` and `confirmed` orders are shipped (`shipped`); until then they, and unpaid ones, may be
 *   `cancelled` (stock back, debits reversed, a paid online payment refunded; the basket is not restored).
 */
import type { PaymentCode } from '@/lib/config/payment'
import type { PaymentStatus } from './payment-port'

export const ORDER_STATES = [
  'pending_payment',
  'paid',
  'confirmed',
  'awaiting_transfer',
  'shipped',
  'payment_failed',
  'cancelled',
] as const
export type OrderState = (typeof ORDER_STATES)[number]

export type OrderEvent =
  | 'payment_paid'
  | 'payment_failed'
  | 'payment_canceled'
  | 'payment_expired'
  | 'transfer_received'
  | 'ship'
  | 'cancel'

const TRANSITIONS: Readonly<Record<OrderState, Partial<Record<OrderEvent, OrderState>>>> = {
  pending_payment: {
    payment_paid: 'paid',
    payment_failed: 'payment_failed',
    payment_canceled: 'payment_failed',
    payment_expired: 'payment_failed',
    cancel: 'cancelled',
  },
  awaiting_transfer: { transfer_received: 'paid', payment_expired: 'payment_failed', cancel: 'cancelled' },
  paid: { ship: 'shipped', cancel: 'cancelled' },
  confirmed: { ship: 'shipped', cancel: 'cancelled' },
  shipped: {},
  payment_failed: {},
  cancelled: {},
}

/** The state an event leads to, or null when the event is not allowed in this state. */
export function nextState(state: OrderState, event: OrderEvent): OrderState | null {
  return TRANSITIONS[state][event] ?? null
}

/** Invoice and cash on delivery: settled after delivery. */
export const SETTLED_LATER: readonly PaymentCode[] = ['RE', 'NN']
/** Prepayment: the shopper transfers the money first. */
export const PAID_BY_TRANSFER: readonly PaymentCode[] = ['V']
export { isOnlineMethod } from '@/lib/checkout/rules/payment-methods'

/** Where a new order starts, by the method paying what the gift card leaves. */
export function initialState(method: PaymentCode, payableCents: number): OrderState {
  if (payableCents === 0) return 'paid'
  if (SETTLED_LATER.includes(method)) return 'confirmed'
  if (PAID_BY_TRANSFER.includes(method)) return 'awaiting_transfer'
  return 'pending_payment'
}

/** The event a provider's payment status means; null for statuses that change nothing (open, pending…). */
export function eventOfPaymentStatus(status: PaymentStatus): OrderEvent | null {
  switch (status) {
    case 'paid':
    case 'authorized':
      return 'payment_paid'
    case 'failed':
      return 'payment_failed'
    case 'canceled':
      return 'payment_canceled'
    case 'expired':
      return 'payment_expired'
    default:
      return null
  }
}

/** Stock, voucher use and gift card debit go back when an order ends unpaid or cancelled. */
export const releasesGoods = (to: OrderState) => to === 'payment_failed' || to === 'cancelled'

/** A failed payment gives the shopper the basket back; a cancellation does not. */
export const restoresBasket = (to: OrderState) => to === 'payment_failed'

/**
 * The states whose order may still give its basket back (a payment that can still fail): the purge of
 * dead guests' baskets (lib/lists/server/purge.ts) keeps a basket such an order names.
 */
export const BASKET_RESTORING_STATES: readonly OrderState[] = ORDER_STATES.filter((state) =>
  Object.values(TRANSITIONS[state]).some((to) => to !== undefined && restoresBasket(to)),
)

/** Whether the customer's cancel dialog may be offered (the market's cancelOrder option decides too). */
export const isCancellable = (state: OrderState) => nextState(state, 'cancel') !== null

/** States whose order is placed for good (shown as an order), as opposed to unpaid or failed ones. */
export const isFinalState = (state: OrderState) => Object.keys(TRANSITIONS[state]).length === 0
