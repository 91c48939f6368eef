/**
 * GET /api/shop/product/{id}/?locale=: one product (spec 01 §3) in the page's language and the market's
 * currency; 404 when unknown.
 */
import { z } from 'zod'
import { CACHE_CONTROL, publicQuery, InvalidParameters } from '@/lib/http/server/public-query'
import { getProductById } from '@/lib/catalog/server/store'
import { LANGUAGES } from '@/lib/config'
import { getDb } from '@/lib/db'
import { HttpError } from '@/lib/http/server'

const productNumber = z
  .string()
  .regex(/^[1-9]\d{0,9}$/, 'expected a product number')
  .transform(Number)

export const GET = publicQuery(
  z.object({ locale: z.enum(LANGUAGES) }),
  CACHE_CONTROL.shared,
  async ({ query, params, market }) => {
    const id = productNumber.safeParse(params.id)
    if (!id.success) {
      throw new InvalidParameters([{ field: 'params.id', message: 'expected a product number' }])
    }
    const product = await getProductById(await getDb(), id.data, {
      language: query.locale,
      currency: market.currency,
    })
    if (!product) throw new HttpError(404, 'product not found')
    return product
  },
)
