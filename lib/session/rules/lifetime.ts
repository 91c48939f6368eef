/**
 * How long a visitor session lives (issue 13 item 10; ASVS 5.0 V7.3): a sliding (idle) lifetime renewed
 * by use, capped by an absolute lifetime fixed when the session began.
 *
 * - Idle 30 days: a shopper who comes back within a month finds basket, wishlist and login as left; a
 *   month away, the visitor starts over (and the purge takes the dead guest's basket, lib/db/housekeeping).
 * - Absolute 90 days: however often it is used, a cookie (a stolen one too) stops working three months
 *   after it was issued, and a logged-in customer logs in again at least once a quarter. Every login and
 *   logout issues a new session (lib/session/server), so the clock starts at the last login.
 *
 * The absolute end is stored with the session (visitor_sessions.absolute_expires_at), so a renewal can
 * only move the sliding expiry up to it, never past it.
 */
import { SESSION_ABSOLUTE_DAYS, SESSION_IDLE_DAYS } from '@/lib/config'

const DAY_MS = 24 * 60 * 60 * 1000
export const SESSION_IDLE_MS = SESSION_IDLE_DAYS * DAY_MS
export const SESSION_ABSOLUTE_MS = SESSION_ABSOLUTE_DAYS * DAY_MS

/** The absolute end of a session that begins at `start`. */
export const absoluteEndOf = (start: Date) => new Date(start.getTime() + SESSION_ABSOLUTE_MS)

/** The session's expiry after a use at `now`: the idle lifetime from now, never past the absolute end. */
export function slidingExpiry(now: Date, absoluteEnd: Date): Date {
  return new Date(Math.min(now.getTime() + SESSION_IDLE_MS, absoluteEnd.getTime()))
}

/** The cookie's Max-Age in whole seconds: until the session's expiry (0 once it is over). */
export function cookieMaxAgeSeconds(expiresAt: Date, now: Date): number {
  return Math.max(0, Math.floor((expiresAt.getTime() - now.getTime()) / 1000))
}
