/**
 * Spec 02 §7 POST /api/user/auth/logout/?locale=: ends the server-side session and answers 200; the
 * client then clears its stored id and goes home (spec 02 §4).
 */
import { signOut } from '@/lib/account/server/sign-in'
import { localeQuerySchema } from '@/lib/lists/rules/schemas'
import { mutation } from '@/lib/http/server'

export const POST = mutation({ query: localeQuerySchema }, async ({ session }) => {
  await signOut(session)
  return { type: 'success' }
})
