/**
 * The spec 02 §7 engine request of one slot (spec 01 §3): its recommendationId as engine_id, its size and
 * fillWithRandom; the slot's product as item_id and never recommended itself. Last-seen slots consider
 * known items (they are made of them); every other slot leaves out what the shopper has already seen.
 * Validated against the contract, so a wrong value fails here and not at the engine.
 */
import type { RecommendationSlot, RecommendationSlotId } from '@/lib/config/recommendations'
import { isAccountId } from '@/lib/session/rules/identity'
import {
  RECOMMENDATION_LIMITS,
  recommendationRequestSchema,
  type CatalogFilter,
  type RecommendationRequest,
} from './contract'
import { LAST_SEEN_MAX } from './last-seen'

/** A filter of the recommendation request of spec 02 §3: property, type, operator, value. */
export interface SlotFilter {
  property: string
  type: string
  operator: string
  value: string | number | boolean | ReadonlyArray<string | number | boolean>
}

export interface SlotRequestContext {
  projectId: string
  /** The product the slot is about: the product page's, the one just added, one in the basket. */
  itemId?: string | number | null
  /** Most recent first (the lastSeen cookie, ./last-seen.ts). */
  lastSeen?: readonly string[]
  /** The visitor id (guest or account) the engine knows the shopper by. */
  customerId?: string | null
  /** Further products not to recommend (e.g. those already in the basket). */
  exclude?: ReadonlyArray<string | number>
  filters?: readonly SlotFilter[]
}

const LAST_SEEN_SLOTS: ReadonlySet<RecommendationSlotId> = new Set(['listing_last_seen', 'pds_last_seen'])

export function toCatalogFilter(filter: SlotFilter): CatalogFilter {
  const operands = Array.isArray(filter.value)
    ? [...filter.value]
    : [filter.value as string | number | boolean]
  return { property: filter.property, constraint: { type: filter.type, operator: filter.operator, operands } }
}

export function buildEngineRequest(
  slot: RecommendationSlot,
  context: SlotRequestContext,
): RecommendationRequest {
  const item = context.itemId === undefined || context.itemId === null ? null : String(context.itemId)
  const anti = [...new Set([...(item === null ? [] : [item]), ...(context.exclude ?? []).map(String)])]
  return recommendationRequestSchema.parse({
    project_id: context.projectId,
    customer_ids: context.customerId ? [context.customerId] : [],
    engine_id: slot.recommendationId,
    anti: anti.slice(0, RECOMMENDATION_LIMITS.maxIds),
    // The shop asks for no minimum similarity: the engine's own ranking decides.
    similarity: 0,
    anonymous: !isAccountId(context.customerId),
    consider_known_items: LAST_SEEN_SLOTS.has(slot.id),
    fill_with_random: slot.fillWithRandom,
    size: Number(slot.size),
    item_id: item,
    catalogAttributesWhitelist: 'product_id',
    catalog_filter: (context.filters ?? []).map(toCatalogFilter),
    last_seen: (context.lastSeen ?? []).slice(0, LAST_SEEN_MAX),
  })
}
