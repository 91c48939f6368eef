/**
 * GET /api/shop/listing/?locale=&category=: a category listing (spec 01 §9 filters, sort). `category` is
 * the category's id, its slug in the locale's language or its key (category-reference.ts); filters, sort
 * and page as in params.ts, both in lib/catalog/rules/listing/.
 */
import { z } from 'zod'
import { CACHE_CONTROL, publicQuery, InvalidParameters } from '@/lib/http/server/public-query'
import { parseListingParams } from '@/lib/catalog/rules/listing/params'
import { categoryListing } from '@/lib/catalog/server/listing/category-listing'
import { LANGUAGES } from '@/lib/config'
import { HttpError } from '@/lib/http/server'

const schema = z.object({
  locale: z.enum(LANGUAGES),
  category: z.string().trim().min(1, 'required').max(120),
})

export const GET = publicQuery(schema, CACHE_CONTROL.shared, async ({ query, searchParams, market }) => {
  const { value, problems } = parseListingParams(searchParams)
  if (problems.length > 0) throw new InvalidParameters(problems)
  const result = await categoryListing('api', query.category, {
    ...value,
    language: query.locale,
    currency: market.currency,
  })
  if (!result) throw new HttpError(404, 'category not found')
  return result
})
