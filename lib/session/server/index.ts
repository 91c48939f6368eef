import 'server-only'

/** The current request's visitor session, from its session cookie: read-only, or created when missing. */
import { cookies, headers } from 'next/headers'
import { SESSION_COOKIE } from '@/lib/config'
import { isSecureRequest, sessionCookie } from '../rules/cookie'
import { type VisitorSession } from '../rules/identity'
import { createSession, findSessionByToken, isTouchDue, toVisitorSession, touchSession } from './store'
import { isWellFormedSessionToken } from './token'

export type { VisitorSession } from '../rules/identity'
export { isAccountId, ownsVisitorId, visitorIdOf } from '../rules/identity'

/**
 * The visitor's session, read-only (server pages: login checks). Null when the cookie is missing,
 * malformed, unknown or expired. Reading cookies makes the page dynamic: use it only where needed.
 */
export async function getVisitorSession(): Promise<VisitorSession | null> {
  const token = (await cookies()).get(SESSION_COOKIE)?.value
  if (!isWellFormedSessionToken(token)) return null
  const row = await findSessionByToken(token)
  return row ? toVisitorSession(row) : null
}

/**
 * The visitor's session for route handlers and server functions: creates one (and sets the cookie)
 * when the cookie is missing or does not name a live session. A token the client made up is never
 * adopted: it simply gets a new session.
 */
export async function ensureVisitorSession(): Promise<VisitorSession> {
  const jar = await cookies()
  const token = jar.get(SESSION_COOKIE)?.value
  const now = new Date()
  const secure = await requestIsSecure()

  if (isWellFormedSessionToken(token)) {
    const row = await findSessionByToken(token, now)
    if (row) {
      // Renew the cookie's max-age together with the sliding expiry in the database.
      if (isTouchDue(row, now) && (await touchSession(row.id, now))) jar.set(sessionCookie(token, secure))
      return toVisitorSession(row)
    }
  }
  const created = await createSession(now)
  jar.set(sessionCookie(created.token, secure))
  return toVisitorSession(created.row)
}

async function requestIsSecure(): Promise<boolean> {
  const h = await headers()
  return isSecureRequest({
    nodeEnv: process.env.NODE_ENV,
    forwardedProto: h.get('x-forwarded-proto'),
    forwardedHost: h.get('x-forwarded-host'),
    host: h.get('host'),
  })
}
