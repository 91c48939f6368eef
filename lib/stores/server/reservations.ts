import 'server-only'

/**
 * Click and reserve's reservations (spec 02 §2, issue 13 item 4): put pieces aside for
 * RESERVATION_TTL_HOURS, capped per address and per visitor session, mailed only to an address that
 * confirmed (lib/confirmations), and given back to the shelf by the housekeeping sweep once expired.
 */
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm'
import { getMarket, reservationTtlHours, type MarketCode } from '@/lib/config'
import { pendingCounts } from '@/lib/confirmations/server/addresses'
import type { Db } from '@/lib/db'
import { retailStores, storeReservations, storeStock, type RetailStoreRow } from '@/lib/db/schema'
import { HttpError } from '@/lib/http/rules/errors'
import { runAfterResponse } from '@/lib/http/server/after-response'
import { sendMail } from '@/lib/mail/server/send'
import { reservationCapReached } from '../rules/limits'
import type { ReserveRequest, ReserveResult } from '../rules/schemas'
import { formatHeldUntil } from '../rules/held-until'

export const STORE_RESERVATION_MAIL = 'store-reservation'

export const storeAddress = ({
  id,
  name,
  street,
  postalCode,
  city,
  openingHours,
  lat,
  lng,
}: RetailStoreRow) => ({
  ...{ id, name, street, postalCode, city, openingHours, lat, lng },
})

export interface ReserveOptions {
  /** The visitor session that asked (row id); the per-session cap counts by it. */
  sessionId: string | null
  /** RESERVATION_TTL_HOURS unless a test holds its own. */
  ttlHours?: number
}

const OPEN = (now = sql`now()`) =>
  and(eq(storeReservations.status, 'reserved'), sql`${storeReservations.expiresAt} > ${now}`)

/**
 * Open reservations of an address and of a session in a market, each dialog sent counted once: its lines
 * were recorded in one transaction, so they share the store and the transaction's now(). Requests waiting
 * for their address's confirmation count too.
 */
export async function openReservations(
  db: Db,
  market: MarketCode,
  email: string,
  sessionId: string | null,
): Promise<{ address: number; session: number }> {
  const requests = sql`distinct (${storeReservations.storeId}, ${storeReservations.createdAt})`
  const [row] = await db
    .select({
      address: sql<number>`count(${requests}) filter (where ${storeReservations.email} = ${email})::int`,
      session: sql<number>`count(${requests}) filter (where ${storeReservations.sessionId} = ${sessionId ?? ''})::int`,
    })
    .from(storeReservations)
    .where(and(eq(storeReservations.market, market), OPEN()))
  const pending = await pendingCounts(db, 'reservation', getMarket(market).shopId, email, sessionId)
  return { address: (row?.address ?? 0) + pending.address, session: (row?.session ?? 0) + pending.session }
}

/** Refuses with 429 (the dialog's stores.refused.limit) when the address or session holds enough. */
export async function requireReservationRoom(
  db: Db,
  market: MarketCode,
  email: string,
  sessionId: string | null,
): Promise<void> {
  const cap = reservationCapReached(await openReservations(db, market, email, sessionId))
  if (cap) throw new HttpError(429, `too many open reservations for this ${cap}`)
}

/**
 * Puts back the pieces of reservations whose time ran out and marks them 'expired' (the housekeeping
 * sweep; reserve() runs it for its store first, so a stock read never waits for the sweep). Two sweeps
 * at once give each piece back once: the update takes a row only while it is still 'reserved'.
 */
export async function releaseExpiredReservations(db: Db, now: Date, storeId?: number): Promise<number> {
  return db.transaction(async (tx) => {
    const expired = await tx
      .update(storeReservations)
      .set({ status: 'expired' })
      .where(
        and(
          eq(storeReservations.status, 'reserved'),
          lte(storeReservations.expiresAt, now),
          storeId === undefined ? undefined : eq(storeReservations.storeId, storeId),
        ),
      )
      .returning({
        storeId: storeReservations.storeId,
        variantId: storeReservations.variantId,
        quantity: storeReservations.quantity,
      })
    // In store and variant order, like reserve(): two sweeps never wait on each other crosswise.
    expired.sort((a, b) => a.storeId - b.storeId || a.variantId - b.variantId)
    for (const piece of expired) {
      await tx
        .update(storeStock)
        .set({ quantity: sql`${storeStock.quantity} + ${piece.quantity}` })
        .where(and(eq(storeStock.storeId, piece.storeId), eq(storeStock.variantId, piece.variantId)))
    }
    return expired.length
  })
}

/**
 * Puts the pieces aside: the branch must belong to the market and hold every line, and the address and
 * session below their caps. One transaction locks the stock rows (in variant order, so two reservations
 * never wait on each other crosswise), takes the pieces off the shelf and records the reservations with
 * their end; a refused line leaves everything as it was. The reservation mail goes out after the answer.
 */
export async function reserve(
  db: Db,
  market: MarketCode,
  input: ReserveRequest,
  options: ReserveOptions,
): Promise<ReserveResult> {
  await releaseExpiredReservations(db, new Date(), input.storeId)
  const ttlHours = options.ttlHours ?? reservationTtlHours
  const result = await db.transaction(async (tx) => {
    // Two requests of one address or session at once wait for each other here, so both cannot pass
    // the caps on the same count (the locks end with the transaction).
    for (const key of [`reserve:${market}:${input.email}`, `reserve:session:${options.sessionId ?? ''}`]) {
      if (key.endsWith(':')) continue
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`)
    }
    await requireReservationRoom(tx, market, input.email, options.sessionId)
    const [store] = await tx.select().from(retailStores).where(eq(retailStores.id, input.storeId))
    if (!store || store.market !== market) throw new HttpError(404, 'store not found in this market')
    const items = [...input.items].sort((a, b) => a.variantId - b.variantId)
    const locked = await tx
      .select({ variantId: storeStock.variantId, quantity: storeStock.quantity })
      .from(storeStock)
      .where(
        and(
          eq(storeStock.storeId, store.id),
          inArray(
            storeStock.variantId,
            items.map((i) => i.variantId),
          ),
        ),
      )
      .orderBy(asc(storeStock.variantId))
      .for('update')
    const shelf = new Map(locked.map((row) => [row.variantId, row.quantity]))
    const short = items.filter((i) => (shelf.get(i.variantId) ?? 0) < i.quantity)
    if (short.length > 0) {
      throw new HttpError(
        409,
        `not enough stock in this store for variant ${short.map((i) => i.variantId).join(', ')}`,
      )
    }
    for (const item of items) {
      await tx
        .update(storeStock)
        .set({ quantity: (shelf.get(item.variantId) ?? 0) - item.quantity })
        .where(and(eq(storeStock.storeId, store.id), eq(storeStock.variantId, item.variantId)))
    }
    const reservations = await tx
      .insert(storeReservations)
      .values(
        items.map((i) => ({
          ...i,
          storeId: store.id,
          email: input.email,
          name: input.name,
          market,
          sessionId: options.sessionId,
          expiresAt: sql`now() + make_interval(hours => ${ttlHours}::int)`,
        })),
      )
      .returning({ id: storeReservations.id, expiresAt: storeReservations.expiresAt })
    return {
      type: 'success' as const,
      reservationIds: reservations.map((r) => r.id),
      store: storeAddress(store),
      heldUntil: reservations[0]!.expiresAt.toISOString(),
    }
  })
  const pieces = input.items.reduce((n, i) => n + i.quantity, 0)
  await runAfterResponse('store reservation mail', () => mailReservation(db, market, input, result, pieces))
  return result
}

function mailReservation(
  db: Db,
  market: MarketCode,
  input: ReserveRequest,
  result: ReserveResult,
  pieces: number,
) {
  const { name, street, postalCode, city, openingHours } = result.store
  return sendMail(db, {
    kind: STORE_RESERVATION_MAIL,
    to: input.email,
    language: input.locale,
    market,
    dedupeKey: `reservation|${result.reservationIds.join(',')}`,
    data: {
      name: input.name,
      count: pieces,
      store: { name, street, postalCode, city, openingHours },
      heldUntil: formatHeldUntil(new Date(result.heldUntil), input.locale, getMarket(market)),
    },
  })
}
