import 'server-only'

/** The embedded engine's bestsellers strategy (slots listing_bestseller and search). */
import { sql } from 'drizzle-orm'
import type { Db } from '@/lib/db/client'
import { BY_DEMAND_THEN_RATING, idsOf, inScope, PRODUCT_DEMAND, type Scope } from './scope'

/** The most added products; without any behaviour yet, the best rated and most popular. */
export function bestsellerIds(db: Db, scope: Scope, limit: number): Promise<number[]> {
  return idsOf(
    db,
    sql`select p.id from products p left join (${PRODUCT_DEMAND}) d on d.product_id = p.id
      where ${inScope(scope)}
      order by ${BY_DEMAND_THEN_RATING}
      limit ${limit}`,
  )
}
