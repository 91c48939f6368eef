/**
 * Spec 02 §7 POST /api/user/auth/register/?locale= with the register fields: always the same answer,
 * pending until the link in the mail is followed (lib/account/server/register.ts).
 */
import { registerSchema } from '@/lib/account/rules/fields'
import { register } from '@/lib/account/server/register'
import { localeQuerySchema } from '@/lib/lists/rules/schemas'
import { shopContextOf } from '@/lib/lists/server/request'
import { mutation } from '@/lib/http/server'

export const POST = mutation(
  { body: registerSchema, query: localeQuerySchema },
  async ({ body, query, session }) => {
    await register(await shopContextOf(session, query.locale), body)
    return { type: 'success', pending: true }
  },
)
