/**
 * POST /api/checkout/guest-account/?locale= (issue 11 item 7): {orderNumber, password} from the thank-you
 * page of a guest order → the registration's confirmation mail to the order's address; following it
 * creates the account with the guest orders attached (lib/checkout/server/guest-account.ts). Answers
 * `{ type: 'success', pending: true, email }`; 400 a password against spec 02 §5 or a leaked one (field
 * `body.register_password` renamed to `body.password`), 403 cross-site, 404 no guest order of this
 * session, 429 too many registrations from this client.
 */
import { getDb } from '@/lib/db'
import { HttpError } from '@/lib/http/rules/errors'
import { mutation } from '@/lib/http/server'
import { clientKey } from '@/lib/http/server/rate-limit'
import { localeQuerySchema } from '@/lib/lists/rules/schemas'
import { shopContextOf } from '@/lib/lists/server/request'
import { guestAccountSchema } from '@/lib/checkout/rules/guest-account'
import { offerGuestAccount } from '@/lib/checkout/server/guest-account'

export const POST = mutation(
  { body: guestAccountSchema, query: localeQuerySchema },
  async ({ body, query, session, request }) => {
    const ctx = await shopContextOf(session, query.locale)
    try {
      const { email } = await offerGuestAccount(await getDb(), ctx, body, clientKey(request))
      return { type: 'success', pending: true, email }
    } catch (error) {
      // The registration names its own field; this form's field is `password`.
      if (error instanceof HttpError && error.fields) {
        const fields = error.fields.map((f) =>
          f.field === 'body.register_password' ? { ...f, field: 'body.password' } : f,
        )
        throw new HttpError(error.status, error.message, fields)
      }
      throw error
    }
  },
)
