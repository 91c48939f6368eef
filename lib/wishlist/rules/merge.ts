/**
 * The wishlist half of the guest → account merge (spec 02 §4 "User"): the union of both lists, one entry
 * per product and variant as the wishlist keeps them (lib/wishlist/server/repository), the account's
 * entries first and the guest's after them in the order they were saved, up to the list's limit.
 */
import { WISHLIST_LIMITS } from '@/lib/config/constants'

export interface MergeEntry {
  key: string
  productId: number
  /** Null when the product itself was saved rather than one of its variants. */
  variantId: number | null
}

export interface WishlistMergePlan {
  /** Guest entries that go over to the account (their rows keep their keys). */
  moveKeys: string[]
  /** Guest entries the account has saved already. */
  alreadySaved: number
  /** Guest entries left out because the account's list is full. */
  overLimit: number
}

const entryId = (e: Pick<MergeEntry, 'productId' | 'variantId'>) => `${e.productId}|${e.variantId ?? ''}`

export function planWishlistMerge(
  account: readonly MergeEntry[],
  guest: readonly MergeEntry[],
  maxItems: number = WISHLIST_LIMITS.maxItems,
): WishlistMergePlan {
  const saved = new Set(account.map(entryId))
  const plan: WishlistMergePlan = { moveKeys: [], alreadySaved: 0, overLimit: 0 }
  for (const entry of guest) {
    const id = entryId(entry)
    if (saved.has(id)) plan.alreadySaved++
    else if (saved.size >= maxItems) plan.overLimit++
    else {
      saved.add(id)
      plan.moveKeys.push(entry.key)
    }
  }
  return plan
}
