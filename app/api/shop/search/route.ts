/**
 * GET /api/shop/search/?locale=&q=: product search, the listing shape with totalHits; filters, sort and
 * page as in listings.
 */
import { z } from 'zod'
import { CACHE_CONTROL, publicQuery, InvalidParameters } from '@/lib/http/server/public-query'
import { parseListingParams } from '@/lib/catalog/rules/listing/params'
import { searchProducts } from '@/lib/catalog/server/search/query'
import { SEARCH_LIMITS } from '@/lib/catalog/rules/search/terms'
import { LANGUAGES } from '@/lib/config'
import { getDb } from '@/lib/db'

const schema = z.object({
  locale: z.enum(LANGUAGES),
  q: z.string().trim().min(1, 'required').max(SEARCH_LIMITS.queryLength),
})

export const GET = publicQuery(schema, CACHE_CONTROL.shared, async ({ query, searchParams, market }) => {
  const { value, problems } = parseListingParams(searchParams)
  if (problems.length > 0) throw new InvalidParameters(problems)
  return searchProducts(await getDb(), {
    ...value,
    q: query.q,
    language: query.locale,
    currency: market.currency,
  })
})
