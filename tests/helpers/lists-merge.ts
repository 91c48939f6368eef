import { randomBytes } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { addLine } from '@/lib/basket/server/add-line'
import type { StoredItemGroup } from '@/lib/db/schema'
import type { Db } from '@/lib/db'
import { baskets, variants, wishlists } from '@/lib/db/schema'
import { invalidateCachedProducts } from '@/lib/catalog/server/store'
import type { ListOwner } from '@/lib/lists/rules/ownership'
import type { MergeGuestListsInput } from '@/lib/lists/server/merge'
import { addEntry } from '@/lib/wishlist/server/repository'
import { basketSnapshot, wishlistSnapshot } from './basket-api'

/**
 * A guest and an account of shop 1 with baskets and wishlists written through the shop's own writers,
 * for the tests of the guest → account merge (lib/lists/server/merge).
 */
export interface MergePair {
  input: MergeGuestListsInput
  guestBasket: ListOwner
  accountBasket: ListOwner
  guestWishlist: ListOwner
  accountWishlist: ListOwner
}

const owner = (kind: 'basket' | 'wishlist', userId: string): ListOwner => ({
  key: `${kind}_1_${userId}`,
  shopId: 1,
  ownerId: userId,
})

export const newGuestId = () => randomBytes(16).toString('hex')

export function mergePair(accountId = randomBytes(32).toString('hex'), guestId = newGuestId()): MergePair {
  return {
    input: { shopId: 1, guestId, accountId, language: 'de' },
    guestBasket: owner('basket', guestId),
    accountBasket: owner('basket', accountId),
    guestWishlist: owner('wishlist', guestId),
    accountWishlist: owner('wishlist', accountId),
  }
}

/** A line as the add path writes it; `available` as the catalog allowed it then (the stock may fall since). */
export function putLine(
  db: Db,
  basket: ListOwner,
  variant: { id: number; productId: number },
  quantity: number,
  itemGroup: StoredItemGroup | null = null,
  customText?: Record<string, string>,
) {
  return addLine(db, basket, {
    variantId: variant.id,
    productId: variant.productId,
    quantity,
    itemGroup,
    customData: customText ? { customText } : {},
    displayData: {},
    options: {},
    available: 99,
  })
}

export const group = (id: string): StoredItemGroup => ({ id, isMainItem: true, isRequired: false })

export function save(db: Db, wishlist: ListOwner, productId: number, variantId: number | null = null) {
  return addEntry(db, wishlist, { productId, variantId })
}

/** Lines as [variantId, itemGroupId, quantity], sorted, for comparing contents. */
export async function linesOf(db: Db, basket: ListOwner) {
  const { lines } = await basketSnapshot(db, basket.key)
  return lines
    .map((l) => [l.variantId, l.itemGroupId, l.quantity] as const)
    .sort((a, b) => a[0] - b[0] || a[1].localeCompare(b[1]))
}

export async function entriesOf(db: Db, wishlist: ListOwner) {
  const { entries } = await wishlistSnapshot(db, wishlist.key)
  return entries.map((e) => `${e.productId}/${e.variantId ?? '-'}`).sort()
}

/** Whether the list's row is still stored. */
export async function listExists(db: Db, list: ListOwner): Promise<boolean> {
  const table = list.key.startsWith('basket_') ? baskets : wishlists
  const rows = await db.select({ key: table.key }).from(table).where(eq(table.key, list.key))
  return rows.length > 0
}

/** Sets a variant's stock, as a stock import would. */
export async function setStock(db: Db, variantId: number, stock: number): Promise<void> {
  await db.update(variants).set({ stockQuantity: stock }).where(eq(variants.id, variantId))
  invalidateCachedProducts(db)
}
