import 'server-only'

/**
 * Spec 02 §4 "User": on login, when the visitor's id changes from a guest id to a 64-character account id,
 * the guest's basket and wishlist are merged into the account's, in the login's one transaction
 * (lib/basket/server/merge, lib/wishlist/server/merge). Afterwards the guest's lists are gone, so running
 * it again does nothing.
 */
import { forgetLines } from '@/lib/basket/server/lines-cache'
import { mergeGuestBasket, nothingMerged, type BasketMergeOutcome } from '@/lib/basket/server/merge'
import { MARKET_DEFINITIONS, type Language } from '@/lib/config/markets'
import type { Db } from '@/lib/db'
import type { Tx } from '@/lib/db/transaction'
import { isAccountId } from '@/lib/session/rules/identity'
import { mergeGuestWishlist, nothingUnited, type WishlistMergeOutcome } from '@/lib/wishlist/server/merge'
import { listKeyOf, type ListKind } from '../rules/key-format'
import type { ListOwner } from '../rules/ownership'

export type { BasketMergeOutcome, BasketMergeReport } from '@/lib/basket/server/merge'
export type { WishlistMergeOutcome } from '@/lib/wishlist/server/merge'

export interface MergeGuestListsInput {
  shopId: number
  /** The session's guest id before the login. */
  guestId: string
  /** The customer's 64-character account id. */
  accountId: string
  /** The login's language: the product names in the basket's reports. */
  language: Language
}

export interface MergeOutcome {
  basket: BasketMergeOutcome
  wishlist: WishlistMergeOutcome
}

const nothing = (): MergeOutcome => ({ basket: nothingMerged(), wishlist: nothingUnited() })

const ownerOf = (kind: ListKind, shopId: number, userId: string): ListOwner => ({
  key: listKeyOf(kind, shopId, userId),
  shopId,
  ownerId: userId,
})

/**
 * Runs in the caller's transaction (the login's); the guest's lists are locked and deleted in it, so a
 * rollback of the login leaves both visitors' lists as they were. Only a guest id is ever merged: an
 * account's lists never go into another account's.
 */
export async function mergeGuestLists(tx: Tx, input: MergeGuestListsInput): Promise<MergeOutcome> {
  const { shopId, guestId, accountId, language } = input
  if (!isAccountId(accountId)) throw new Error('mergeGuestLists: the target is not an account id')
  if (isAccountId(guestId) || guestId === accountId) return nothing()
  const market = MARKET_DEFINITIONS.find((m) => m.shopId === shopId)
  if (!market) throw new Error(`mergeGuestLists: no market has shop id ${shopId}`)
  const basket = await mergeGuestBasket(tx, {
    guest: ownerOf('basket', shopId, guestId),
    account: ownerOf('basket', shopId, accountId),
    language,
    currency: market.currency,
  })
  const wishlist = await mergeGuestWishlist(tx, {
    guest: ownerOf('wishlist', shopId, guestId),
    account: ownerOf('wishlist', shopId, accountId),
  })
  return { basket, wishlist }
}

/**
 * After the merge's transaction committed: drops this process's kept lines of both baskets
 * (lib/basket/server/lines-cache). Optional, since the merge moved the account basket's version and so
 * no kept lines vouch for it any more, but it spares the next add one wasted attempt. The wishlist keeps
 * no lists in memory.
 */
export function forgetMergedLists(
  db: Db,
  input: Pick<MergeGuestListsInput, 'shopId' | 'guestId' | 'accountId'>,
) {
  forgetLines(db, listKeyOf('basket', input.shopId, input.guestId))
  forgetLines(db, listKeyOf('basket', input.shopId, input.accountId))
}

/** The merge in a transaction of its own, for a caller that has none open. */
export async function mergeGuestListsInOwnTransaction(
  db: Db,
  input: MergeGuestListsInput,
): Promise<MergeOutcome> {
  const outcome = await db.transaction((tx) => mergeGuestLists(tx, input))
  forgetMergedLists(db, input)
  return outcome
}
