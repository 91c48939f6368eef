/**
 * POST /api/user/auth/activate/?locale= with the token of the registration mail: creates the account
 * (then the shopper logs in), or 410 when the link is used up or expired.
 */
import { z } from 'zod'
import { activateRegistration } from '@/lib/account/server/activate'
import { LINK_TOKEN_PATTERN } from '@/lib/account/server/links'
import { localeQuerySchema } from '@/lib/lists/rules/schemas'
import { shopContextOf } from '@/lib/lists/server/request'
import { HttpError, mutation } from '@/lib/http/server'

export const POST = mutation(
  { body: z.object({ token: z.string().regex(LINK_TOKEN_PATTERN) }), query: localeQuerySchema },
  async ({ body, query, session }) => {
    const result = await activateRegistration(await shopContextOf(session, query.locale), body.token)
    if (result === 'expired') throw new HttpError(410, 'expired-link')
    return { type: 'success' }
  },
)
