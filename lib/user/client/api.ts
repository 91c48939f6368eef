import 'client-only'
/**
 * The browser's user call, GET /api/user/?locale= (spec 02 §7): the server's view of this visitor, from
 * its session cookie.
 */
import type { Language } from '@/lib/config/markets'
import { callJson } from '@/lib/http/client/json'
import type { ClientUser } from '../rules/schema'

export type { ClientUser }

export async function fetchUser(language: Language, signal?: AbortSignal): Promise<ClientUser> {
  // Every page asks for the visitor after it is interactive; the schema (and zod's core with it) is
  // fetched beside the answer instead of shipping in every page's first load.
  const [body, { userSchema }] = await Promise.all([
    callJson<unknown>(`/api/user/?locale=${language}`, signal ? { signal } : {}),
    import('../rules/schema'),
  ])
  return userSchema.parse(body)
}
