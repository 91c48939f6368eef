import 'server-only'

/**
 * The one-statement writer of a basket add (lib/basket/server/add-line): the caller planned the change on
 * the cached lines (lib/basket/server/lines-cache); the statement bumps the version under the row lock
 * as every write does, and writes the line only if the lock found exactly the expected stamp, so nobody
 * wrote in between. Otherwise nothing but the version moved, and the caller takes the locked path.
 */
import { sql, type SQL } from 'drizzle-orm'
import type { Db } from '@/lib/db'
import type { BasketItemRow, StoredItemGroup, StoredJson } from '@/lib/db/schema'
import type { AddChange } from '../rules/add-change'
import type { BasketOwner } from '../rules/types'
import type { BasketStamp } from './lines-cache'

export interface StampedResult {
  stamp: BasketStamp
  /** The written line; null when the stamp did not match and nothing was written. */
  row: BasketItemRow | null
}

const json = (value: unknown) => sql`${JSON.stringify(value)}::jsonb`

function changeSql(owner: BasketOwner, change: AddChange): SQL {
  if (change.kind === 'update') {
    return sql`update basket_items set quantity = ${change.quantity}, updated_at = now()
      where key = ${change.key} and basket_key = ${owner.key} and exists (select 1 from fresh)
      returning *`
  }
  const line = change.line
  return sql`insert into basket_items (key, basket_key, variant_id, product_id, quantity,
      item_group_id, item_group, custom_data, display_data, options)
    select ${line.key}, ${line.basketKey}, ${line.variantId}, ${line.productId}, ${line.quantity},
      ${line.itemGroupId}, ${json(line.itemGroup)}, ${json(line.customData)},
      ${json(line.displayData)}, ${json(line.options)}
    from fresh
    returning *`
}

export async function stampedWrite(
  db: Db,
  owner: BasketOwner,
  expected: BasketStamp,
  change: AddChange,
): Promise<StampedResult> {
  // Milliseconds, as the stamp's Date holds them (PostgreSQL keeps microseconds).
  const createdMs = (column: SQL) => sql`floor(extract(epoch from ${column}) * 1000)::float8`
  const result = await db.execute(sql`
    with lock as (
      insert into baskets (key, shop_id, owner_id) values (${owner.key}, ${owner.shopId}, ${owner.ownerId})
      on conflict (key) do update set version = baskets.version + 1, updated_at = now()
      returning version, created_at
    ), fresh as (
      select 1 from lock
      where lock.version = ${expected.version + 1}
        and ${createdMs(sql`lock.created_at`)} = ${expected.createdAt.getTime()}::float8
    ), written as (${changeSql(owner, change)})
    select lock.version, ${createdMs(sql`lock.created_at`)} as created_ms,
      (select to_jsonb(written) from written) as row
    from lock`)
  // Both drivers answer { rows }: PGlite's Results and node-postgres's QueryResult.
  const [answer] = (result as { rows: { version: number; created_ms: number; row: StoredRow | null }[] }).rows
  if (!answer) throw new Error(`basket ${owner.key} was not locked`)
  return {
    stamp: { version: Number(answer.version), createdAt: new Date(Number(answer.created_ms)) },
    row: answer.row ? toRow(answer.row) : null,
  }
}

/** A basket_items row as to_jsonb writes it. */
interface StoredRow {
  key: string
  basket_key: string
  variant_id: number
  product_id: number
  quantity: number
  item_group_id: string
  item_group: StoredItemGroup | null
  custom_data: StoredJson
  display_data: StoredJson
  options: StoredJson
  created_at: string
  updated_at: string
}

function toRow(r: StoredRow): BasketItemRow {
  return {
    key: r.key,
    basketKey: r.basket_key,
    variantId: r.variant_id,
    productId: r.product_id,
    quantity: r.quantity,
    itemGroupId: r.item_group_id,
    itemGroup: r.item_group,
    customData: r.custom_data,
    displayData: r.display_data,
    options: r.options,
    createdAt: new Date(r.created_at),
    updatedAt: new Date(r.updated_at),
  }
}
