import 'server-only'

/**
 * The basket half of the guest → account merge (spec 02 §4 "User"), inside the login's transaction: the
 * plan of lib/basket/rules/merge on the current lines of both baskets, with the catalog's stock read in
 * the same transaction, then written. Guest lines that go over whole keep their row (only its basket
 * changes), so an account without lines simply takes the guest's lines in one statement.
 *
 * Locks: the account's basket first (the upsert every basket write takes, lib/basket/server/repository),
 * then the guest's (SELECT … FOR UPDATE), in that order in every merge, so two logins at once wait for
 * each other instead of deadlocking, and the second finds the guest basket gone or the first's lines in
 * the account. The account's version moves, so no cached lines (./lines-cache) vouch for it any more.
 */
import { and, eq, inArray, sql } from 'drizzle-orm'
import { findVariant } from '@/lib/catalog/rules/find-variant'
import { getProductsByIds } from '@/lib/catalog/server/store'
import type { Currency, Language } from '@/lib/config/markets'
import { basketItems, baskets } from '@/lib/db/schema'
import type { Tx } from '@/lib/db/transaction'
import type { ListOwner } from '@/lib/lists/rules/ownership'
import { availableQuantity, isLineBuyable } from '../rules/lines'
import { planMerge, type MergeReport } from '../rules/merge'
import { lockBasket, readLines } from './repository'

/** A guest line that could not go over whole, with the product's name for the shopper's message. */
export interface BasketMergeReport extends MergeReport {
  /** The product's name in the login's language; null when the catalog no longer has it. */
  name: string | null
}

export interface BasketMergeOutcome {
  /** Guest lines now in the account's basket as lines of their own. */
  moved: number
  /** Guest lines whose pieces went into the account's line of the same variant and item group. */
  joined: number
  /** Lines capped (taken < requested) or refused (taken 0), in the guest's order. */
  reports: BasketMergeReport[]
}

export const nothingMerged = (): BasketMergeOutcome => ({ moved: 0, joined: 0, reports: [] })

export interface BasketMergeInput {
  guest: ListOwner
  account: ListOwner
  language: Language
  currency: Currency
}

export async function mergeGuestBasket(tx: Tx, input: BasketMergeInput): Promise<BasketMergeOutcome> {
  const { guest, account } = input
  // Most logins bring no guest basket: then nothing is locked or written.
  if (!(await guestBasketExists(tx, guest.key, false))) return nothingMerged()
  await lockBasket(tx, account)
  // Another login of this visitor may have merged it while this one waited for the account's lock.
  if (!(await guestBasketExists(tx, guest.key, true))) return nothingMerged()
  const accountLines = await readLines(tx, account.key)
  const guestLines = await readLines(tx, guest.key)
  const available = await availabilityOf(tx, guestLines, input)
  const plan = planMerge(accountLines, guestLines, (variantId) => available.get(variantId)?.quantity ?? 0)

  for (const raise of plan.raises) {
    await tx
      .update(basketItems)
      .set({ quantity: raise.quantity, updatedAt: sql`now()` })
      .where(and(eq(basketItems.basketKey, account.key), eq(basketItems.key, raise.accountKey)))
  }
  const guestQuantity = new Map(guestLines.map((l) => [l.key, l.quantity]))
  const asTheyAre = plan.moves.filter((m) => !m.itemGroup && m.quantity === guestQuantity.get(m.guestKey))
  if (asTheyAre.length > 0) {
    await tx
      .update(basketItems)
      .set({ basketKey: account.key, updatedAt: sql`now()` })
      .where(
        and(
          eq(basketItems.basketKey, guest.key),
          inArray(
            basketItems.key,
            asTheyAre.map((m) => m.guestKey),
          ),
        ),
      )
  }
  for (const move of plan.moves.filter((m) => !asTheyAre.includes(m))) {
    await tx
      .update(basketItems)
      .set({
        basketKey: account.key,
        quantity: move.quantity,
        ...(move.itemGroup ? { itemGroupId: move.itemGroup.id, itemGroup: move.itemGroup } : {}),
        updatedAt: sql`now()`,
      })
      .where(and(eq(basketItems.basketKey, guest.key), eq(basketItems.key, move.guestKey)))
  }
  // The lines left behind (joined or refused) go with their basket.
  await tx.delete(baskets).where(eq(baskets.key, guest.key))
  return {
    moved: plan.moves.length,
    joined: plan.joined,
    reports: plan.reports.map((r) => ({ ...r, name: available.get(r.variantId)?.name ?? null })),
  }
}

async function guestBasketExists(tx: Tx, key: string, lock: boolean): Promise<boolean> {
  const query = tx.select({ key: baskets.key }).from(baskets).where(eq(baskets.key, key))
  const [row] = await (lock ? query.for('update') : query)
  return row !== undefined
}

/**
 * What each guest variant may hold in one line now, read in the transaction itself (an embedded database
 * has one connection, which the transaction holds) and uncached: a login happens once, and the limits
 * must be the catalog's current ones. Unknown or unbuyable variants may hold nothing.
 */
async function availabilityOf(
  tx: Tx,
  lines: readonly { productId: number; variantId: number }[],
  { language, currency }: BasketMergeInput,
): Promise<Map<number, { quantity: number; name: string }>> {
  const productIds = [...new Set(lines.map((l) => l.productId))]
  const products = await getProductsByIds(tx, productIds, { language, currency })
  const byId = new Map(products.map((p) => [p.id, p]))
  const available = new Map<number, { quantity: number; name: string }>()
  for (const line of lines) {
    const product = byId.get(line.productId)
    const variant = findVariant(product, line.variantId)
    if (!product) continue
    const quantity = isLineBuyable(product, variant) && variant ? availableQuantity(variant) : 0
    available.set(line.variantId, { quantity, name: product.name })
  }
  return available
}
