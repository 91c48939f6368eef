/**
 * GET /api/checkout/payment/return/?payment={paymentId} (CONTRACT-11): where the payment page sends the
 * shopper back. The status comes from the port and is applied (lib/orders/server/payment-return.ts);
 * answers a 303 to the thank-you page or back to the checkout, 404 for an unknown payment.
 */
import { z } from 'zod'
import { getDb } from '@/lib/db'
import { HttpError, NO_STORE } from '@/lib/http/rules/errors'
import { query } from '@/lib/http/server'
import { returnFromPayment } from '@/lib/orders/server/payment-return'
import { orderPaymentPort } from '@/lib/orders/server/port'

export const GET = query({ query: z.object({ payment: z.uuid() }) }, async ({ query: q }) => {
  const target = await returnFromPayment(await getDb(), await orderPaymentPort(), q.payment)
  if (!target) throw new HttpError(404, 'payment not found')
  // A relative Location: the browser stays on the host it came back to (request.url names the
  // server's own hostname, not the market's).
  return new Response(null, { status: 303, headers: { Location: target, ...NO_STORE } })
})
