import { basketResponse, shopContextOf } from '@/lib/basket/request'
import { localeQuerySchema, updateItemSchema } from '@/lib/basket/schemas'
import { updateItem } from '@/lib/basket/service'
import { getDb } from '@/lib/db'
import { mutation } from '@/lib/http'

/**
 * Spec 02 §7 POST /api/shop/basket/updateItem/ with basketKey, itemKey, quantity, customData,
 * displayData, itemGroup, options (and optionally expectedQuantity): type and basket.
 */
export const POST = mutation(
  { body: updateItemSchema, query: localeQuerySchema },
  async ({ body, query, session }) =>
    basketResponse(await updateItem(await getDb(), await shopContextOf(session, query.locale), body)),
)
