/**
 * GET /api/shop/stores/?locale=&variantIds=1,2: the market's branches with their pieces of each variant
 * (click and reserve, spec 02 §2 dialog kinds).
 */
import { getDb } from '@/lib/db'
import { publicQuery } from '@/lib/http/server'
import { requireClickAndReserve, storesWithStock } from '@/lib/stores/server/repository'
import { storesQuerySchema } from '@/lib/stores/rules/schemas'

/** Stock moves with every reservation: shared caches keep the answer only briefly. */
const SHORT_SHARED_CACHE = 'public, s-maxage=15, stale-while-revalidate=30'

export const GET = publicQuery(storesQuerySchema, SHORT_SHARED_CACHE, async ({ query, market }) => {
  requireClickAndReserve(market)
  return storesWithStock(await getDb(), market.code, query.variantIds)
})
