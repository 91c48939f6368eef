import 'server-only'

/**
 * The payment port of this deployment (issue 11 item 4). Without configuration it is the embedded
 * payment service that runs with the shop (./embedded.ts, its hosted page under /pay/); the real
 * provider's adapter takes over by configuration alone (README "Payments").
 */
import { getDb } from '@/lib/db'
import type { PaymentPort } from '../rules/port'
import { embeddedPaymentPort } from './embedded'

export async function paymentPort(): Promise<PaymentPort> {
  return embeddedPaymentPort(await getDb())
}
