import 'server-only'

/** A recommendation slot's products for a page: the engine's ids, or the fallback list, as cards. */
import type { ListingProduct } from '@/lib/catalog/rules/listing/listing-product'
import { shopConfig, type Language, type Market } from '@/lib/config'
import type { RecommendationSlotId } from '@/lib/config/recommendations'
import { getDb } from '@/lib/db'
import type { RecommendationEngine, RecommendationRequest } from '../rules/contract'
import { recommendationEngine, recommendationSettings } from './engine'
import { fallbackIds, isEngineSkipped } from '../rules/fallback'
import { recommendationProducts, type ProductLookupOptions } from './products'
import { buildEngineRequest, type SlotRequestContext } from '../rules/slot-request'
import { logFailure } from '@/lib/http/server/failure'

export interface SlotContext extends Omit<SlotRequestContext, 'projectId'> {
  market: Market
  language: Language
}

/** What recommendForSlot reaches out to; tests hand in their own. */
export interface RecommendationDeps {
  engine(): RecommendationEngine
  products(ids: readonly string[], options: ProductLookupOptions): Promise<ListingProduct[]>
  projectId(): string
  skipEngine: boolean
  logError(message: string, error: unknown): void
}

export function defaultRecommendationDeps(): RecommendationDeps {
  return {
    engine: recommendationEngine,
    products: async (ids, options) => recommendationProducts(await getDb(), ids, options),
    projectId: () => recommendationSettings().projectId,
    skipEngine: isEngineSkipped({
      deploymentEnv: shopConfig.deploymentEnv,
      devMode: process.env.NODE_ENV === 'development',
    }),
    logError: logFailure,
  }
}

export interface RecommendedIds {
  source: 'engine' | 'fallback'
  ids: string[]
}

/**
 * The engine's answer, or the fallback list when the call is skipped (spec 02 §4) or the engine fails
 * (unreachable, slow, an answer outside the contract). One call, never retried (spec 02 §7). An engine
 * that answers an empty list is believed: the slot stays empty.
 */
export async function recommendedIds(
  request: RecommendationRequest,
  deps: Pick<RecommendationDeps, 'engine' | 'skipEngine' | 'logError'>,
): Promise<RecommendedIds> {
  if (deps.skipEngine) return { source: 'fallback', ids: fallbackIds(request) }
  try {
    const answer = await deps.engine().recommend(request)
    return { source: 'engine', ids: answer.data.map((entry) => entry.product_id) }
  } catch (error) {
    deps.logError(`[recommendations] engine failed for ${request.engine_id}; using the fallback list`, error)
    return { source: 'fallback', ids: fallbackIds(request) }
  }
}

/**
 * The products of one recommendation slot of the market (spec 01 §3) as cards. Never throws: any
 * failure past the engine (the product lookup, a bad context) is an empty list, so the page around
 * the slider is unaffected (spec 02 §8).
 */
export async function recommendForSlot(
  slotId: RecommendationSlotId,
  context: SlotContext,
  deps: RecommendationDeps = defaultRecommendationDeps(),
): Promise<ListingProduct[]> {
  try {
    const slot = context.market.recommendationSlots.find((s) => s.id === slotId)
    if (!slot) return []
    const request = buildEngineRequest(slot, { ...context, projectId: deps.projectId() })
    const { ids } = await recommendedIds(request, deps)
    return await deps.products(ids, {
      language: context.language,
      currency: context.market.currency,
      limit: request.size,
    })
  } catch (error) {
    deps.logError(`[recommendations] slot ${slotId} failed; showing none`, error)
    return []
  }
}
