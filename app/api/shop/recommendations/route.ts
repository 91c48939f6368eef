import { z } from 'zod'
import { getMarket, LANGUAGES, shopConfig } from '@/lib/config'
import { RECOMMENDATION_SLOT_IDS } from '@/lib/config/recommendations'
import { getDb } from '@/lib/db'
import { fieldProblems, invalidRequest, NO_STORE } from '@/lib/http/rules/errors'
import { CACHE_CONTROL } from '@/lib/http/server/public-query'
import { lastSeenFromCookieHeader } from '@/lib/recommendations/rules/last-seen'
import { recommendationProducts } from '@/lib/recommendations/server/products'
import { recommendForSlot } from '@/lib/recommendations/server/recommend-for-slot'
import { productIdParam, referenceKeysSchema } from '@/lib/recommendations/rules/reference-keys'
import { requestMarket } from '@/lib/routing/server/request-context'
import { knownHostOnly } from '@/lib/http/rules/host'

/**
 * Spec 02 §7: the products (card shape, lib/catalog/listing) of recommended ids, `?locale=&referenceKeys=`.
 * Also `?locale=&slot=[&itemId=]`: the whole slot on the server (engine, fallback, lookup), reading the
 * visitor's lastSeen cookie. Bad input is a 400; any failure after that is `[]` (spec 02 §8), never
 * cached. No session is created.
 */
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

async function recommendations(request: Request): Promise<Response> {
  const searchParams = new URL(request.url).searchParams
  // One value per parameter: given twice, the last would silently win.
  const repeated = Object.keys(querySchema.shape)
    .filter((key) => searchParams.getAll(key).length > 1)
    .map((key) => ({ field: `query.${key}`, message: 'given more than once' }))
  const parsed = querySchema.safeParse(Object.fromEntries(searchParams))
  if (repeated.length > 0 || !parsed.success) {
    return invalidRequest([...repeated, ...(parsed.success ? [] : fieldProblems('query', parsed.error))])
  }
  const { locale: language, referenceKeys, slot, itemId } = parsed.data
  try {
    const market = (await requestMarket()) ?? getMarket(shopConfig.defaultMarket)
    if (slot) {
      const lastSeen = lastSeenFromCookieHeader(request.headers.get('cookie'))
      const products = await recommendForSlot(slot, { market, language, itemId, lastSeen })
      // Depends on the visitor's cookie: no shared cache may keep it.
      return Response.json(products, { headers: NO_STORE })
    }
    const ids = referenceKeys ?? []
    const products = await recommendationProducts(await getDb(), ids, {
      language,
      currency: market.currency,
      limit: ids.length,
    })
    return Response.json(products, { headers: { 'Cache-Control': CACHE_CONTROL.shared } })
  } catch (error) {
    console.error('[api] GET /api/shop/recommendations failed; answering an empty list', error)
    return Response.json([], { headers: NO_STORE })
  }
}

export const GET = knownHostOnly(recommendations)
