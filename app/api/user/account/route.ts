/**
 * DELETE /api/user/account/?locale= with {password} (issue 10 item 7; spec 02 §4): deletes the
 * logged-in customer's account and answers with the new guest session's user; the browser then clears
 * its stored id and goes to `/?redirect=goodbye`. 400 on password when it is wrong, 401 logged out.
 */
import { deleteAccountSchema } from '@/lib/account/rules/profile'
import { requireCustomer } from '@/lib/account/server/current'
import { deleteAccount } from '@/lib/account/server/delete-account'
import { isRefusal, refusalResponse } from '@/lib/account/server/refusal'
import { getDb } from '@/lib/db'
import { mutation } from '@/lib/http/server'
import { passwordCheckPerCustomer } from '@/lib/http/server/rate-limits'
import { localeQuerySchema } from '@/lib/lists/rules/schemas'
import { shopContextOf } from '@/lib/lists/server/request'
import { userFromSession } from '@/lib/session/rules/user'

export const DELETE = mutation(
  { body: deleteAccountSchema, query: localeQuerySchema },
  async ({ body, query, session }) => {
    const customer = await requireCustomer(session)
    await passwordCheckPerCustomer.consume(customer.id)
    const context = await shopContextOf(session, query.locale)
    const guest = await deleteAccount(await getDb(), customer, session, context, body)
    if (isRefusal(guest)) return refusalResponse(guest)
    return { type: 'success', user: userFromSession(guest) }
  },
)
