import 'server-only'
import { randomBytes } from 'node:crypto'
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
import { planAdd, planQuantity, type Limits } from '../rules/lines'
import { cachedLines, latestLines, rememberLines, type BasketStamp } from './lines-cache'
import { stampedWrite, type NewBasketLine, type StampedChange } from './stamped-write'

/**
 * Basket storage. Every write runs in one transaction that first locks the basket row (an upsert
 * that bumps its version takes the row lock, on PGlite and PostgreSQL alike), so parallel adds,
 * updates and deletes from several tabs apply one after the other and none is lost or doubled. The
 * version also tells whether the lines a previous write left (lib/basket/lines-cache) are current.
 */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]
type Reader = Db | Tx

export interface BasketOwner {
  key: string
  shopId: number
  ownerId: string
}

export const newItemKey = () => randomBytes(12).toString('base64url')

const stampColumns = { version: baskets.version, createdAt: baskets.createdAt }

/** Creates the basket row when missing and locks it until the transaction ends. */
async function lockBasket(tx: Tx, owner: BasketOwner): Promise<BasketStamp> {
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
 * One write: lock the basket, take its current lines (from lib/basket/lines-cache when the stamp
 * vouches for them), change them, and keep what the write left once it has committed.
 */
async function lockedWrite<T extends WriteResult>(
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

const toLine = (r: BasketItemRow) => ({
  key: r.key,
  variantId: r.variantId,
  itemGroupId: r.itemGroupId,
  quantity: r.quantity,
})

/** What a write leaves: the basket's lines in reading order, so the answer needs no second read. */
export interface WriteResult {
  lines: BasketItemRow[]
}

const replaced = (lines: BasketItemRow[], row: BasketItemRow | undefined) =>
  row ? lines.map((l) => (l.key === row.key ? row : l)) : lines

export interface AddLineInput {
  variantId: number
  productId: number
  quantity: number
  itemGroup: StoredItemGroup | null
  customData: StoredJson
  displayData: StoredJson
  options: StoredJson
  /** The variant's available quantity, read from the catalog before the transaction. */
  available: number
}

/** Spec 02 §4 add: raises the quantity of the same variant and item group, else adds a line. */
export async function addLine(
  db: Db,
  owner: BasketOwner,
  input: AddLineInput,
  limits?: Limits,
): Promise<AddResult> {
  return (await stampedAdd(db, owner, input, limits)) ?? lockedAdd(db, owner, input, limits)
}

type AddResult = WriteResult & { created: boolean; itemKey: string }

const addRequest = (input: AddLineInput) => ({
  variantId: input.variantId,
  itemGroupId: input.itemGroup?.id ?? '',
  quantity: input.quantity,
})

const newLine = (owner: BasketOwner, input: AddLineInput, quantity: number): NewBasketLine => ({
  key: newItemKey(),
  basketKey: owner.key,
  variantId: input.variantId,
  productId: input.productId,
  quantity,
  itemGroupId: input.itemGroup?.id ?? '',
  itemGroup: input.itemGroup,
  customData: input.customData,
  displayData: input.displayData,
  options: input.options,
})

/**
 * The add planned on the cached lines and written in one statement (lib/basket/stamped-write); null
 * when nothing is cached, the plan is a refusal (which only current lines may decide), or another
 * write came first.
 */
async function stampedAdd(
  db: Db,
  owner: BasketOwner,
  input: AddLineInput,
  limits?: Limits,
): Promise<AddResult | null> {
  const latest = latestLines(db, owner.key)
  if (!latest) return null
  const request = addRequest(input)
  const plan = planAdd(latest.lines.map(toLine), request, input.available, limits)
  if (!plan.ok) return null
  const change: StampedChange =
    plan.kind === 'update'
      ? { kind: 'update', key: plan.key, quantity: plan.quantity }
      : { kind: 'insert', line: newLine(owner, input, plan.quantity) }
  const { stamp, row } = await stampedWrite(db, owner, latest.stamp, change)
  if (!row) return null
  const lines = plan.kind === 'update' ? replaced(latest.lines, row) : [...latest.lines, row]
  rememberLines(db, owner.key, stamp, lines)
  return { created: plan.kind !== 'update', itemKey: row.key, lines }
}

function lockedAdd(db: Db, owner: BasketOwner, input: AddLineInput, limits?: Limits): Promise<AddResult> {
  return lockedWrite(db, owner, async (tx, lines) => {
    const request = addRequest(input)
    const plan = planAdd(lines.map(toLine), request, input.available, limits)
    if (!plan.ok) throw new HttpError(plan.status, plan.message)
    if (plan.kind === 'update') {
      const [updated] = await tx
        .update(basketItems)
        .set({ quantity: plan.quantity, updatedAt: sql`now()` })
        .where(eq(basketItems.key, plan.key))
        .returning()
      return { created: false, itemKey: plan.key, lines: replaced(lines, updated) }
    }
    const line = newLine(owner, input, plan.quantity)
    const [added] = await tx.insert(basketItems).values(line).returning()
    return { created: true, itemKey: line.key, lines: added ? [...lines, added] : lines }
  })
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
    const plan = planQuantity(lines.map(toLine), itemKey, input.quantity, input.available, limits)
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
    return { lines: replaced(lines, updated) }
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
