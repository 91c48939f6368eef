import 'server-only'

/**
 * Starting and ending a customer's session (spec 02 §4 User): login gives a new session token linked to
 * the account, logout a new guest session; the old token dies either way (no session fixation).
 */
import type { VisitorSession } from '@/lib/session/rules/identity'
import { replaceVisitorSession } from '@/lib/session/server'

/** Logs the visitor in to an account under a new session token. */
export async function signIn(session: VisitorSession, customerId: string): Promise<VisitorSession> {
  return replaceVisitorSession(session, { customerId })
}

/** Ends the server-side session; the visitor goes on as a new guest (the client clears its stored id). */
export async function signOut(session: VisitorSession): Promise<VisitorSession> {
  return replaceVisitorSession(session, null)
}
