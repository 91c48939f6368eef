/** Spec 02 §7 POST /api/shop/wishlist/addItem/ with wishlistKey and itemCreationId: type and wishlist. */
import { shopContextOf } from '@/lib/lists/server/request'
import { localeQuerySchema } from '@/lib/lists/rules/schemas'
import { getDb } from '@/lib/db'
import { mutation } from '@/lib/http/server'
import { addWishlistItemSchema } from '@/lib/wishlist/rules/schemas'
import { addWishlistItem } from '@/lib/wishlist/server/service'

export const POST = mutation(
  { body: addWishlistItemSchema, query: localeQuerySchema },
  async ({ body, query, session }) =>
    addWishlistItem(await getDb(), await shopContextOf(session, query.locale), body),
)
