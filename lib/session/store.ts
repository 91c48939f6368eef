import { and, eq, lt, lte } from 'drizzle-orm'
import { getDb, type Db } from '@/lib/db'
import { visitorSessions, type VisitorSessionRow } from '@/lib/db/schema'
import { SESSION_MAX_AGE_SECONDS } from './cookie'
import type { VisitorSession } from './identity'
import { newGuestId, newSessionToken, sessionIdFromToken } from './token'

/** last_seen_at (and the sliding expiry) is written at most this often per session. */
export const TOUCH_INTERVAL_MS = 60_000

const expiryFrom = (now: Date) => new Date(now.getTime() + SESSION_MAX_AGE_SECONDS * 1000)

export function toVisitorSession(row: VisitorSessionRow): VisitorSession {
  return {
    id: row.id,
    guestId: row.guestId,
    userId: row.userId,
    checkoutGuest: row.checkoutGuest,
    loggedIn: row.userId !== null,
  }
}

/** A new guest session. The token goes into the cookie; only its hash is stored. */
export async function createSession(
  now: Date = new Date(),
  db?: Db,
): Promise<{ token: string; row: VisitorSessionRow }> {
  const token = newSessionToken()
  const [row] = await (db ?? (await getDb()))
    .insert(visitorSessions)
    .values({
      id: sessionIdFromToken(token),
      guestId: newGuestId(),
      createdAt: now,
      lastSeenAt: now,
      expiresAt: expiryFrom(now),
    })
    .returning()
  if (!row) throw new Error('session insert returned no row')
  return { token, row }
}

/** The live session for a cookie token, or null when unknown or expired. */
export async function findSessionByToken(
  token: string,
  now: Date = new Date(),
  db?: Db,
): Promise<VisitorSessionRow | null> {
  const [row] = await (db ?? (await getDb()))
    .select()
    .from(visitorSessions)
    .where(eq(visitorSessions.id, sessionIdFromToken(token)))
    .limit(1)
  return row && row.expiresAt > now ? row : null
}

/**
 * Marks the session seen and slides its expiry, at most once per TOUCH_INTERVAL_MS. True when it
 * wrote: then the cookie's max-age should be renewed as well.
 */
export async function touchSession(id: string, now: Date = new Date(), db?: Db): Promise<boolean> {
  const stale = new Date(now.getTime() - TOUCH_INTERVAL_MS)
  const updated = await (db ?? (await getDb()))
    .update(visitorSessions)
    .set({ lastSeenAt: now, expiresAt: expiryFrom(now) })
    .where(and(eq(visitorSessions.id, id), lte(visitorSessions.lastSeenAt, stale)))
    .returning({ id: visitorSessions.id })
  return updated.length > 0
}

/** Links the session to an account (login) or back to the guest (userId null: logout). */
export async function setSessionUser(id: string, userId: string | null, db?: Db): Promise<void> {
  await (db ?? (await getDb())).update(visitorSessions).set({ userId }).where(eq(visitorSessions.id, id))
}

export async function setCheckoutGuest(id: string, checkoutGuest: boolean, db?: Db): Promise<void> {
  await (db ?? (await getDb()))
    .update(visitorSessions)
    .set({ checkoutGuest })
    .where(eq(visitorSessions.id, id))
}

export async function deleteSession(id: string, db?: Db): Promise<void> {
  await (db ?? (await getDb())).delete(visitorSessions).where(eq(visitorSessions.id, id))
}

/** Removes expired rows; returns how many. Safe to run from a periodic job on any instance. */
export async function purgeExpiredSessions(now: Date = new Date(), db?: Db): Promise<number> {
  const removed = await (db ?? (await getDb()))
    .delete(visitorSessions)
    .where(lt(visitorSessions.expiresAt, now))
    .returning({ id: visitorSessions.id })
  return removed.length
}
