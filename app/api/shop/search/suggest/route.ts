/**
 * GET /api/shop/search/suggest/?locale=&q=: suggestions while typing, the products, categories and
 * content pages matching the text so far.
 */
import { z } from 'zod'
import { CACHE_CONTROL, publicQuery } from '@/lib/http/server/public-query'
import { SEARCH_LIMITS } from '@/lib/catalog/rules/search/terms'
import { suggest } from '@/lib/catalog/server/search/suggest'
import { LANGUAGES } from '@/lib/config'
import { getDb } from '@/lib/db'

const schema = z.object({
  locale: z.enum(LANGUAGES),
  q: z.string().trim().min(1, 'required').max(SEARCH_LIMITS.queryLength),
})

export const GET = publicQuery(schema, CACHE_CONTROL.suggestions, async ({ query }) =>
  suggest(await getDb(), { q: query.q, language: query.locale }),
)
