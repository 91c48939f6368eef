/**
 * Spec 02 §7 GET /api/user/?locale=: loads the user (client only). Every visitor has a session, so this
 * always answers.
 */
import { z } from 'zod'
import { LANGUAGES } from '@/lib/config'
import { query } from '@/lib/http/server'
import { userFromSession } from '@/lib/session/rules/user'

export const GET = query({ query: z.object({ locale: z.enum(LANGUAGES) }) }, ({ session }) =>
  userFromSession(session),
)
