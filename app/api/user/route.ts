/**
 * Spec 02 §7 GET /api/user/?locale=: loads the user (client only): the customer when logged in, else the
 * guest. The one GET that creates a session (`sessionQuery`, counted per client address): it issues the
 * visitor id the basket and wishlist keys are made of (spec 02 §3).
 */
import { z } from 'zod'
import { currentUser } from '@/lib/account/server/current'
import { LANGUAGES } from '@/lib/config'
import { sessionQuery } from '@/lib/http/server'

export const GET = sessionQuery({ query: z.object({ locale: z.enum(LANGUAGES) }) }, ({ session }) =>
  currentUser(session),
)
