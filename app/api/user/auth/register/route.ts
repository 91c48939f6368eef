/**
 * Spec 02 §7 POST /api/user/auth/register/?locale= with the register fields: always the same answer,
 * pending until the link in the mail is followed (lib/account/server/register.ts).
 */
import { registerSchema } from '@/lib/account/rules/fields'
import { currentUser } from '@/lib/account/server/current'
import { register } from '@/lib/account/server/register'
import { localeQuerySchema } from '@/lib/lists/rules/schemas'
import { shopContextOf } from '@/lib/lists/server/request'
import { mutation } from '@/lib/http/server'
import { clientKey } from '@/lib/http/server/rate-limit'

export const POST = mutation(
  { body: registerSchema, query: localeQuerySchema },
  async ({ body, query, session, request }) => {
    await register(await shopContextOf(session, query.locale), body, clientKey(request))
    // The visitor is unchanged (still a guest): the answer carries it as every auth answer does.
    return { type: 'success', pending: true, user: await currentUser(session) }
  },
)
