import 'server-only'

/**
 * Wishlist storage, locked like the basket (lib/basket/server/repository.ts): every write first upserts the
 * wishlist row, which takes its row lock, so parallel adds from several tabs or fast clicks apply one
 * after the other and the same product is never saved twice.
 */
import { randomBytes } from 'node:crypto'
import { and, asc, count, eq, isNull, sql } from 'drizzle-orm'
import type { Tx } from '@/lib/db/transaction'
import { WISHLIST_LIMITS } from '@/lib/config/constants'
import type { Db } from '@/lib/db'
import { wishlistItems, wishlists, type WishlistItemRow } from '@/lib/db/schema'
import { HttpError } from '@/lib/http/rules/errors'
import type { ListOwner } from '@/lib/lists/rules/ownership'

export type WishlistOwner = ListOwner

export interface WishlistEntry {
  productId: number
  /** Null when the product itself is saved rather than one of its variants. */
  variantId: number | null
}

const newEntryKey = () => randomBytes(12).toString('base64url')

export async function lockWishlist(tx: Tx, owner: WishlistOwner): Promise<void> {
  await tx
    .insert(wishlists)
    .values({ key: owner.key, shopId: owner.shopId, ownerId: owner.ownerId })
    .onConflictDoUpdate({
      target: wishlists.key,
      set: { version: sql`${wishlists.version} + 1`, updatedAt: sql`now()` },
    })
}

export function readEntries(db: Db | Tx, wishlistKey: string): Promise<WishlistItemRow[]> {
  return db
    .select()
    .from(wishlistItems)
    .where(eq(wishlistItems.wishlistKey, wishlistKey))
    .orderBy(asc(wishlistItems.createdAt), asc(wishlistItems.key))
}

const sameEntry = (wishlistKey: string, entry: WishlistEntry) =>
  and(
    eq(wishlistItems.wishlistKey, wishlistKey),
    eq(wishlistItems.productId, entry.productId),
    entry.variantId === null ? isNull(wishlistItems.variantId) : eq(wishlistItems.variantId, entry.variantId),
  )

/** Saves an entry once: saving it again answers the existing entry (created false), never a duplicate. */
export async function addEntry(
  db: Db,
  owner: WishlistOwner,
  entry: WishlistEntry,
  maxItems: number = WISHLIST_LIMITS.maxItems,
): Promise<{ created: boolean; itemKey: string }> {
  return db.transaction(async (tx) => {
    await lockWishlist(tx, owner)
    const [existing] = await tx
      .select({ key: wishlistItems.key })
      .from(wishlistItems)
      .where(sameEntry(owner.key, entry))
      .limit(1)
    if (existing) return { created: false, itemKey: existing.key }
    const [stored] = await tx
      .select({ n: count() })
      .from(wishlistItems)
      .where(eq(wishlistItems.wishlistKey, owner.key))
    if ((stored?.n ?? 0) >= maxItems) throw new HttpError(422, `at most ${maxItems} items per wishlist`)
    const itemKey = newEntryKey()
    await tx.insert(wishlistItems).values({ key: itemKey, wishlistKey: owner.key, ...entry })
    return { created: true, itemKey }
  })
}

/** Removes an entry; false when it was not there (already removed by another tab). */
export async function deleteEntry(db: Db, owner: WishlistOwner, itemKey: string): Promise<boolean> {
  return db.transaction(async (tx) => {
    await lockWishlist(tx, owner)
    const removed = await tx
      .delete(wishlistItems)
      .where(and(eq(wishlistItems.wishlistKey, owner.key), eq(wishlistItems.key, itemKey)))
      .returning({ key: wishlistItems.key })
    return removed.length > 0
  })
}
