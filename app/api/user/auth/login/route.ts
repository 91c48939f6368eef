/** Spec 02 §7 POST /api/user/auth/login/?locale= with email and password: the user, logged in,
 * and what became of the guest's basket and wishlist (spec 02 §4). */
import { loginSchema } from '@/lib/account/rules/fields'
import { logIn } from '@/lib/account/server/login'
import { localeQuerySchema } from '@/lib/lists/rules/schemas'
import { shopContextOf } from '@/lib/lists/server/request'
import { mutation } from '@/lib/http/server'
import { clientKey } from '@/lib/http/server/rate-limit'

export const POST = mutation(
  { body: loginSchema, query: localeQuerySchema },
  async ({ body, query, session, request }) => ({
    type: 'success',
    ...(await logIn(await shopContextOf(session, query.locale), body, clientKey(request))),
  }),
)
