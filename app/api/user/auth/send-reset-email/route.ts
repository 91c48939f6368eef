/**
 * Spec 02 §7 POST /api/user/auth/send-reset-email/?locale= with email: always 200, at once; the mail goes
 * out afterwards only when the address has an account (lib/account/server/password-reset.ts).
 */
import { resetSchema } from '@/lib/account/rules/fields'
import { requestPasswordReset } from '@/lib/account/server/password-reset'
import { localeQuerySchema } from '@/lib/lists/rules/schemas'
import { shopContextOf } from '@/lib/lists/server/request'
import { mutation } from '@/lib/http/server'
import { clientKey } from '@/lib/http/server/rate-limit'

export const POST = mutation(
  { body: resetSchema, query: localeQuerySchema },
  async ({ body, query, session, request }) => {
    await requestPasswordReset(await shopContextOf(session, query.locale), body.email, clientKey(request))
    return { type: 'success' }
  },
)
