/**
 * POST /api/user/password/?locale= (issue 10 items 5, 7): changes the logged-in customer's password
 * (spec 02 §5 rule, leaked check on the server) and ends every other session of the customer; this one
 * stays logged in. 400 on current_password when it is wrong, on new_password with the §5 keys.
 */
import { changePasswordSchema } from '@/lib/account/rules/profile'
import { requireCustomer } from '@/lib/account/server/current'
import { changePassword } from '@/lib/account/server/profile'
import { isRefusal, refusalResponse } from '@/lib/account/server/refusal'
import { getDb } from '@/lib/db'
import { mutation } from '@/lib/http/server'
import { passwordCheckPerCustomer } from '@/lib/http/server/rate-limits'
import { localeQuerySchema } from '@/lib/lists/rules/schemas'

export const POST = mutation(
  { body: changePasswordSchema, query: localeQuerySchema },
  async ({ body, session }) => {
    const customer = await requireCustomer(session)
    await passwordCheckPerCustomer.consume(customer.id)
    const changed = await changePassword(await getDb(), customer, session.id, body)
    if (isRefusal(changed)) return refusalResponse(changed)
    return { type: 'success', endedSessions: changed.endedSessions }
  },
)
