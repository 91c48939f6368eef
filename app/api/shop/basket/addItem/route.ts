/**
 * Spec 02 §7 POST /api/shop/basket/addItem/ with basketKey, variantId, quantity, customData,
 * displayData, itemGroup, options: 201 with the basket when a line was added, 200 when an existing
 * line of the same variant and item group grew.
 */
import { basketResponse } from '@/lib/basket/server/response'
import { shopContextOf } from '@/lib/lists/server/request'
import { localeQuerySchema } from '@/lib/lists/rules/schemas'
import { addItemSchema } from '@/lib/basket/rules/schemas'
import { addItem } from '@/lib/basket/server/service'
import { getDb } from '@/lib/db'
import { mutation } from '@/lib/http/server'

export const POST = mutation(
  { body: addItemSchema, query: localeQuerySchema },
  async ({ body, query, session }) =>
    basketResponse(await addItem(await getDb(), await shopContextOf(session, query.locale), body)),
)
