/** Spec 02 §7 GET /api/shop/basket/get/{basketKey}/?locale=: the visitor's own basket, cleaned and priced. */
import { z } from 'zod'
import { listKeySchema } from '@/lib/lists/rules/keys'
import { basketResponse } from '@/lib/basket/server/response'
import { shopContextOf } from '@/lib/lists/server/request'
import { localeQuerySchema } from '@/lib/lists/rules/schemas'
import { getBasket } from '@/lib/basket/server/service'
import { getDb } from '@/lib/db'
import { query } from '@/lib/http/server'

export const GET = query(
  { params: z.object({ basketKey: listKeySchema('basket') }), query: localeQuerySchema },
  async ({ params, query, session }) =>
    basketResponse(
      await getBasket(await getDb(), await shopContextOf(session, query.locale), params.basketKey),
    ),
)
