import 'server-only'

/**
 * The shop's own engine: answers the spec 02 §7 contract from the catalog and shopper behaviour in the
 * database (../../rules/strategy.ts maps engine ids to strategies). It keeps no per-customer history,
 * so customer_ids are not read: last seen comes with the request (`last_seen`), and a customer id never
 * reveals anything about another visitor.
 */
import type { Db } from '@/lib/db/client'
import {
  RecommendationRequestError,
  toProductNumber,
  toProductNumbers,
  type RecommendationEngine,
  type RecommendationRequest,
} from '../../rules/contract'
import { alternativeIds } from './alternatives'
import { bestsellerIds } from './bestsellers'
import { inScopeInOrder, isCatalogProduct, randomIds } from './picks'
import { scopeOf, type Scope } from './scope'
import { strategyOf, type Strategy } from '../../rules/strategy'
import { suggestionIds } from './suggestions'

export function createEmbeddedEngine(getDb: () => Promise<Db>): RecommendationEngine {
  return {
    async recommend(request) {
      const strategy = strategyOf(request.engine_id)
      if (!strategy)
        throw new RecommendationRequestError(`unknown engine_id ${JSON.stringify(request.engine_id)}`)
      const item = toProductNumber(request.item_id)
      const lastSeen = toProductNumbers(request.last_seen)
      // Known items are what the shopper has seen; a last-seen slot shows exactly those.
      const known = strategy !== 'last_seen' && !request.consider_known_items ? lastSeen : []
      const exclude = [...toProductNumbers(request.anti), ...(item === null ? [] : [item]), ...known]
      const scope = scopeOf(exclude, request.catalog_filter)
      const db = await getDb()
      const picked = await pick(db, strategy, scope, { request, item, lastSeen })
      const topUp = request.fill_with_random
        ? await randomIds(db, scope, picked, request.size - picked.length)
        : []
      return { data: [...picked, ...topUp].slice(0, request.size).map((id) => ({ product_id: String(id) })) }
    },
  }
}

interface PickContext {
  request: RecommendationRequest
  item: number | null
  lastSeen: number[]
}

async function pick(db: Db, strategy: Strategy, scope: Scope, { request, item, lastSeen }: PickContext) {
  const limit = request.size
  if (strategy === 'last_seen') return inScopeInOrder(db, scope, lastSeen, limit)
  // An item-based strategy without a product it knows answers what sells (the product may have left).
  if (strategy === 'bestsellers' || item === null || !(await isCatalogProduct(db, item))) {
    return bestsellerIds(db, scope, limit)
  }
  if (strategy === 'suggestions') return suggestionIds(db, scope, item, limit)
  return (await alternativeIds(db, scope, item, { limit, minSimilarity: request.similarity })) ?? []
}
