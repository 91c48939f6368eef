/**
 * PATCH /api/user/personal-data/?locale= (issue 10 item 7): names, salutation, email, phone and birth
 * date of the logged-in customer; a new email needs current_password (lib/account/server/profile.ts).
 * 200 {type:'success', user} (spec 02 §3 User), 400 naming the field with its message key, 401 logged out.
 */
import { personalDataSchema } from '@/lib/account/rules/profile'
import { userOfCustomer } from '@/lib/account/rules/user'
import { requireCustomer } from '@/lib/account/server/current'
import { updatePersonalData } from '@/lib/account/server/profile'
import { isRefusal, refusalResponse } from '@/lib/account/server/refusal'
import { getDb } from '@/lib/db'
import { mutation } from '@/lib/http/server'
import { passwordCheckPerCustomer } from '@/lib/http/server/rate-limits'
import { localeQuerySchema } from '@/lib/lists/rules/schemas'

export const PATCH = mutation(
  { body: personalDataSchema, query: localeQuerySchema },
  async ({ body, session }) => {
    const customer = await requireCustomer(session)
    if (body.current_password) await passwordCheckPerCustomer.consume(customer.id)
    const updated = await updatePersonalData(await getDb(), customer, body)
    if (isRefusal(updated)) return refusalResponse(updated)
    return { type: 'success', user: userOfCustomer(updated) }
  },
)
