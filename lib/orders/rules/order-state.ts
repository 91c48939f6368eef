/** The states an order passes through (issue 11 item 5); helper ORD owns the transitions and aligns this union. */
export type OrderState =
  | 'pending_payment'
  | 'awaiting_transfer'
  | 'confirmed'
  | 'paid'
  | 'shipped'
  | 'cancelled'
  | 'payment_failed'
