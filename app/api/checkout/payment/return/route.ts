/**
 * GET /api/checkout/payment/return/?payment={paymentId} (CONTRACT-11): where the payment page sends the
 * shopper back. The status comes from the port and is applied (lib/orders/server/payment-return.ts);
 * answers a 303 to the thank-you page or back to the checkout, 404 for an unknown payment.
 */
import { z } from 'zod'
import { getDb } from '@/lib/db'
import { HttpError } from '@/lib/http/rules/errors'
import { query } from '@/lib/http/server'
import { returnFromPayment } from '@/lib/orders/server/payment-return'
import { orderPaymentPort } from '@/lib/orders/server/port'

export const GET = query({ query: z.object({ payment: z.uuid() }) }, async ({ query: q, request }) => {
  const target = await returnFromPayment(await getDb(), await orderPaymentPort(), q.payment)
  if (!target) throw new HttpError(404, 'payment not found')
  return Response.redirect(new URL(target, request.url), 303)
})
