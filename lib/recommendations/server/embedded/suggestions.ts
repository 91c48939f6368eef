import 'server-only'

/** The embedded engine's suggestions strategy (slots pds_suggestions, add_to_cart_layer and basket). */
import { sql } from 'drizzle-orm'
import type { Db } from '@/lib/db/client'
import { BY_DEMAND_THEN_RATING, idsOf, inScope, PRODUCT_DEMAND, type Scope } from './scope'

/**
 * What goes with a product: others from its top category but none of its own (leaf) categories — pans
 * to a pot, a rug to a sofa. Products added to the same baskets as the item come first ("added
 * together"), then demand, rating and popularity. Its other colourways are left out.
 */
export function suggestionIds(db: Db, scope: Scope, itemId: number, limit: number): Promise<number[]> {
  return idsOf(
    db,
    sql`select p.id from products p
      left join (${PRODUCT_DEMAND}) d on d.product_id = p.id
      left join (select other.product_id, count(distinct other.basket_key)::int as baskets
          from basket_items own join basket_items other
            on other.basket_key = own.basket_key and other.product_id <> own.product_id
          where own.product_id = ${itemId}
          group by other.product_id) together on together.product_id = p.id
      where p.master_key <> (select master_key from products where id = ${itemId})
        and exists (select 1 from product_categories pc
          where pc.product_id = p.id and pc.category_id in (select c.path_ids[1]
            from product_categories ipc join categories c on c.id = ipc.category_id
            where ipc.product_id = ${itemId} and ipc.direct))
        and not exists (select 1 from product_categories pc join product_categories ipc
            on ipc.category_id = pc.category_id and ipc.product_id = ${itemId} and ipc.direct
          where pc.product_id = p.id and pc.direct)
        and ${inScope(scope)}
      order by coalesce(together.baskets, 0) desc, ${BY_DEMAND_THEN_RATING}
      limit ${limit}`,
  )
}
