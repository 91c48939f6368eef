import 'server-only'

/**
 * The basket's part in an order (issue 11 item 5): emptied in the placing transaction, under the
 * basket's lock, only once the order exists and only if it still holds exactly the lines that were
 * priced (else 409: the shopper reviews the changed basket); restored from the order's lines when the
 * payment fails, merged into whatever the basket holds by then. Both bump the basket's version, so the
 * basket's line cache (lib/basket/server/lines-cache.ts) is never read stale.
 */
import { randomBytes } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import { lockBasket, readLines } from '@/lib/basket/server/repository'
import type { BasketOwner } from '@/lib/basket/rules/types'
import { BASKET_LIMITS } from '@/lib/config/constants'
import { basketItems, type OrderLineRow, type StoredItemGroup } from '@/lib/db/schema'
import type { Tx } from '@/lib/db/transaction'
import { HttpError } from '@/lib/http/rules/errors'
import { parseListKey } from '@/lib/lists/rules/keys'
import { ORDER_MESSAGES } from '../rules/messages'

export interface PricedLine {
  key: string
  variantId: number
  quantity: number
}

const signature = (lines: readonly PricedLine[]) =>
  lines
    .map((l) => `${l.key}:${l.variantId}:${l.quantity}`)
    .sort()
    .join('|')

/** Locks the basket, checks it still holds the priced lines, and empties it. */
export async function takeBasket(tx: Tx, owner: BasketOwner, priced: readonly PricedLine[]): Promise<void> {
  await lockBasket(tx, owner)
  const current = await readLines(tx, owner.key)
  if (current.length === 0) throw new HttpError(400, ORDER_MESSAGES.basketEmpty)
  if (signature(current) !== signature(priced)) throw new HttpError(409, ORDER_MESSAGES.basketChanged)
  await tx.delete(basketItems).where(eq(basketItems.basketKey, owner.key))
}

/** Puts the order's lines back into its basket (quantities added to lines already there, capped at 99). */
export async function restoreBasket(
  tx: Tx,
  basketKey: string,
  lines: readonly OrderLineRow[],
): Promise<void> {
  const key = parseListKey(basketKey)
  if (!key || lines.length === 0) return
  await lockBasket(tx, { key: basketKey, shopId: key.shopId, ownerId: key.userId })
  for (const line of lines) {
    await tx
      .insert(basketItems)
      .values({
        key: randomBytes(12).toString('base64url'),
        basketKey,
        variantId: line.variantId,
        productId: line.productId,
        quantity: Math.min(line.quantity, BASKET_LIMITS.maxLineQuantity),
        itemGroupId: line.itemGroupId,
        itemGroup: (line.itemGroup ?? null) as StoredItemGroup | null,
        customData: line.customData,
      })
      .onConflictDoUpdate({
        target: [basketItems.basketKey, basketItems.variantId, basketItems.itemGroupId],
        set: {
          quantity: sql`least(${basketItems.quantity} + excluded.quantity, ${BASKET_LIMITS.maxLineQuantity})`,
          updatedAt: sql`now()`,
        },
      })
  }
}
