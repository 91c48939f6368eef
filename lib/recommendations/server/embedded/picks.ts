import 'server-only'

/** Picks of the embedded engine: the last-seen products in scope, and the fill_with_random top-up. */
import { sql } from 'drizzle-orm'
import type { Db } from '@/lib/db/client'
import { idsOf, inScope, type Scope } from './scope'

/** The given products that are in scope, in the order given (last seen: most recent first). */
export async function inScopeInOrder(
  db: Db,
  scope: Scope,
  ids: readonly number[],
  limit: number,
): Promise<number[]> {
  if (ids.length === 0) return []
  const found = new Set(
    await idsOf(
      db,
      sql`select p.id from products p where p.id = any(${sql.param([...ids])}::int[]) and ${inScope(scope)}`,
    ),
  )
  return ids.filter((id) => found.has(id)).slice(0, limit)
}

/** Random products in scope, none of `taken`: the fill_with_random top-up. */
export function randomIds(db: Db, scope: Scope, taken: readonly number[], count: number): Promise<number[]> {
  if (count <= 0) return Promise.resolve([])
  return idsOf(
    db,
    sql`select p.id from products p where ${inScope(scope, taken)} order by random() limit ${count}`,
  )
}

export async function isCatalogProduct(db: Db, id: number): Promise<boolean> {
  return (await idsOf(db, sql`select p.id from products p where p.id = ${id}`)).length > 0
}
