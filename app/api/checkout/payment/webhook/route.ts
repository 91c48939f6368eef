/**
 * POST /api/checkout/payment/webhook/ (CONTRACT-11): the payment provider's call. Not same-origin by
 * nature, so it is verified by the port instead (signature, or Mollie: the payment fetched by id); a call
 * that is not genuine is 401 and changes nothing. A genuine one is applied idempotently
 * (applyPaymentEvent) and answered 200, also for a payment we do not know, so the provider stops retrying.
 */
import { getDb } from '@/lib/db'
import { errorResponse, NO_STORE } from '@/lib/http/rules/errors'
import { markSignedWebhook } from '@/lib/http/rules/signed-webhook'
import { knownHostOnly } from '@/lib/http/server'
import { readBodyText } from '@/lib/http/server/body'
import { failureResponse } from '@/lib/http/server/failure'
import { applyPaymentEvent } from '@/lib/orders/server/apply-payment'
import { orderPaymentPort } from '@/lib/orders/server/port'

export const POST = markSignedWebhook(
  knownHostOnly(async (request: Request): Promise<Response> => {
    try {
      const rawBody = await readBodyText(request)
      const event = await (await orderPaymentPort()).parseWebhook({ headers: request.headers, rawBody })
      if (!event) return errorResponse(401, 'webhook not verified')
      const { changed } = await applyPaymentEvent(await getDb(), event)
      return Response.json({ received: true, changed }, { headers: NO_STORE })
    } catch (error) {
      return failureResponse('[orders] webhook failed', error)
    }
  }),
)
