'use client'

/**
 * A change of the visitor's wishlist (spec 02 §7): it shows at once and rolls back with a message when
 * the server refuses; an accepted change is tracked and told to the visitor's other tabs. Apart from
 * ./useWishlist.ts so that the hearts and the counter load it only when a heart is pressed.
 */
import { useTranslations } from 'next-intl'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { announceChange } from '@/lib/ui/client/cross-tab'
import { useShop } from '@/components/app-shell/ShopContext'
import { userQuery } from '@/components/session/useUser'
import { addWishlistItem, deleteWishlistItem, wishlistKeyFor } from '@/lib/wishlist/client/api'
import {
  clientWishlist,
  withoutItems,
  withPendingProduct,
  type ClientWishlist,
  type ToggleAction,
} from '@/lib/wishlist/rules/toggle'
import type { Wishlist } from '@/lib/wishlist/rules/types'
import type { Language } from '@/lib/config/markets'
import { notify } from '@/lib/ui/client/toast'
import { trackWishlist } from '@/lib/tracking/client/cart-events'
import { WISHLIST_CHANNEL, wishlistQueryKey as queryKey, useWishlistKey } from './useWishlist'

/** A change of the wishlist: one toggle action, named after the product for the refusal message. */
export type WishlistChange = ToggleAction & { productName: string }

/** Removing all entries of a product takes one call per entry; the last answer is the wishlist. */
async function run(change: WishlistChange, wishlistKey: string, language: Language) {
  if (change.kind === 'add') {
    return (await addWishlistItem({ wishlistKey, itemCreationId: change.itemCreationId }, language)).wishlist
  }
  let answer: Wishlist | null = null
  for (const itemKey of change.itemKeys) answer = await deleteWishlistItem({ wishlistKey, itemKey }, language)
  return answer
}

export function useWishlistChange() {
  const t = useTranslations('wishlist')
  const wishlistKey = useWishlistKey()
  const { shopId, language, currency } = useShop()
  const client = useQueryClient()
  const key = queryKey(wishlistKey)
  return useMutation({
    // A click right after the page loaded may come before the visitor id: wait for it then.
    mutationFn: async (change: WishlistChange) => {
      const ownKey =
        wishlistKey ?? wishlistKeyFor(shopId, (await client.ensureQueryData(userQuery(language))).id)
      return run(change, ownKey, language)
    },
    onMutate: async (change: WishlistChange) => {
      // A read still in flight must not overwrite the answer of this change.
      await client.cancelQueries({ queryKey: key })
      const previous = client.getQueryData<ClientWishlist>(key)
      if (previous) {
        client.setQueryData(
          key,
          change.kind === 'add'
            ? withPendingProduct(previous, change.productId)
            : withoutItems(previous, change.itemKeys),
        )
      }
      return { previous }
    },
    onError: (_error, change, context) => {
      if (context?.previous) client.setQueryData(key, context.previous)
      // Some entries of a multi-entry removal may be gone already: ask what is true now.
      void client.invalidateQueries({ queryKey: key })
      notify(
        'error',
        t(change.kind === 'add' ? 'addFailed' : 'removeFailed', { product: change.productName }),
      )
    },
    onSuccess: (answer, change, context) => {
      // Spec 02 §7: the product saved (from the answer) or the entries removed (from the list before).
      const entries =
        change.kind === 'add'
          ? (answer?.items ?? []).filter((item) => item.product.id === change.productId).slice(-1)
          : (context?.previous?.items ?? []).filter((item) => change.itemKeys.includes(item.key))
      trackWishlist(change.kind, entries, currency)
      if (!answer) return
      const current = client.getQueryData<ClientWishlist>(queryKey(answer.key))
      const stillPending = (current?.pendingProductIds ?? []).filter((id) => id !== change.productId)
      client.setQueryData(queryKey(answer.key), clientWishlist(answer, stillPending))
      announceChange(WISHLIST_CHANNEL, answer.key)
    },
  })
}
