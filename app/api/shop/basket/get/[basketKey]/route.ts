/**
 * Spec 02 §7 GET /api/shop/basket/get/{basketKey}/?locale=: the visitor's own basket, cleaned and priced.
 * A visitor without a session gets an empty basket and no session (issue 13 item 4).
 */
import { z } from 'zod'
import { listKeySchema } from '@/lib/lists/rules/keys'
import { basketResponse } from '@/lib/basket/server/response'
import { shopOf } from '@/lib/lists/server/request'
import { localeQuerySchema } from '@/lib/lists/rules/schemas'
import { getBasket, getBasketWithoutSession } from '@/lib/basket/server/service'
import { getDb } from '@/lib/db'
import { query } from '@/lib/http/server'

export const GET = query(
  { params: z.object({ basketKey: listKeySchema('basket') }), query: localeQuerySchema },
  async ({ params, query, session }) => {
    const [db, shop] = await Promise.all([getDb(), shopOf(query.locale)])
    return basketResponse(
      session
        ? await getBasket(db, { session, ...shop }, params.basketKey)
        : await getBasketWithoutSession(db, shop, params.basketKey),
    )
  },
)
