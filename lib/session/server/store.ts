import 'server-only'

/** Visitor session rows: create, find by cookie token, touch (sliding expiry), link to an account, expire. */
import { and, eq, lt, lte, ne, sql } from 'drizzle-orm'
import { BoundedCache } from '@/lib/cache/bounded-cache'
import { forgetPerDatabase, perDatabase } from '@/lib/cache/per-database'
import { getDb, isEmbeddedDb, type Db } from '@/lib/db'
import { visitorSessions, type GuestContact, type VisitorSessionRow } from '@/lib/db/schema'
import { absoluteEndOf, SESSION_IDLE_MS, slidingExpiry } from '../rules/lifetime'
import type { VisitorSession } from '../rules/identity'
import { newGuestId, newSessionToken, sessionIdFromToken } from './token'

/** last_seen_at (and the sliding expiry) is written at most this often per session. */
export const TOUCH_INTERVAL_MS = 60_000

/**
 * Every shop request reads its session. On the embedded database this process is the only writer, so
 * the rows it read or wrote are kept here and every write below updates them: a request costs no
 * statement for its session. On PostgreSQL other instances write too: always read.
 */
const CACHE_TTL_MS = 10 * 60_000
const MAX_CACHED_SESSIONS = 20_000
const CACHE_KEY = '__storefrontSessionRows'

function rowCache(db: Db): BoundedCache<VisitorSessionRow> | null {
  if (!isEmbeddedDb(db)) return null
  return perDatabase(
    CACHE_KEY,
    db,
    () => new BoundedCache<VisitorSessionRow>({ ttlMs: CACHE_TTL_MS, maxWeight: MAX_CACHED_SESSIONS }),
  )
}

/**
 * After a write has finished: PGlite runs statements in the order they were issued, so a read issued
 * before the write and cached on the way is overwritten here, never the other way round.
 */
function remember(db: Db, id: string, row: VisitorSessionRow | undefined): void {
  const cache = rowCache(db)
  if (row) cache?.set(id, row)
  else cache?.delete(id)
}

/** Tests that write session rows behind this module's back (no code of the shop does). */
export function forgetCachedSessions(db: Db): void {
  forgetPerDatabase(CACHE_KEY, db)
}

export function toVisitorSession(row: VisitorSessionRow): VisitorSession {
  return {
    id: row.id,
    guestId: row.guestId,
    userId: row.userId,
    checkoutGuest: row.checkoutGuest,
    loggedIn: row.userId !== null,
    ...(row.guestContact && { guestContact: row.guestContact }),
  }
}

/** The account a new session starts logged in to (login, registration): user and customer are one id. */
export interface SessionAccount {
  customerId: string
}

/**
 * A new session, a guest's or (with an account) a logged-in one. The token goes into the cookie; only
 * its hash is stored.
 */
export async function createSession(
  now: Date = new Date(),
  db?: Db,
  account?: SessionAccount,
): Promise<{ token: string; row: VisitorSessionRow }> {
  const token = newSessionToken()
  const database = db ?? (await getDb())
  const absoluteExpiresAt = absoluteEndOf(now)
  const [row] = await database
    .insert(visitorSessions)
    .values({
      id: sessionIdFromToken(token),
      guestId: newGuestId(),
      ...(account && { userId: account.customerId, customerId: account.customerId }),
      createdAt: now,
      lastSeenAt: now,
      expiresAt: slidingExpiry(now, absoluteExpiresAt),
      absoluteExpiresAt,
    })
    .returning()
  if (!row) throw new Error('session insert returned no row')
  remember(database, row.id, row)
  return { token, row }
}

/** The live session for a cookie token, or null when unknown or expired. */
export async function findSessionByToken(
  token: string,
  now: Date = new Date(),
  db?: Db,
): Promise<VisitorSessionRow | null> {
  const database = db ?? (await getDb())
  const id = sessionIdFromToken(token)
  const cache = rowCache(database)
  let row = cache?.get(id)
  if (!row) {
    ;[row] = await database.select().from(visitorSessions).where(eq(visitorSessions.id, id)).limit(1)
    if (row) cache?.set(id, row)
  }
  return row && row.expiresAt > now ? row : null
}

/** Whether the row read for this request is due a touch: most requests need no write at all. */
export function isTouchDue(row: Pick<VisitorSessionRow, 'lastSeenAt'>, now: Date = new Date()): boolean {
  return row.lastSeenAt.getTime() <= now.getTime() - TOUCH_INTERVAL_MS
}

/**
 * Marks the session seen and slides its expiry, at most once per TOUCH_INTERVAL_MS, never past the
 * absolute end stored with it (issue 13 item 10). The row it wrote, or null: with a row, the cookie's
 * max-age should be renewed as well.
 */
export async function touchSession(
  id: string,
  now: Date = new Date(),
  db?: Db,
): Promise<VisitorSessionRow | null> {
  const stale = new Date(now.getTime() - TOUCH_INTERVAL_MS)
  const idleEnd = new Date(now.getTime() + SESSION_IDLE_MS)
  const database = db ?? (await getDb())
  const [updated] = await database
    .update(visitorSessions)
    // The same rule as slidingExpiry, in the statement, so the stored absolute end is the one applied.
    .set({
      lastSeenAt: now,
      expiresAt: sql`least(${idleEnd.toISOString()}::timestamptz, ${visitorSessions.absoluteExpiresAt})`,
    })
    .where(and(eq(visitorSessions.id, id), lte(visitorSessions.lastSeenAt, stale)))
    .returning()
  if (updated) remember(database, id, updated)
  return updated ?? null
}

/**
 * Links the session to an account (login) or back to the guest (userId null: logout). Logout also drops
 * the customer link, which may only name the session's own account.
 */
export function setSessionUser(id: string, userId: string | null, db?: Db): Promise<void> {
  return updateSession(id, userId === null ? { userId, customerId: null } : { userId }, db)
}

export function setCheckoutGuest(id: string, checkoutGuest: boolean, db?: Db): Promise<void> {
  return updateSession(id, { checkoutGuest }, db)
}

/** A guest's checkout details (spec 02 §7 auth mode guest): kept on its own session only. */
export function setGuestContact(id: string, guestContact: GuestContact, db?: Db): Promise<void> {
  return updateSession(id, { checkoutGuest: true, guestContact }, db)
}

async function updateSession(
  id: string,
  set: Partial<Pick<VisitorSessionRow, 'userId' | 'customerId' | 'checkoutGuest' | 'guestContact'>>,
  db?: Db,
): Promise<void> {
  const database = db ?? (await getDb())
  const [row] = await database.update(visitorSessions).set(set).where(eq(visitorSessions.id, id)).returning()
  remember(database, id, row)
}

export async function deleteSession(id: string, db?: Db): Promise<void> {
  const database = db ?? (await getDb())
  await database.delete(visitorSessions).where(eq(visitorSessions.id, id))
  remember(database, id, undefined)
}

/**
 * Ends every session of a customer but one (ASVS 5.0 V7.4: after a password change or reset), or all of
 * them (keep null: account deletion, a reset from a logged-out browser). Returns how many ended.
 */
export async function endCustomerSessions(customerId: string, keep: string | null, db?: Db): Promise<number> {
  const database = db ?? (await getDb())
  const of = eq(visitorSessions.customerId, customerId)
  const removed = await database
    .delete(visitorSessions)
    .where(keep ? and(of, ne(visitorSessions.id, keep)) : of)
    .returning({ id: visitorSessions.id })
  for (const { id } of removed) remember(database, id, undefined)
  return removed.length
}

/** Removes expired rows; returns how many. Safe to run from a periodic job on any instance. */
export async function purgeExpiredSessions(now: Date = new Date(), db?: Db): Promise<number> {
  const database = db ?? (await getDb())
  const removed = await database
    .delete(visitorSessions)
    .where(lt(visitorSessions.expiresAt, now))
    .returning({ id: visitorSessions.id })
  for (const { id } of removed) remember(database, id, undefined)
  return removed.length
}
