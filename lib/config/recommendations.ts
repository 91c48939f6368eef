/** Recommendation slots per market (spec 01 §3) and the fallback for when the engine is skipped or fails. */
import { RECOMMENDATION_SIZE } from './constants'

/** Recommendation slots of spec 01 §3: the same slot set in every market. */
export const RECOMMENDATION_SLOT_IDS = [
  'listing_last_seen',
  'listing_bestseller',
  'pds_alternatives',
  'pds_suggestions',
  'pds_last_seen',
  'add_to_cart_layer',
  'basket',
  'search',
] as const
export type RecommendationSlotId = (typeof RECOMMENDATION_SLOT_IDS)[number]

export interface RecommendationSlot {
  id: RecommendationSlotId
  recommendationId: string
  fillWithRandom: boolean
  /** Text, as the spec's configuration carries it. */
  size: string
}

const LAST_SEEN_SLOTS: readonly RecommendationSlotId[] = ['listing_last_seen', 'pds_last_seen']

export function buildRecommendationSlots(marketCode: string): RecommendationSlot[] {
  return RECOMMENDATION_SLOT_IDS.map((id) => ({
    id,
    recommendationId: `${marketCode}_${id}`,
    fillWithRandom: !LAST_SEEN_SLOTS.includes(id),
    size: String(RECOMMENDATION_SIZE),
  }))
}

/** Used when the engine is skipped (preview deployments) or fails: 17 entries of the seeded catalog. */
export const RECOMMENDATION_FALLBACK: ReadonlyArray<{ product_id: string }> = Array.from(
  { length: 17 },
  (_, i) => ({
    product_id: String(100001 + i),
  }),
)
