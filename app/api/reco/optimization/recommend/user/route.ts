/**
 * POST /api/reco/optimization/recommend/user: the embedded engine behind the contract of spec 02 §7, so
 * any client (another shop front, a test harness, this shop with RECOMMENDATION_ENGINE_URL pointing here)
 * can use it. Server-to-server calls (no Origin) are welcome; a browser call from another site is refused
 * (issue 13 item 1), each client address is rate limited, and the body is read by the shared bounded reader.
 * It only reads and takes no cookies, so it resolves no session.
 */
import { HttpError } from '@/lib/http/rules/errors'
import { serviceMutation } from '@/lib/http/server'
import { clientKey } from '@/lib/http/server/rate-limit'
import { recommendEnginePerIp } from '@/lib/http/server/rate-limits'
import { RecommendationRequestError, recommendationRequestSchema } from '@/lib/recommendations/rules/contract'
import { embeddedEngine } from '@/lib/recommendations/server/engine'

export const POST = serviceMutation({ body: recommendationRequestSchema }, async ({ body, request }) => {
  await recommendEnginePerIp.consume(clientKey(request))
  try {
    return await embeddedEngine.recommend(body)
  } catch (error) {
    if (error instanceof RecommendationRequestError)
      throw new HttpError(400, `invalid request: ${error.message}`)
    throw error
  }
})
