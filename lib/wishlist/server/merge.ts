import 'server-only'

/**
 * The wishlist half of the guest → account merge (spec 02 §4 "User"), inside the login's transaction: the
 * union of lib/wishlist/rules/merge, written by handing the guest's new entries to the account's list
 * (their rows keep key and date), then the guest's list is deleted with whatever stayed in it. Locks in
 * the order of the basket merge (lib/basket/server/merge): the account's list, then the guest's.
 */
import { and, eq, inArray } from 'drizzle-orm'
import { wishlistItems, wishlists } from '@/lib/db/schema'
import type { Tx } from '@/lib/db/transaction'
import type { ListOwner } from '@/lib/lists/rules/ownership'
import { planWishlistMerge } from '../rules/merge'
import { lockWishlist, readEntries } from './repository'

export interface WishlistMergeOutcome {
  /** Guest entries now on the account's list. */
  added: number
  /** Guest entries the account had saved already (no duplicates). */
  alreadySaved: number
  /** Guest entries left out because the account's list was full (WISHLIST_LIMITS). */
  overLimit: number
}

export const nothingUnited = (): WishlistMergeOutcome => ({ added: 0, alreadySaved: 0, overLimit: 0 })

export async function mergeGuestWishlist(
  tx: Tx,
  { guest, account }: { guest: ListOwner; account: ListOwner },
): Promise<WishlistMergeOutcome> {
  if (!(await guestListExists(tx, guest.key, false))) return nothingUnited()
  await lockWishlist(tx, account)
  if (!(await guestListExists(tx, guest.key, true))) return nothingUnited()
  const plan = planWishlistMerge(await readEntries(tx, account.key), await readEntries(tx, guest.key))
  if (plan.moveKeys.length > 0) {
    await tx
      .update(wishlistItems)
      .set({ wishlistKey: account.key })
      .where(and(eq(wishlistItems.wishlistKey, guest.key), inArray(wishlistItems.key, plan.moveKeys)))
  }
  await tx.delete(wishlists).where(eq(wishlists.key, guest.key))
  return { added: plan.moveKeys.length, alreadySaved: plan.alreadySaved, overLimit: plan.overLimit }
}

async function guestListExists(tx: Tx, key: string, lock: boolean): Promise<boolean> {
  const query = tx.select({ key: wishlists.key }).from(wishlists).where(eq(wishlists.key, key))
  const [row] = await (lock ? query.for('update') : query)
  return row !== undefined
}
