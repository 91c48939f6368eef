/**
 * Spec 02 §7 POST /api/user/auth/guest/?locale= with the guest fields: the visitor orders as a guest;
 * its details stay on its own session (lib/account/server/guest.ts).
 */
import { guestSchema } from '@/lib/account/rules/fields'
import { continueAsGuest } from '@/lib/account/server/guest'
import { localeQuerySchema } from '@/lib/lists/rules/schemas'
import { mutation } from '@/lib/http/server'

export const POST = mutation({ body: guestSchema, query: localeQuerySchema }, async ({ body, session }) => ({
  type: 'success',
  user: await continueAsGuest(session, body),
}))
