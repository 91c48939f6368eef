import 'server-only'

/**
 * The current request's visitor session, from its session cookie: read-only, created when missing, or
 * replaced by a new one (login, registration, logout: a new token every time, so a token planted or seen
 * before cannot ride along — no session fixation).
 */
import { cookies, headers } from 'next/headers'
import { isSecureRequest, sessionCookie, sessionCookieName } from '../rules/cookie'
import { sessionCreatePerIp } from '@/lib/http/server/rate-limits'
import { type VisitorSession } from '../rules/identity'
import { cookieMaxAgeSeconds } from '../rules/lifetime'
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
 * The visitor's live session for GET handlers that only read (issue 13 item 4): renewed like any use,
 * but never created. Null without one, and then the answer sets no cookie.
 */
export async function currentVisitorSession(): Promise<VisitorSession | null> {
  const jar = await cookies()
  const secure = await requestIsSecure()
  const token = jar.get(sessionCookieName(secure))?.value
  if (!isWellFormedSessionToken(token)) return null
  const now = new Date()
  const row = await findSessionByToken(token, now)
  if (!row) return null
  // Renew the cookie's max-age together with the sliding expiry in the database.
  const touched = isTouchDue(row, now) ? await touchSession(row.id, now) : null
  if (touched) jar.set(sessionCookie(token, secure, cookieMaxAgeSeconds(touched.expiresAt, now)))
  return toVisitorSession(touched ?? row)
}

/**
 * The visitor's session for writes and the identity call (GET /api/user/): creates one (and sets the
 * cookie) when the cookie is missing or does not name a live session. A token the client made up is
 * never adopted: it simply gets a new session. New sessions count against `sessionCreatePerIp` under
 * `clientKey` (issue 13 item 4): past it, a RateLimitedError (429 with Retry-After) and no row.
 */
export async function ensureVisitorSession(clientKey: string): Promise<VisitorSession> {
  const current = await currentVisitorSession()
  if (current) return current
  await sessionCreatePerIp.consume(clientKey)
  const now = new Date()
  const created = await createSession(now)
  ;(await cookies()).set(
    sessionCookie(created.token, await requestIsSecure(), cookieMaxAgeSeconds(created.row.expiresAt, now)),
  )
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
  const now = new Date()
  const created = await createSession(now, undefined, account ?? undefined)
  ;(await cookies()).set(
    sessionCookie(created.token, await requestIsSecure(), cookieMaxAgeSeconds(created.row.expiresAt, now)),
  )
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
