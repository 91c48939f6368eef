import 'server-only'

/**
 * Click and reserve storage (a market option, spec 02 §3): the market's branches with their stock of
 * given variants, and reservations that put pieces aside and queue the confirmation mail.
 */
import { and, asc, eq, inArray } from 'drizzle-orm'
import type { Market } from '@/lib/config'
import type { Db } from '@/lib/db'
import { retailStores, storeReservations, storeStock, type RetailStoreRow } from '@/lib/db/schema'
import { HttpError } from '@/lib/http/rules/errors'
import { enqueueMail } from '@/lib/mail/server/outbox'
import type { ReserveRequest, ReserveResult, StoreWithStock } from '../rules/schemas'

export const STORE_RESERVATION_MAIL = 'store-reservation'

/** Click and reserve is a market option (spec 02 §3); elsewhere the calls refuse with 422. */
export function requireClickAndReserve(market: Pick<Market, 'code' | 'options'>): void {
  if (!market.options.clickAndReserve) {
    throw new HttpError(422, `click and reserve is not offered in market ${market.code}`)
  }
}

const address = ({ id, name, street, postalCode, city, openingHours, lat, lng }: RetailStoreRow) => ({
  ...{ id, name, street, postalCode, city, openingHours, lat, lng },
})

/** Every branch of the market with its pieces of each given variant (0 where it has none), by name. */
export async function storesWithStock(
  db: Db,
  market: string,
  variantIds: readonly number[],
): Promise<StoreWithStock[]> {
  const stores = await db
    .select()
    .from(retailStores)
    .where(eq(retailStores.market, market))
    .orderBy(asc(retailStores.name))
  if (stores.length === 0 || variantIds.length === 0) return stores.map((s) => ({ ...address(s), stock: {} }))
  const rows = await db
    .select()
    .from(storeStock)
    .where(
      and(
        inArray(
          storeStock.storeId,
          stores.map((s) => s.id),
        ),
        inArray(storeStock.variantId, [...variantIds]),
      ),
    )
  return stores.map((s) => {
    const stock = Object.fromEntries(variantIds.map((id) => [String(id), 0]))
    for (const row of rows) if (row.storeId === s.id) stock[String(row.variantId)] = row.quantity
    return { ...address(s), stock }
  })
}

/**
 * Puts the pieces aside: the branch must belong to the market and hold every line. One transaction
 * locks the stock rows (in variant order, so two reservations never wait on each other crosswise),
 * takes the pieces off the shelf, records the reservations and queues the confirmation mail; a
 * refused line leaves everything as it was.
 */
export async function reserve(db: Db, market: string, input: ReserveRequest): Promise<ReserveResult> {
  return db.transaction(async (tx) => {
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
      .values(items.map((i) => ({ ...i, storeId: store.id, email: input.email, name: input.name, market })))
      .returning({ id: storeReservations.id })
    const reservationIds = reservations.map((r) => r.id)
    await enqueueMail(tx, {
      kind: STORE_RESERVATION_MAIL,
      recipient: input.email,
      language: input.locale,
      market,
      dedupeKey: `reservation|${reservationIds.join(',')}`,
      payload: { name: input.name, store: address(store), items, reservationIds },
    })
    return { type: 'success' as const, reservationIds, store: address(store) }
  })
}
