/**
 * POST /api/reco/optimization/recommend/user: the embedded engine behind the contract of spec 02 §7, so
 * any client (another shop front, a test harness, this shop with RECOMMENDATION_ENGINE_URL pointing here)
 * can use it. It only reads and takes no cookies, so it neither resolves a session nor refuses
 * cross-site callers.
 */
import { z } from 'zod'
import { errorResponse, fieldProblems, invalidRequest, NO_STORE } from '@/lib/http/rules/errors'
import { MAX_BODY_BYTES } from '@/lib/http/server/route'
import { RecommendationRequestError, recommendationRequestSchema } from '@/lib/recommendations/rules/contract'
import { embeddedEngine } from '@/lib/recommendations/server/engine'
import { knownHostOnly } from '@/lib/http/rules/host'

async function recommend(request: Request): Promise<Response> {
  try {
    if (Number(request.headers.get('content-length') ?? 0) > MAX_BODY_BYTES) {
      return errorResponse(413, 'request body too large')
    }
    const text = await request.text()
    if (Buffer.byteLength(text) > MAX_BODY_BYTES) return errorResponse(413, 'request body too large')
    let body: unknown
    try {
      body = JSON.parse(text)
    } catch {
      return errorResponse(400, 'invalid request: body is not valid JSON')
    }
    const parsed = recommendationRequestSchema.safeParse(body)
    if (!parsed.success) return invalidRequest(fieldProblems('body', parsed.error))
    return Response.json(await embeddedEngine.recommend(parsed.data), { headers: NO_STORE })
  } catch (error) {
    if (error instanceof RecommendationRequestError)
      return errorResponse(400, `invalid request: ${error.message}`)
    if (error instanceof z.ZodError) return invalidRequest(fieldProblems(null, error))
    console.error('[api] POST /api/reco/optimization/recommend/user failed', error)
    return errorResponse(500, 'internal error')
  }
}

export const POST = knownHostOnly(recommend)
