import 'server-only'

/**
 * The payment port the order routes use: helper PAY's `paymentPort()` (lib/payment/server/index.ts,
 * CONTRACT-11), loaded when a payment is first needed. Order code takes the port as a parameter
 * (placeOrder, cancelOrder), so tests hand in a fake one.
 */
import type { PaymentPort } from '../rules/payment-port'

export async function orderPaymentPort(): Promise<PaymentPort> {
  // @ts-expect-error lib/payment arrives with helper PAY's branch: the lead removes this line on merge.
  const { paymentPort } = (await import('@/lib/payment/server')) as { paymentPort: () => PaymentPort }
  return paymentPort()
}
