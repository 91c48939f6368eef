import 'server-only'

/**
 * The current request's visitor session, from its session cookie: read-only, created when missing, or
 * replaced by a new one (login, registration, logout: a new token every time, so a token planted or seen
 * before cannot ride along — no session fixation).
 */
import { cookies, headers } from 'next/headers'
import { isSecureRequest, sessionCookie, sessionCookieName } from '../rules/cookie'
import { type VisitorSession } from '../rules/identity'
import {
  createSession,
  deleteSession,
  findSessionByToken,
  isTouchDue,
  toVisitorSession,
  touchSession,
  type SessionAccount,
} from './store'
import { isWellFormedSessionToken } from './token'

export type { VisitorSession } from '../rules/identity'
export type { SessionAccount } from './store'
export { isAccountId, ownsVisitorId, visitorIdOf } from '../rules/identity'

/**
 * The visitor's session, read-only (server pages: login checks). Null when the cookie is missing,
 * malformed, unknown or expired. Reading cookies makes the page dynamic: use it only where needed.
 */
export async function getVisitorSession(): Promise<VisitorSession | null> {
  const token = (await cookies()).get(sessionCookieName(await requestIsSecure()))?.value
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
  const secure = await requestIsSecure()
  const token = jar.get(sessionCookieName(secure))?.value
  const now = new Date()

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

/**
 * Replaces the visitor's session with a new one under a new token: logged in to the account, or (null)
 * a fresh guest with a new guest id (spec 02 §4: logout resets the user). The old row is deleted, so the
 * old token is worthless from here on (ASVS 5.0 V7.2).
 */
export async function replaceVisitorSession(
  current: VisitorSession | null,
  account: SessionAccount | null,
): Promise<VisitorSession> {
  const created = await createSession(new Date(), undefined, account ?? undefined)
  ;(await cookies()).set(sessionCookie(created.token, await requestIsSecure()))
  if (current) await deleteSession(current.id)
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
