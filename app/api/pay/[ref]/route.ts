/**
 * POST /api/pay/{ref}/: a decision on the embedded payment page (issue 11 item 4), sent by its plain
 * form. Same-origin only, body limited; every answer is a 303: back to the page with the fields in
 * question or the 3-D Secure step, or on to the shop's return address once the payment is decided.
 */
import { getDb } from '@/lib/db'
import { errorResponse, NO_STORE } from '@/lib/http/rules/errors'
import { knownHostOnly } from '@/lib/http/rules/host'
import { isSameOriginRequest } from '@/lib/http/rules/origin'
import { textFieldProblems } from '@/lib/http/rules/text'
import { readBodyText } from '@/lib/http/server/body'
import { failureResponse } from '@/lib/http/server/failure'
import { decidePayment, decisionSchema } from '@/lib/payment/server/decide'
import { isPaymentRef } from '@/lib/payment/server/hosted-page'

const seeOther = (location: string) => new Response(null, { status: 303, headers: { location, ...NO_STORE } })

export const POST = knownHostOnly(async (request: Request, context: { params: Promise<{ ref: string }> }) => {
  try {
    return await decide(request, (await context.params).ref)
  } catch (error) {
    return failureResponse(`[payment] POST ${new URL(request.url).pathname} failed`, error)
  }
})

async function decide(request: Request, ref: string): Promise<Response> {
  if (!isSameOriginRequest(request)) return errorResponse(403, 'cross-site request')
  if (!isPaymentRef(ref)) return errorResponse(404, 'unknown payment')
  const form = Object.fromEntries(new URLSearchParams(await readBodyText(request)))
  const parsed = decisionSchema.safeParse(form)
  if (!parsed.success || textFieldProblems('body', form).length > 0)
    return errorResponse(400, 'invalid decision')

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
}
