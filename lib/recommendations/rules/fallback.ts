/** Without the recommendation engine: when it is skipped, and the fallback list that stands in for it. */
import { RECOMMENDATION_FALLBACK } from '@/lib/config/recommendations'
import type { ShopConfig } from '@/lib/config/schema'
import type { RecommendationRequest } from './contract'

type DeploymentEnv = ShopConfig['deploymentEnv']

/**
 * Spec 02 §4: the engine is not called in preview deployments unless the server runs in dev mode
 * (`next dev`); the fallback list of spec 01 §3 stands in. Production, qa and development call it.
 */
export function isEngineSkipped({
  deploymentEnv,
  devMode,
}: {
  deploymentEnv: DeploymentEnv
  devMode: boolean
}): boolean {
  return deploymentEnv === 'preview' && !devMode
}

/** The fallback list (17 entries) without the request's own product and its anti list, order kept. */
export function fallbackIds(request: Pick<RecommendationRequest, 'anti' | 'item_id'>): string[] {
  const excluded = new Set([...request.anti, ...(request.item_id === null ? [] : [request.item_id])])
  return RECOMMENDATION_FALLBACK.map((entry) => entry.product_id).filter((id) => !excluded.has(id))
}
