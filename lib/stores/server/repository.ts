import 'server-only'

/**
 * Click and reserve storage (a market option, spec 02 §3): the market's branches with their stock of
 * given variants (reservations: ./reservations.ts).
 */
import { and, asc, eq, inArray, lte, sql } from 'drizzle-orm'
import type { Market } from '@/lib/config'
import type { Db } from '@/lib/db'
import { retailStores, storeReservations, storeStock } from '@/lib/db/schema'
import { HttpError } from '@/lib/http/rules/errors'
import type { StoreWithStock } from '../rules/schemas'
import { storeAddress as address } from './reservations'

/** Click and reserve is a market option (spec 02 §3); elsewhere the calls refuse with 422. */
export function requireClickAndReserve(market: Pick<Market, 'code' | 'options'>): void {
  if (!market.options.clickAndReserve) {
    throw new HttpError(422, `click and reserve is not offered in market ${market.code}`)
  }
}

/**
 * Every branch of the market with its pieces of each given variant (0 where it has none), by name. Pieces
 * of reservations whose time ran out count as on the shelf, even before the sweep put them back (issue 13
 * item 4): the shelf holds only what unexpired reservations took.
 */
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
  const expired = await db
    .select({
      storeId: storeReservations.storeId,
      variantId: storeReservations.variantId,
      quantity: sql<number>`sum(${storeReservations.quantity})::int`,
    })
    .from(storeReservations)
    .where(
      and(
        eq(storeReservations.status, 'reserved'),
        lte(storeReservations.expiresAt, sql`now()`),
        inArray(
          storeReservations.storeId,
          stores.map((s) => s.id),
        ),
        inArray(storeReservations.variantId, [...variantIds]),
      ),
    )
    .groupBy(storeReservations.storeId, storeReservations.variantId)
  return stores.map((s) => {
    const stock = Object.fromEntries(variantIds.map((id) => [String(id), 0]))
    for (const row of rows) if (row.storeId === s.id) stock[String(row.variantId)] = row.quantity
    for (const row of expired) if (row.storeId === s.id) stock[String(row.variantId)]! += row.quantity
    return { ...address(s), stock }
  })
}
