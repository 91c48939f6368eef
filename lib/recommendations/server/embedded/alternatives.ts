import 'server-only'

/** The embedded engine's alternatives strategy (slot pds_alternatives). */
import { sql } from 'drizzle-orm'
import type { Db } from '@/lib/db/client'
import type { StoredAttributes } from '@/lib/db/schema'
import { inScope, rowsOf, type Scope } from './scope'
import { similarity } from '../../rules/similarity'

/** How many same-category candidates, closest in price first, are scored in memory. */
export const ALTERNATIVE_CANDIDATES = 300

interface FactsRow {
  id: number
  brand_id: number
  attributes: StoredAttributes
  price_distance: number | null
}

/** The product's own facts; null when it is not in the catalog. */
async function itemFacts(db: Db, itemId: number) {
  const [row] = await rowsOf<{ brand_id: number; attributes: StoredAttributes }>(
    db,
    sql`select brand_id, attributes from products where id = ${itemId}`,
  )
  return row ? { brandId: Number(row.brand_id), attributes: row.attributes } : null
}

/**
 * Alternatives to a product: others filed in one of its own (leaf) categories, most similar first
 * (../../rules/similarity.ts), at least `minSimilarity`. Its other colourways are left out: the product
 * page shows them already as colour choices. Null when the item is unknown.
 */
export async function alternativeIds(
  db: Db,
  scope: Scope,
  itemId: number,
  options: { limit: number; minSimilarity: number },
): Promise<number[] | null> {
  const item = await itemFacts(db, itemId)
  if (!item) return null
  const rows = await rowsOf<FactsRow>(
    db,
    sql`select p.id, p.brand_id, p.attributes,
        (select min(abs(ln(greatest(cp.min_with_tax, 1)::float8 / greatest(ip.min_with_tax, 1)::float8)))
          from product_price_ranges cp join product_price_ranges ip
            on ip.currency = cp.currency and ip.product_id = ${itemId}
          where cp.product_id = p.id) as price_distance
      from products p
      where p.master_key <> (select master_key from products where id = ${itemId})
        and exists (select 1 from product_categories pc join product_categories ipc
            on ipc.category_id = pc.category_id and ipc.product_id = ${itemId} and ipc.direct
          where pc.product_id = p.id and pc.direct)
        and ${inScope(scope)}
      order by price_distance nulls last, p.id
      limit ${ALTERNATIVE_CANDIDATES}`,
  )
  return rows
    .map((row) => ({
      id: Number(row.id),
      score: similarity(
        item,
        { brandId: Number(row.brand_id), attributes: row.attributes },
        row.price_distance === null ? null : Number(row.price_distance),
      ),
    }))
    .filter((c) => c.score >= options.minSimilarity)
    .sort((a, b) => b.score - a.score || a.id - b.id)
    .slice(0, options.limit)
    .map((c) => c.id)
}
