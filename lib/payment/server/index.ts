import 'server-only'

/**
 * The payment port of this deployment (issue 11 item 4), chosen by configuration alone: Mollie when
 * MOLLIE_API_KEY is set (./mollie.ts), otherwise the embedded payment service that runs with the shop
 * (./embedded.ts, its hosted page under /pay/). README "Payments".
 */
import { getDb } from '@/lib/db'
import type { PaymentPort } from '../rules/port'
import { embeddedPaymentPort } from './embedded'
import { molliePaymentPort } from './mollie'

let mollie: PaymentPort | null = null

export async function paymentPort(
  env: Record<string, string | undefined> = process.env,
): Promise<PaymentPort> {
  const apiKey = env.MOLLIE_API_KEY?.trim()
  if (apiKey) return (mollie ??= molliePaymentPort(apiKey))
  return embeddedPaymentPort(getDb)
}
