import 'server-only'

/**
 * Basket storage. Every write runs in one transaction that first locks the basket row (an upsert
 * that bumps its version takes the row lock, on PGlite and PostgreSQL alike), so parallel adds,
 * updates and deletes from several tabs apply one after the other and none is lost or doubled. The
 * version also tells whether the lines a previous write left (lib/basket/server/lines-cache) are
 * current. The add runs its locked path through lockedWrite too (lib/basket/server/add-line).
 */
import { and, asc, eq, sql } from 'drizzle-orm'
import type { Db } from '@/lib/db'
import {
  basketItems,
  baskets,
  type BasketItemRow,
  type StoredItemGroup,
  type StoredJson,
} from '@/lib/db/schema'
import { HttpError } from '@/lib/http/rules/errors'
import { planQuantity, type Limits } from '../rules/lines'
import type { BasketOwner } from '../rules/types'
import type { Tx } from '@/lib/db/transaction'
import { cachedLines, rememberLines, type BasketStamp } from './lines-cache'

type Reader = Db | Tx

/** What a write leaves: the basket's lines in reading order, so the answer needs no second read. */
export interface WriteResult {
  lines: BasketItemRow[]
}

const stampColumns = { version: baskets.version, createdAt: baskets.createdAt }

/** Creates the basket row when missing and locks it until the transaction ends. */
export async function lockBasket(tx: Tx, owner: BasketOwner): Promise<BasketStamp> {
  const [stamp] = await tx
    .insert(baskets)
    .values({ key: owner.key, shopId: owner.shopId, ownerId: owner.ownerId })
    .onConflictDoUpdate({
      target: baskets.key,
      set: { version: sql`${baskets.version} + 1`, updatedAt: sql`now()` },
    })
    .returning(stampColumns)
  if (!stamp) throw new Error(`basket ${owner.key} was not locked`)
  return stamp
}

/**
 * One write: lock the basket, take its current lines (from lib/basket/server/lines-cache when the stamp
 * vouches for them), change them, and keep what the write left once it has committed.
 */
export async function lockedWrite<T extends WriteResult>(
  db: Db,
  owner: BasketOwner,
  write: (tx: Tx, lines: BasketItemRow[]) => Promise<T>,
): Promise<T> {
  const { stamp, result } = await db.transaction(async (tx) => {
    const stamp = await lockBasket(tx, owner)
    const lines = cachedLines(db, owner.key, stamp, { bumped: true }) ?? (await readLines(tx, owner.key))
    return { stamp, result: await write(tx, lines) }
  })
  rememberLines(db, owner.key, stamp, result.lines)
  return result
}

/** A basket's lines for reading, without a transaction; the cache answers when it is current. */
export async function readBasketLines(db: Db, basketKey: string): Promise<BasketItemRow[]> {
  const [stamp] = await db.select(stampColumns).from(baskets).where(eq(baskets.key, basketKey)).limit(1)
  if (!stamp) return []
  return cachedLines(db, basketKey, stamp, { bumped: false }) ?? readLines(db, basketKey)
}

export function readLines(db: Reader, basketKey: string): Promise<BasketItemRow[]> {
  return db
    .select()
    .from(basketItems)
    .where(eq(basketItems.basketKey, basketKey))
    .orderBy(asc(basketItems.createdAt), asc(basketItems.key))
}

export async function readLine(
  db: Reader,
  basketKey: string,
  itemKey: string,
): Promise<BasketItemRow | null> {
  const [row] = await db
    .select()
    .from(basketItems)
    .where(and(eq(basketItems.basketKey, basketKey), eq(basketItems.key, itemKey)))
    .limit(1)
  return row ?? null
}

export interface UpdateLineInput {
  quantity: number
  /** Optimistic check: refuse (409) unless the line still has this quantity. */
  expectedQuantity?: number
  customData?: StoredJson
  displayData?: StoredJson
  itemGroup?: StoredItemGroup | null
  options?: StoredJson
  available: number
}

export async function updateLine(
  db: Db,
  owner: BasketOwner,
  itemKey: string,
  input: UpdateLineInput,
  limits?: Limits,
): Promise<WriteResult> {
  return lockedWrite(db, owner, async (tx, lines) => {
    const line = lines.find((l) => l.key === itemKey)
    if (!line) throw new HttpError(404, 'basket item not found')
    if (input.expectedQuantity !== undefined && line.quantity !== input.expectedQuantity) {
      throw new HttpError(409, `basket item changed: quantity is ${line.quantity} now`)
    }
    const plan = planQuantity(lines, itemKey, input.quantity, input.available, limits)
    if (!plan.ok) throw new HttpError(plan.status, plan.message)
    const itemGroupId = input.itemGroup === undefined ? line.itemGroupId : (input.itemGroup?.id ?? '')
    if (
      lines.some((l) => l.key !== itemKey && l.variantId === line.variantId && l.itemGroupId === itemGroupId)
    ) {
      throw new HttpError(409, 'another basket item has this variant and item group')
    }
    const [updated] = await tx
      .update(basketItems)
      .set({
        quantity: plan.quantity,
        itemGroupId,
        ...(input.itemGroup !== undefined ? { itemGroup: input.itemGroup } : {}),
        ...(input.customData !== undefined ? { customData: input.customData } : {}),
        ...(input.displayData !== undefined ? { displayData: input.displayData } : {}),
        ...(input.options !== undefined ? { options: input.options } : {}),
        updatedAt: sql`now()`,
      })
      .where(eq(basketItems.key, itemKey))
      .returning()
    return { lines: updated ? lines.map((l) => (l.key === itemKey ? updated : l)) : lines }
  })
}

/** Removes a line; false when it was not there (already removed by another tab). */
export async function deleteLine(db: Db, owner: BasketOwner, itemKey: string): Promise<boolean> {
  const { removed } = await lockedWrite(db, owner, async (tx, lines) => {
    const gone = await tx
      .delete(basketItems)
      .where(and(eq(basketItems.basketKey, owner.key), eq(basketItems.key, itemKey)))
      .returning({ key: basketItems.key })
    return { removed: gone.length > 0, lines: lines.filter((l) => l.key !== itemKey) }
  })
  return removed
}
