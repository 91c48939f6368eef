/**
 * The recommendation engine contract of spec 02 §7: the body of
 * `POST {engine}/optimization/recommend/user` and its answer `{ data: [{ product_id }] }`. Both engines
 * (embedded and HTTP) take exactly this request, and the shop's own endpoint
 * (app/api/reco/optimization/recommend/user) validates bodies with it.
 */
import { z } from 'zod'

export const RECOMMENDATION_LIMITS = {
  maxSize: 100,
  maxIds: 200,
  maxCustomerIds: 10,
  maxFilters: 20,
  maxOperands: 50,
} as const

/** Product ids travel as text; numbers are accepted because some clients send them unquoted. */
const itemId = z.union([z.string().trim().min(1).max(64), z.number().int().nonnegative()]).transform(String)

const operand = z.union([z.string().max(200), z.number(), z.boolean()])

/** One catalog constraint: `{ property, constraint: { type, operator, operands } }`. */
export const catalogFilterSchema = z.strictObject({
  property: z.string().trim().min(1).max(64),
  constraint: z.strictObject({
    type: z.string().trim().min(1).max(32),
    operator: z.string().trim().min(1).max(32),
    operands: z.array(operand).max(RECOMMENDATION_LIMITS.maxOperands),
  }),
})
export type CatalogFilter = z.output<typeof catalogFilterSchema>

// Strict: a misspelt field (itemId for item_id) must be a 400, not a silently ignored option.
export const recommendationRequestSchema = z.strictObject({
  project_id: z.union([z.string().trim().min(1).max(64), z.number().int()]).transform(String),
  /** The visitor ids the engine knows the shopper by (spec 02 §7: from a cookie). */
  customer_ids: z.array(z.string().trim().min(1).max(128)).max(RECOMMENDATION_LIMITS.maxCustomerIds),
  /** Which recommendation: a slot's recommendationId (`de-de_pds_alternatives`) or a strategy name. */
  engine_id: z.string().trim().min(1).max(128),
  /** Products never to recommend. */
  anti: z.array(itemId).max(RECOMMENDATION_LIMITS.maxIds),
  /** Least similarity (0..1) an item-based recommendation must reach; 0 accepts any. */
  similarity: z.number().min(0).max(1),
  anonymous: z.boolean(),
  /** False: products the shopper already knows (has seen) are left out. */
  consider_known_items: z.boolean(),
  /** True: tops the answer up to `size` with random products; false: never. */
  fill_with_random: z.boolean(),
  size: z.number().int().min(1).max(RECOMMENDATION_LIMITS.maxSize),
  /** The product the recommendation is about (product page, added product); null without one. */
  item_id: itemId.nullable(),
  /** Attributes to answer with; this shop only ever asks for `product_id`. */
  catalogAttributesWhitelist: z.string().trim().min(1).max(200),
  catalog_filter: z.array(catalogFilterSchema).max(RECOMMENDATION_LIMITS.maxFilters),
  /**
   * The shop's one extension, read by the embedded engine only: the shopper's last seen products, most
   * recent first (the `lastSeen` cookie). An external engine knows them from its own tracking by
   * customer_ids, so the HTTP engine does not send it.
   */
  last_seen: z.array(itemId).max(RECOMMENDATION_LIMITS.maxIds).optional(),
})
export type RecommendationRequest = z.output<typeof recommendationRequestSchema>

export const recommendationResponseSchema = z.object({
  data: z.array(z.object({ product_id: itemId })).max(RECOMMENDATION_LIMITS.maxIds),
})
export type RecommendationResponse = z.output<typeof recommendationResponseSchema>

/** The port: the shop asks for recommendations through this and nothing else. */
export interface RecommendationEngine {
  recommend(request: RecommendationRequest): Promise<RecommendationResponse>
}

/** A request the engine cannot answer as asked (unknown engine_id, unsupported filter): a 400. */
export class RecommendationRequestError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'RecommendationRequestError'
  }
}

/** The engine was unreachable, too slow or answered something else than the contract. */
export class RecommendationEngineError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options)
    this.name = 'RecommendationEngineError'
  }
}

const PRODUCT_NUMBER = /^[1-9]\d{0,9}$/
const MAX_PRODUCT_NUMBER = 2_147_483_647

/** The catalog's product number of an id, or null when the id cannot be one of ours. */
export function toProductNumber(id: string | null | undefined): number | null {
  if (!id || !PRODUCT_NUMBER.test(id)) return null
  const n = Number(id)
  return n <= MAX_PRODUCT_NUMBER ? n : null
}

/** Product numbers of ids, order kept, duplicates and foreign ids dropped. */
export function toProductNumbers(ids: readonly string[] | undefined): number[] {
  const numbers = (ids ?? []).map(toProductNumber).filter((n): n is number => n !== null)
  return [...new Set(numbers)]
}
