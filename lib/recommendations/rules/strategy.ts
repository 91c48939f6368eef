/**
 * What the embedded engine computes for an engine_id. The shop sends a slot's recommendationId
 * (`{market}_{slot}`, lib/config/recommendations.ts); other clients may name a strategy directly.
 */
import { RECOMMENDATION_SLOT_IDS, type RecommendationSlotId } from '@/lib/config/recommendations'

export const STRATEGIES = ['bestsellers', 'alternatives', 'suggestions', 'last_seen'] as const
export type Strategy = (typeof STRATEGIES)[number]

export const SLOT_STRATEGIES: Record<RecommendationSlotId, Strategy> = {
  listing_last_seen: 'last_seen',
  pds_last_seen: 'last_seen',
  listing_bestseller: 'bestsellers',
  search: 'bestsellers',
  pds_alternatives: 'alternatives',
  // Next to a product, in the layer after adding one and in the basket: what goes with it.
  pds_suggestions: 'suggestions',
  add_to_cart_layer: 'suggestions',
  basket: 'suggestions',
}

/** Null for an engine_id the embedded engine does not know. */
export function strategyOf(engineId: string): Strategy | null {
  if ((STRATEGIES as readonly string[]).includes(engineId)) return engineId as Strategy
  // Longest first: should one slot id ever end another, the more specific one wins.
  const slot = [...RECOMMENDATION_SLOT_IDS]
    .sort((a, b) => b.length - a.length)
    .find((id) => engineId === id || engineId.endsWith(`_${id}`))
  return slot ? SLOT_STRATEGIES[slot] : null
}
