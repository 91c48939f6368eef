import 'server-only'

/** The login pages send a visitor who is already logged in straight on (spec 01 §2, §6). */
import { redirect } from 'next/navigation'
import { getVisitorSession } from '@/lib/session/server'

/** Redirects to `target` (a safe shop path) when the request's session is logged in. */
export async function skipLoginWhenSignedIn(target: string): Promise<void> {
  const session = await getVisitorSession()
  if (session?.loggedIn) redirect(target)
}
