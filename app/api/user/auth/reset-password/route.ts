/**
 * POST /api/user/auth/reset-password/?locale= with the link's hash and the new password (spec 01 §7
 * new-password page): 200, 400 naming the password's problem (spec 02 §5 keys), or 410 for a link that
 * no longer works.
 */
import * as z from 'zod/mini'
import { passwordSchema } from '@/lib/account/rules/password'
import { LINK_TOKEN_PATTERN } from '@/lib/account/server/links'
import { resetPassword } from '@/lib/account/server/password-reset'
import { localeQuerySchema } from '@/lib/lists/rules/schemas'
import { mutation } from '@/lib/http/server'

const body = z.object({ hash: z.string().check(z.regex(LINK_TOKEN_PATTERN)), password: passwordSchema })

export const POST = mutation({ body, query: localeQuerySchema }, async ({ body }) => {
  await resetPassword(body.hash, body.password)
  return { type: 'success' }
})
