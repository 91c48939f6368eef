import 'server-only'

/**
 * What every strategy of the embedded engine may recommend: active products with at least one buyable
 * variant (BVC 1 or 2, lib/catalog/rules/availability.ts), none of the excluded ones, and only those
 * passing the request's catalog_filter. Written over `products p`.
 */
import { sql, type SQL } from 'drizzle-orm'
import type { Db } from '@/lib/db/client'
import type { CatalogFilter } from '../../rules/contract'
import { catalogFilterSql } from './catalog-filter'

export interface Scope {
  exclude: readonly number[]
  filters: readonly SQL[]
}

export function scopeOf(exclude: readonly number[], catalogFilter: readonly CatalogFilter[]): Scope {
  return { exclude: [...new Set(exclude)], filters: catalogFilter.map(catalogFilterSql) }
}

export function inScope(scope: Scope, alsoExclude: readonly number[] = []): SQL {
  const excluded = [...scope.exclude, ...alsoExclude]
  return sql.join(
    [
      sql`p.is_active`,
      sql`exists (select 1 from variants v where v.product_id = p.id and v.bvc in (1, 2))`,
      ...(excluded.length > 0 ? [sql`p.id <> all(${sql.param(excluded)}::int[])`] : []),
      ...scope.filters,
    ],
    sql` and `,
  )
}

/**
 * Demand per product from shopper behaviour: units added to baskets, the one signal the schema holds.
 * Order items would join the `signals` union here (weighted above basket adds), and every strategy
 * ranking by demand would follow without change.
 */
export const PRODUCT_DEMAND = sql`select product_id, sum(units)::int as units from (
    select bi.product_id, bi.quantity as units from basket_items bi
  ) signals group by product_id`

/** The catalog's average rating (durchschnittBewertungen.value, '4.3'), null when missing or malformed. */
export const RATING = sql`case when p.attributes -> 'durchschnittBewertungen' ->> 'value' ~ '^[0-9]+([.][0-9]+)?$'
  then (p.attributes -> 'durchschnittBewertungen' ->> 'value')::numeric end`
const RATING_COUNT = sql`case when p.attributes -> 'anzahlBewertungen' ->> 'value' ~ '^[0-9]{1,9}$'
  then (p.attributes -> 'anzahlBewertungen' ->> 'value')::int end`

/** Behaviour first, then the catalog's rating and popularity; the id keeps equal ranks stable. */
export const BY_DEMAND_THEN_RATING = sql`coalesce(d.units, 0) desc, ${RATING} desc nulls last,
  ${RATING_COUNT} desc nulls last, p.popularity desc, p.id`

/** Rows of a raw statement, the same on PGlite and node-postgres. */
export async function rowsOf<T>(db: Db, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] }
  return result.rows
}

export async function idsOf(db: Db, query: SQL): Promise<number[]> {
  return (await rowsOf<{ id: number }>(db, query)).map((r) => Number(r.id))
}
