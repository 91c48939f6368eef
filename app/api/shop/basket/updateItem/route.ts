/**
 * Spec 02 §7 POST /api/shop/basket/updateItem/ with basketKey, itemKey, quantity, customData,
 * displayData, itemGroup, options (and optionally expectedQuantity): type and basket.
 */
import { basketResponse } from '@/lib/basket/server/response'
import { shopContextOf } from '@/lib/lists/server/request'
import { localeQuerySchema } from '@/lib/lists/rules/schemas'
import { updateItemSchema } from '@/lib/basket/rules/schemas'
import { updateItem } from '@/lib/basket/server/service'
import { getDb } from '@/lib/db'
import { mutation } from '@/lib/http/server'

export const POST = mutation(
  { body: updateItemSchema, query: localeQuerySchema },
  async ({ body, query, session }) =>
    basketResponse(await updateItem(await getDb(), await shopContextOf(session, query.locale), body)),
)
