/**
 * POST /api/pay/{ref}/: a decision on the embedded payment page (issue 11 item 4), sent by its plain
 * form. Same-origin only, body limited; every answer is a 303: back to the page with the fields in
 * question or the 3-D Secure step, or on to the shop's return address once the payment is decided.
 */
import { getDb } from '@/lib/db'
import { errorResponse, NO_STORE } from '@/lib/http/rules/errors'
import { knownHostOnly } from '@/lib/http/rules/host'
import { isSameOriginRequest } from '@/lib/http/rules/origin'
import { MAX_BODY_BYTES } from '@/lib/http/server/route'
import { decidePayment, decisionSchema } from '@/lib/payment/server/decide'
import { isPaymentRef } from '@/lib/payment/server/hosted-page'

const seeOther = (location: string) => new Response(null, { status: 303, headers: { location, ...NO_STORE } })

export const POST = knownHostOnly(async (request: Request, context: { params: Promise<{ ref: string }> }) => {
  const { ref } = await context.params
  if (!isSameOriginRequest(request)) return errorResponse(403, 'cross-site request')
  if (!isPaymentRef(ref)) return errorResponse(404, 'unknown payment')
  if (Number(request.headers.get('content-length') ?? 0) > MAX_BODY_BYTES) {
    return errorResponse(413, 'request body too large')
  }
  const raw = await request.text()
  if (Buffer.byteLength(raw) > MAX_BODY_BYTES) return errorResponse(413, 'request body too large')
  const parsed = decisionSchema.safeParse(Object.fromEntries(new URLSearchParams(raw)))
  if (!parsed.success) return errorResponse(400, 'invalid decision')

  const result = await decidePayment(await getDb(), ref, parsed.data)
  const page = `/pay/${ref}/`
  switch (result.kind) {
    case 'unknown':
      return errorResponse(404, 'unknown payment')
    case 'invalid':
      return seeOther(`${page}?problems=${result.problems.join(',')}`)
    case 'challenge':
      return seeOther(`${page}?step=challenge`)
    case 'done':
      return seeOther(result.returnUrl)
  }
})
