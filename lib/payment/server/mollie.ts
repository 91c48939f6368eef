import 'server-only'

/**
 * The production adapter of the payment port: Mollie's Payments API through @mollie/api-client (issue 11
 * item 4), chosen by MOLLIE_API_KEY. Mollie's webhook carries only the payment id, so it is verified by
 * fetching that payment from Mollie: a forged id is unknown there, and the status comes from Mollie.
 */
import createMollieClient, { type Payment } from '@mollie/api-client'
import {
  centsOf,
  MOLLIE_METHODS,
  MOLLIE_PAYMENT_ID,
  mollieAmount,
  mollieLocale,
  portStatus,
} from '../rules/mollie-mapping'
import type { PaymentPort, PaymentStatus } from '../rules/port'

const statusOf = (payment: Payment): PaymentStatus =>
  portStatus(payment.status, centsOf(payment.amount), centsOf(payment.amountRefunded))

export function molliePaymentPort(apiKey: string): PaymentPort {
  const client = createMollieClient({ apiKey })
  const fetchPayment = (id: string) => client.payments.get(id)
  return {
    name: 'mollie',
    async initiate(input) {
      const method = MOLLIE_METHODS[input.method]
      if (!method) throw new Error(`no Mollie method for ${input.method}`)
      const payment = await client.payments.create({
        amount: mollieAmount(input.amountCents, input.currency),
        description: input.description,
        redirectUrl: input.returnUrl,
        webhookUrl: input.webhookUrl,
        locale: mollieLocale(input.language) as never,
        method: method as never,
        metadata: { paymentId: input.paymentId, orderNumber: input.orderNumber },
        idempotencyKey: input.paymentId,
      })
      const redirectUrl = payment.getCheckoutUrl()
      if (!redirectUrl) throw new Error(`Mollie gave no checkout address for ${payment.id}`)
      return { providerRef: payment.id, redirectUrl, status: statusOf(payment) }
    },
    async status(ref) {
      return statusOf(await fetchPayment(ref))
    },
    async capture(ref, amountCents) {
      const payment = await fetchPayment(ref)
      await client.paymentCaptures.create({
        paymentId: ref,
        amount: mollieAmount(amountCents, payment.amount.currency),
      })
      return statusOf(await fetchPayment(ref))
    },
    async cancel(ref) {
      const payment = await client.payments.cancel(ref)
      return statusOf(payment)
    },
    async refund(ref, amountCents) {
      const payment = await fetchPayment(ref)
      const refund = await client.paymentRefunds.create({
        paymentId: ref,
        amount: mollieAmount(amountCents, payment.amount.currency),
      })
      return { refundRef: refund.id }
    },
    async parseWebhook({ rawBody }) {
      const id = new URLSearchParams(rawBody).get('id') ?? ''
      if (!MOLLIE_PAYMENT_ID.test(id)) return null
      try {
        const payment = await fetchPayment(id)
        return { providerRef: payment.id, status: statusOf(payment), amountCents: centsOf(payment.amount) }
      } catch {
        return null
      }
    },
  }
}
