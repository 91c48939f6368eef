/**
 * Spec 02 §7 DELETE /api/shop/wishlist/deleteItem/ with wishlistKey and itemKey (body, or query
 * parameters as for the basket): the wishlist.
 */
import { shopContextOf } from '@/lib/lists/server/request'
import { localeQuerySchema } from '@/lib/lists/rules/schemas'
import type { Language } from '@/lib/config'
import { getDb } from '@/lib/db'
import { mutation, type RouteHandler } from '@/lib/http/server'
import type { VisitorSession } from '@/lib/session/rules/identity'
import { deleteWishlistItemSchema, type DeleteWishlistItemInput } from '@/lib/wishlist/rules/schemas'
import { deleteWishlistItem } from '@/lib/wishlist/server/service'

const run = async (session: VisitorSession, input: DeleteWishlistItemInput, locale: Language | undefined) =>
  deleteWishlistItem(await getDb(), await shopContextOf(session, locale), input)

const fromBody = mutation(
  { body: deleteWishlistItemSchema, query: localeQuerySchema },
  ({ body, query, session }) => run(session, body, query.locale),
)
const fromQuery = mutation(
  { query: deleteWishlistItemSchema.extend(localeQuerySchema.shape) },
  ({ query, session }) =>
    run(session, { wishlistKey: query.wishlistKey, itemKey: query.itemKey }, query.locale),
)

export const DELETE: RouteHandler = (request, context) => {
  const search = new URL(request.url).searchParams
  const inQuery = search.has('wishlistKey') || search.has('itemKey')
  return (inQuery ? fromQuery : fromBody)(request, context)
}
