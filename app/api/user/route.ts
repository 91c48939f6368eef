/**
 * Spec 02 §7 GET /api/user/?locale=: loads the user (client only). Every visitor has a session, so this
 * always answers: the customer when logged in, else the guest.
 */
import { z } from 'zod'
import { currentUser } from '@/lib/account/server/current'
import { LANGUAGES } from '@/lib/config'
import { query } from '@/lib/http/server'

export const GET = query({ query: z.object({ locale: z.enum(LANGUAGES) }) }, ({ session }) =>
  currentUser(session),
)
