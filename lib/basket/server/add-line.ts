import 'server-only'

/**
 * Spec 02 §4 add, top to bottom: one plan (lib/basket/rules/add-change) and two writers of it. First the
 * plan on the cached lines, written in one statement that holds only if nobody wrote since
 * (./stamped-write); else, and for every refusal, the plan on the current lines under the basket's lock.
 */
import { randomBytes } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import type { Db } from '@/lib/db'
import { basketItems, type BasketItemRow } from '@/lib/db/schema'
import { HttpError } from '@/lib/http/rules/errors'
import {
  changedKey,
  linesAfterAdd,
  planAddChange,
  type AddChange,
  type AddLineInput,
  type PlannedAdd,
} from '../rules/add-change'
import type { Limits } from '../rules/lines'
import type { BasketOwner } from '../rules/types'
import { latestLines, rememberLines } from './lines-cache'
import type { Tx } from '@/lib/db/transaction'
import { lockedWrite, type WriteResult } from './repository'
import { stampedWrite } from './stamped-write'

export type AddResult = WriteResult & { created: boolean; itemKey: string }

type Plan = (lines: readonly BasketItemRow[]) => PlannedAdd

const newItemKey = () => randomBytes(12).toString('base64url')

export async function addLine(
  db: Db,
  owner: BasketOwner,
  input: AddLineInput,
  limits?: Limits,
): Promise<AddResult> {
  const newKey = newItemKey()
  const plan: Plan = (lines) => planAddChange(lines, owner.key, input, newKey, limits)
  return (await addOnCachedLines(db, owner, plan)) ?? addUnderLock(db, owner, plan)
}

const resultOf = (lines: readonly BasketItemRow[], change: AddChange, row: BasketItemRow | undefined) => ({
  created: change.kind === 'insert',
  itemKey: changedKey(change),
  lines: linesAfterAdd(lines, change, row),
})

/**
 * Null when nothing is cached, the plan is a refusal (which only current lines may decide), or another
 * write came first; the statement then moved nothing but the version.
 */
async function addOnCachedLines(db: Db, owner: BasketOwner, plan: Plan): Promise<AddResult | null> {
  const latest = latestLines(db, owner.key)
  if (!latest) return null
  const planned = plan(latest.lines)
  if (!planned.ok) return null
  const { stamp, row } = await stampedWrite(db, owner, latest.stamp, planned.change)
  if (!row) return null
  const result = resultOf(latest.lines, planned.change, row)
  rememberLines(db, owner.key, stamp, result.lines)
  return result
}

/** The lock makes the lines current (lib/basket/server/repository lockedWrite), so a refusal here is final. */
function addUnderLock(db: Db, owner: BasketOwner, plan: Plan): Promise<AddResult> {
  return lockedWrite(db, owner, async (tx, lines) => {
    const planned = plan(lines)
    if (!planned.ok) throw new HttpError(planned.status, planned.message)
    return resultOf(lines, planned.change, await writeChange(tx, planned.change))
  })
}

async function writeChange(tx: Tx, change: AddChange): Promise<BasketItemRow | undefined> {
  if (change.kind === 'insert') {
    const [added] = await tx.insert(basketItems).values(change.line).returning()
    return added
  }
  const [updated] = await tx
    .update(basketItems)
    .set({ quantity: change.quantity, updatedAt: sql`now()` })
    .where(eq(basketItems.key, change.key))
    .returning()
  return updated
}
