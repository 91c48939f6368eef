/**
 * Spec 02 §7 GET /api/shop/recommendations/?locale=&referenceKeys=: the products (card shape,
 * lib/catalog/rules/listing/listing-product.ts) of recommended ids. Also `?locale=&slot=[&itemId=]`: the
 * whole slot on the server (engine, fallback, lookup), reading the visitor's lastSeen cookie. Bad input
 * is a 400 (lib/http's publicQuery); any failure after that is `[]` (spec 02 §8), never cached. No
 * session is created.
 */
import { z } from 'zod'
import { LANGUAGES } from '@/lib/config'
import { RECOMMENDATION_SLOT_IDS } from '@/lib/config/recommendations'
import { getDb } from '@/lib/db'
import { NO_STORE } from '@/lib/http/rules/errors'
import { CACHE_CONTROL, publicQuery } from '@/lib/http/server/public-query'
import { lastSeenFromCookieHeader } from '@/lib/recommendations/rules/last-seen'
import { recommendationProducts } from '@/lib/recommendations/server/products'
import { recommendForSlot } from '@/lib/recommendations/server/recommend-for-slot'
import { productIdParam, referenceKeysSchema } from '@/lib/recommendations/rules/reference-keys'
import { logFailure } from '@/lib/http/server/failure'

const querySchema = z
  .object({
    locale: z.enum(LANGUAGES),
    referenceKeys: referenceKeysSchema.optional(),
    slot: z.enum(RECOMMENDATION_SLOT_IDS).optional(),
    itemId: productIdParam.optional(),
  })
  .superRefine((query, ctx) => {
    if ((query.referenceKeys === undefined) === (query.slot === undefined)) {
      ctx.addIssue({ code: 'custom', path: ['referenceKeys'], message: 'give either referenceKeys or slot' })
    }
    if (query.itemId !== undefined && query.slot === undefined) {
      ctx.addIssue({ code: 'custom', path: ['itemId'], message: 'only with slot' })
    }
  })

export const GET = publicQuery(querySchema, CACHE_CONTROL.shared, async ({ query, market, request }) => {
  const { locale: language, referenceKeys, slot, itemId } = query
  try {
    if (slot) {
      const lastSeen = lastSeenFromCookieHeader(request.headers.get('cookie'))
      const products = await recommendForSlot(slot, { market, language, itemId, lastSeen })
      // Depends on the visitor's cookie: no shared cache may keep it.
      return Response.json(products, { headers: NO_STORE })
    }
    const ids = referenceKeys ?? []
    return await recommendationProducts(await getDb(), ids, {
      language,
      currency: market.currency,
      limit: ids.length,
    })
  } catch (error) {
    logFailure('[api] GET /api/shop/recommendations failed; answering an empty list', error)
    return Response.json([], { headers: NO_STORE })
  }
})
