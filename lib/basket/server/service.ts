import 'server-only'

/**
 * The basket calls of spec 02 §7: ownership first, then the catalog decides what may be bought and at
 * which price, then the write (an add: ./add-line, planned once and written in one statement or under the
 * basket's lock; the others: ./repository), and every answer is the basket as that write left it
 * (./read).
 */
import type { Db } from '@/lib/db'
import { HttpError } from '@/lib/http/rules/errors'
import { basketWritesPerSession } from '@/lib/http/server/rate-limits'
import { requireBuyableVariant } from './catalog'
import { ownedList, sessionlessList, type ListShop, type ShopContext } from '@/lib/lists/rules/ownership'
import {
  customTextFor,
  itemGroupForAdd,
  itemGroupForUpdate,
  storedCustomData,
  storedCustomText,
} from '../rules/item-data'
import { addLine } from './add-line'
import { loadBasket } from './read'
import { deleteLine, readLine, updateLine, type WriteResult } from './repository'
import type { AddItemInput, DeleteItemInput, UpdateItemInput } from '../rules/schemas'
import type { BasketAnswer, BasketOwner } from '../rules/types'

const catalogOptions = (ctx: ShopContext) => ({ language: ctx.language, currency: ctx.market.currency })

async function answer(
  db: Db,
  ctx: ListShop,
  owner: BasketOwner,
  statusCode: 200 | 201,
  written?: WriteResult,
) {
  const basket = await loadBasket(db, ctx, owner, written)
  return { type: 'success', statusCode, basket } satisfies BasketAnswer
}

export async function getBasket(db: Db, ctx: ShopContext, basketKey: string): Promise<BasketAnswer> {
  return answer(db, ctx, ownedList('basket', basketKey, ctx), 200)
}

/** The GET of a visitor without a session (issue 13 item 4): an empty basket, nothing read or created. */
export async function getBasketWithoutSession(
  db: Db,
  shop: ListShop,
  basketKey: string,
): Promise<BasketAnswer> {
  return answer(db, shop, sessionlessList('basket', basketKey, shop.market), 200, { lines: [] })
}

/** Spec 02 §4: the same variant and item group raise the line's quantity (200), anything else adds one (201). */
export async function addItem(db: Db, ctx: ShopContext, input: AddItemInput): Promise<BasketAnswer> {
  const owner = ownedList('basket', input.basketKey, ctx)
  // Issue 13 item 4: a generous per-session limit (429 with Retry-After past it), rate-limits.ts says why.
  await basketWritesPerSession.consume(ctx.session.id)
  const { product, available } = await requireBuyableVariant(db, input.variantId, catalogOptions(ctx))
  const customText = customTextFor(product, input.customData)
  const written = await addLine(db, owner, {
    variantId: input.variantId,
    productId: product.id,
    quantity: input.quantity,
    itemGroup: itemGroupForAdd(customText, input.itemGroup),
    customData: storedCustomData(input.customData, customText),
    displayData: input.displayData ?? {},
    options: input.options ?? {},
    available,
  })
  return answer(db, ctx, owner, written.created ? 201 : 200, written)
}

/** A new quantity (and item data) for a line; 404 when the line is gone (another tab removed it). */
export async function updateItem(db: Db, ctx: ShopContext, input: UpdateItemInput): Promise<BasketAnswer> {
  const owner = ownedList('basket', input.basketKey, ctx)
  await basketWritesPerSession.consume(ctx.session.id)
  const line = await readLine(db, owner.key, input.itemKey)
  if (!line) throw new HttpError(404, 'basket item not found')
  const { product, available } = await requireBuyableVariant(db, line.variantId, catalogOptions(ctx))
  const customText =
    input.customData !== undefined
      ? customTextFor(product, input.customData)
      : storedCustomText(line.customData)
  const written = await updateLine(db, owner, input.itemKey, {
    quantity: input.quantity,
    expectedQuantity: input.expectedQuantity,
    customData: input.customData !== undefined ? storedCustomData(input.customData, customText) : undefined,
    displayData: input.displayData,
    itemGroup: itemGroupForUpdate(customText, line.itemGroup ?? null, input.itemGroup),
    options: input.options,
    available,
  })
  return answer(db, ctx, owner, 200, written)
}

/** Removing a line that is already gone is not an error: a second tab may have removed it first. */
export async function deleteItem(db: Db, ctx: ShopContext, input: DeleteItemInput): Promise<BasketAnswer> {
  const owner = ownedList('basket', input.basketKey, ctx)
  await deleteLine(db, owner, input.itemKey)
  return answer(db, ctx, owner, 200)
}
