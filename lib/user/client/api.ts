import type { Language } from '@/lib/config/markets'
import type { ClientUser } from '../rules/schema'

export type { ClientUser }

/** GET /api/user/?locale= (spec 02 §7): the server's view of this visitor, from its session cookie. */
export async function fetchUser(language: Language, signal?: AbortSignal): Promise<ClientUser> {
  // Every page asks for the visitor after it is interactive; the schema (and zod's core with it) is
  // fetched beside the answer instead of shipping in every page's first load.
  const [response, { userSchema }] = await Promise.all([
    fetch(`/api/user/?locale=${language}`, { credentials: 'same-origin', signal }),
    import('../rules/schema'),
  ])
  if (!response.ok) throw new Error(`user ${response.status}`)
  return userSchema.parse(await response.json())
}
