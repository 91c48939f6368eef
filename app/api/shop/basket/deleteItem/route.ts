/**
 * Spec 02 §7 DELETE /api/shop/basket/deleteItem/ with basketKey and itemKey in the body, or as query
 * parameters (some clients send no body with DELETE). Whichever carries them is parsed whole, so a
 * missing field is a 400 naming it before any session is made.
 */
import { basketResponse } from '@/lib/basket/server/response'
import { shopContextOf } from '@/lib/lists/server/request'
import { localeQuerySchema } from '@/lib/lists/rules/schemas'
import { deleteItemSchema, type DeleteItemInput } from '@/lib/basket/rules/schemas'
import { deleteItem } from '@/lib/basket/server/service'
import type { Language } from '@/lib/config'
import { getDb } from '@/lib/db'
import { mutation, type RouteHandler } from '@/lib/http/server'
import type { VisitorSession } from '@/lib/session/rules/identity'

const run = async (session: VisitorSession, input: DeleteItemInput, locale: Language | undefined) =>
  basketResponse(await deleteItem(await getDb(), await shopContextOf(session, locale), input))

const fromBody = mutation({ body: deleteItemSchema, query: localeQuerySchema }, ({ body, query, session }) =>
  run(session, body, query.locale),
)
const fromQuery = mutation(
  { query: deleteItemSchema.extend(localeQuerySchema.shape) },
  ({ query, session }) => run(session, { basketKey: query.basketKey, itemKey: query.itemKey }, query.locale),
)

export const DELETE: RouteHandler = (request, context) => {
  const search = new URL(request.url).searchParams
  const inQuery = search.has('basketKey') || search.has('itemKey')
  return (inQuery ? fromQuery : fromBody)(request, context)
}
