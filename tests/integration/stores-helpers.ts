import { and, asc, eq, gt, sql } from 'drizzle-orm'
import type { Db } from '@/lib/db'
import { storeReservations, storeStock } from '@/lib/db/schema'

/** A variant a stocked seed store has on its shelf (the seed differs per flavour: no fixed ids). */
export async function stockedVariant(
  db: Db,
  storeId: number,
  min = 1,
): Promise<{ variantId: number; quantity: number }> {
  const [row] = await db
    .select({ variantId: storeStock.variantId, quantity: storeStock.quantity })
    .from(storeStock)
    .where(and(eq(storeStock.storeId, storeId), gt(storeStock.quantity, min - 1)))
    .orderBy(asc(storeStock.variantId))
    .limit(1)
  if (!row) throw new Error(`the seed left store ${storeId} without stock`)
  return row
}

export async function shelf(db: Db, storeId: number, variantId: number): Promise<number> {
  const [row] = await db
    .select({ quantity: storeStock.quantity })
    .from(storeStock)
    .where(and(eq(storeStock.storeId, storeId), eq(storeStock.variantId, variantId)))
  return row?.quantity ?? 0
}

export async function setShelf(db: Db, storeId: number, variantId: number, quantity: number): Promise<void> {
  await db
    .insert(storeStock)
    .values({ storeId, variantId, quantity })
    .onConflictDoUpdate({ target: [storeStock.storeId, storeStock.variantId], set: { quantity } })
}

export async function reservationCount(db: Db): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(storeReservations)
  return row?.n ?? 0
}
