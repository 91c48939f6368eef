import { z } from 'zod'
import { listKeySchema } from '@/lib/basket/keys'
import { basketResponse, shopContextOf } from '@/lib/basket/request'
import { localeQuerySchema } from '@/lib/basket/schemas'
import { getBasket } from '@/lib/basket/service'
import { getDb } from '@/lib/db'
import { query } from '@/lib/http'

/** Spec 02 §7 GET /api/shop/basket/get/{basketKey}/?locale=: the visitor's own basket, cleaned and priced. */
export const GET = query(
  { params: z.object({ basketKey: listKeySchema('basket') }), query: localeQuerySchema },
  async ({ params, query, session }) =>
    basketResponse(
      await getBasket(await getDb(), await shopContextOf(session, query.locale), params.basketKey),
    ),
)
