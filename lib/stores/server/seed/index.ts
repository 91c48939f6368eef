import 'server-only'

/** The default retail stores (./stores.ts), seeded with stock for the catalog when no store exists yet. */
import { sql } from 'drizzle-orm'
import type { Db } from '@/lib/db/client'
import { retailStores, storeStock } from '@/lib/db/schema'
import { SEED_STORES } from './stores'

export { SEED_STORES, seedStockQuantity } from './stores'

// Any fixed number, apart from the catalog seed's: instances starting together seed once.
const STORE_SEED_LOCK_KEY = 4_210_517_024

/**
 * Seeds the default stores and their shelves when no store exists (after the catalog seed, on every
 * start). Stock goes to buyable variants (BVC 1 and 2) of active products only, by the same formula as
 * seedStockQuantity, computed in SQL so the catalog's size costs no round trips. Returns true when it seeded.
 */
export async function ensureStoresSeeded(db: Db): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${STORE_SEED_LOCK_KEY})`)
    const [existing] = await tx.select({ id: retailStores.id }).from(retailStores).limit(1)
    if (existing) return false
    await tx.insert(retailStores).values(
      SEED_STORES.map(({ id, market, name, street, postalCode, city, openingHours, lat, lng }) => ({
        ...{ id, market, name, street, postalCode, city, openingHours, lat, lng },
      })),
    )
    const stocked = SEED_STORES.filter((s) => s.stocked).map((s) => s.id)
    await tx.execute(sql`
      insert into ${storeStock} (store_id, variant_id, quantity)
      select s.id, v.id, mod(v.id::bigint * 7919 + s.id::bigint * 104729, 13) - 2
      from ${retailStores} s
      cross join variants v
      join products p on p.id = v.product_id
      where s.id in (${sql.join(
        stocked.map((id) => sql`${id}`),
        sql`, `,
      )}) and p.is_active and v.bvc in (1, 2)
        and mod(v.id::bigint * 7919 + s.id::bigint * 104729, 13) >= 3`)
    return true
  })
}
