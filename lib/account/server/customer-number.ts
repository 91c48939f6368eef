import 'server-only'

/** The next customer number of a shop, drawn in the transaction that inserts the customer. */
import { sql } from 'drizzle-orm'
import type { Db } from '@/lib/db'
import { customerNumbers } from '@/lib/db/schema'
import type { Tx } from '@/lib/db/transaction'

/**
 * One upsert: it locks the shop's counter row until the caller's transaction ends, so concurrent
 * registrations queue here and never share a number; a rollback returns the number (see customer_numbers).
 */
export async function nextCustomerNo(tx: Tx | Db, shopId: number): Promise<number> {
  const [row] = await tx
    .insert(customerNumbers)
    .values({ shopId, lastNo: 1 })
    .onConflictDoUpdate({
      target: customerNumbers.shopId,
      set: { lastNo: sql`${customerNumbers.lastNo} + 1` },
    })
    .returning({ lastNo: customerNumbers.lastNo })
  if (!row) throw new Error('customer number upsert returned no row')
  return row.lastNo
}
