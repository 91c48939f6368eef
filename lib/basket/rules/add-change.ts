/**
 * The one plan of a basket add (spec 02 §4): planAdd's decision on whichever lines a write holds, turned
 * into the change of a stored line. Both writers of lib/basket/server/add-line.ts execute it: the
 * one-statement write on the cached lines, the locked transaction on the current ones.
 */
import type { BasketItemRow, StoredItemGroup, StoredJson } from '@/lib/db/schema'
import { planAdd, type Limits, type Refusal } from './lines'

export type NewBasketLine = Omit<BasketItemRow, 'createdAt' | 'updatedAt'>

export interface AddLineInput {
  variantId: number
  productId: number
  quantity: number
  itemGroup: StoredItemGroup | null
  customData: StoredJson
  displayData: StoredJson
  options: StoredJson
  /** The variant's available quantity, read from the catalog before the write. */
  available: number
}

export type AddChange =
  | { kind: 'update'; key: string; quantity: number }
  | { kind: 'insert'; line: NewBasketLine }

export type PlannedAdd = { ok: true; change: AddChange } | Refusal

/** `newKey` names the line should the add insert one (the caller draws it: this stays pure). */
export function planAddChange(
  lines: readonly BasketItemRow[],
  basketKey: string,
  input: AddLineInput,
  newKey: string,
  limits?: Limits,
): PlannedAdd {
  const itemGroupId = input.itemGroup?.id ?? ''
  const plan = planAdd(
    lines,
    { variantId: input.variantId, itemGroupId, quantity: input.quantity },
    input.available,
    limits,
  )
  if (!plan.ok) return plan
  if (plan.kind === 'update')
    return { ok: true, change: { kind: 'update', key: plan.key, quantity: plan.quantity } }
  const line: NewBasketLine = {
    key: newKey,
    basketKey,
    variantId: input.variantId,
    productId: input.productId,
    quantity: plan.quantity,
    itemGroupId,
    itemGroup: input.itemGroup,
    customData: input.customData,
    displayData: input.displayData,
    options: input.options,
  }
  return { ok: true, change: { kind: 'insert', line } }
}

/** The key of the line an add wrote. */
export const changedKey = (change: AddChange): string =>
  change.kind === 'update' ? change.key : change.line.key

/**
 * The basket's lines in reading order after the change was written: `row` is the line as the database
 * returned it (replacing its old self, or last as the newest); without one the lines stay as they were.
 */
export function linesAfterAdd(
  lines: readonly BasketItemRow[],
  change: AddChange,
  row: BasketItemRow | undefined,
): BasketItemRow[] {
  if (!row) return [...lines]
  return change.kind === 'update' ? lines.map((l) => (l.key === row.key ? row : l)) : [...lines, row]
}
