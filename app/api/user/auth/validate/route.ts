/** Spec 02 §7 GET /api/user/auth/validate/: whether the session is a live login to an existing account. */
import { customerOf } from '@/lib/account/server/current'
import { query } from '@/lib/http/server'

export const GET = query({}, async ({ session }) => ({ valid: (await customerOf(session)) !== null }))
