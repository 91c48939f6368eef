import { z } from 'zod'
import { CACHE_CONTROL, publicQuery, InvalidParameters } from '@/lib/http/server/public-query'
import { parseListingParams } from '@/lib/catalog/rules/listing/params'
import { listProducts } from '@/lib/catalog/server/listing/query'
import { cachedListing } from '@/lib/catalog/server/cached-listing'
import { LANGUAGES } from '@/lib/config'
import { getDb } from '@/lib/db'
import { HttpError } from '@/lib/http/server'

/**
 * A category listing (issue 4 §4): `category` is the category's id, its slug in the locale's language or
 * its key; filters, sort and page as in lib/catalog/rules/listing/params.ts.
 */
const schema = z.object({
  locale: z.enum(LANGUAGES),
  category: z.string().trim().min(1, 'required').max(120),
})

export const GET = publicQuery(schema, CACHE_CONTROL.shared, async ({ query, searchParams, market }) => {
  const { value, problems } = parseListingParams(searchParams)
  if (problems.length > 0) throw new InvalidParameters(problems)
  const category = /^\d{1,9}$/.test(query.category)
    ? { categoryId: Number(query.category) }
    : { categorySlug: query.category }
  const options = { ...value, language: query.locale, currency: market.currency }
  const { sort, page, perPage } = value
  const result = await cachedListing({
    key: ['api', query.category, options.language, options.currency, sort, page, perPage],
    filtered: value.filters.length > 0,
    ...('categorySlug' in category ? { categoryKey: query.category } : {}),
    compute: async () => {
      const db = await getDb()
      return (
        (await listProducts(db, { ...options, ...category })) ??
        ('categorySlug' in category
          ? await listProducts(db, { ...options, categoryKey: query.category })
          : null)
      )
    },
  })
  if (!result) throw new HttpError(404, 'category not found')
  return result
})
