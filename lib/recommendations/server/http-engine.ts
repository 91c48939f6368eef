import 'server-only'

/**
 * An external engine speaking spec 02 §7. One attempt per call, no retry (spec 02 §7): a slider that is
 * late is worth less than no slider, and the caller falls back on any error this throws.
 */
import {
  recommendationResponseSchema,
  RecommendationEngineError,
  type RecommendationEngine,
  type RecommendationRequest,
} from '../rules/contract'

export const ENGINE_PATH = 'optimization/recommend/user'

export interface HttpEngineOptions {
  /** Base URL; a path in it is kept (`https://reco.example/api` → `…/api/optimization/recommend/user`). */
  url: string
  timeoutMs: number
  fetch?: typeof globalThis.fetch
}

export function createHttpEngine({
  url,
  timeoutMs,
  fetch = globalThis.fetch,
}: HttpEngineOptions): RecommendationEngine {
  const endpoint = new URL(ENGINE_PATH, url.endsWith('/') ? url : `${url}/`)
  return {
    async recommend(request: RecommendationRequest) {
      // The contract body exactly: last_seen is the embedded engine's extension (see ../rules/contract.ts).
      const body: RecommendationRequest = { ...request }
      delete body.last_seen
      let response: Response
      try {
        response = await fetch(endpoint, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify(body),
          signal: AbortSignal.timeout(timeoutMs),
        })
      } catch (error) {
        throw new RecommendationEngineError(
          `recommendation engine unreachable or slower than ${timeoutMs} ms`,
          {
            cause: error,
          },
        )
      }
      if (!response.ok) {
        // Discard the body so the connection is released; not awaited: a stalled stream must not hold the page.
        void response.body?.cancel().catch(() => undefined)
        throw new RecommendationEngineError(`recommendation engine answered ${response.status}`)
      }
      let answer: unknown
      try {
        answer = await response.json()
      } catch (error) {
        throw new RecommendationEngineError('recommendation engine answered no JSON', { cause: error })
      }
      const parsed = recommendationResponseSchema.safeParse(answer)
      if (!parsed.success) {
        throw new RecommendationEngineError('recommendation engine answered outside the contract', {
          cause: parsed.error,
        })
      }
      return parsed.data
    },
  }
}
