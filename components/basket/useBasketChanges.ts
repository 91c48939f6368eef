'use client'

/**
 * Changes of the visitor's basket (spec 02 §7): add, quantity and removal. Quantity changes and
 * removals show at once and roll back when the server refuses; each accepted change is tracked and
 * told to the visitor's other tabs. Apart from ./useBasket.ts so that pages which only show the count
 * do not load them.
 */
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { announceChange } from '@/lib/ui/client/cross-tab'
import { useShop } from '@/components/app-shell/ShopContext'
import { userQuery } from '@/components/session/useUser'
import {
  addBasketItem,
  basketKeyFor,
  deleteBasketItem,
  updateBasketItem,
  type AddItemInput,
} from '@/lib/basket/client/api'
import { withoutItem, withQuantity } from '@/lib/basket/rules/optimistic'
import type { Basket, BasketAnswer } from '@/lib/basket/rules/types'
import { trackAddToCart, trackModifyInCart, trackRemoveFromCart } from '@/lib/tracking/client/cart-events'
import { BASKET_CHANNEL, basketQueryKey as queryKey, useBasketKey } from './useBasket'

/** Tracks a change the server accepted (spec 02 §7), from its answer and the basket before it. */
type TrackChange<I> = (answer: BasketAnswer, input: I, previous: Basket | undefined) => void

function useBasketMutation<I>(
  call: (input: I & { basketKey: string }) => Promise<BasketAnswer>,
  optimistic?: (basket: Basket, input: I) => Basket,
  track?: TrackChange<I>,
) {
  const basketKey = useBasketKey()
  const { shopId, language } = useShop()
  const client = useQueryClient()
  const key = queryKey(basketKey)
  return useMutation({
    // A click right after the page loaded may come before the visitor id: wait for it then.
    mutationFn: async (input: I) => {
      const ownKey = basketKey ?? basketKeyFor(shopId, (await client.ensureQueryData(userQuery(language))).id)
      return call({ ...input, basketKey: ownKey })
    },
    onMutate: async (input: I) => {
      // A read still in flight must not overwrite the answer of this change.
      await client.cancelQueries({ queryKey: key })
      if (!optimistic) return { previous: undefined }
      const previous = client.getQueryData<Basket>(key)
      if (previous) client.setQueryData(key, optimistic(previous, input))
      return { previous }
    },
    onError: (_error, _input, context) => {
      if (context?.previous) client.setQueryData(key, context.previous)
    },
    onSuccess: (answer, input, context) => {
      client.setQueryData(queryKey(answer.basket.key), answer.basket)
      announceChange(BASKET_CHANNEL, answer.basket.key)
      track?.(answer, input, context?.previous)
    },
  })
}

export function useAddToBasket() {
  const { language } = useShop()
  return useBasketMutation<Omit<AddItemInput, 'basketKey'>>(
    (input) => addBasketItem(input, language),
    undefined,
    (answer, input) => {
      // The line the add landed on: the variant's newest (a personalised add makes its own line).
      const line = answer.basket.items.findLast((item) => item.variant.id === input.variantId)
      if (line) trackAddToCart(line, input.quantity, answer.basket.cost.currencyCode)
    },
  )
}

export function useUpdateBasketItem() {
  const { language } = useShop()
  return useBasketMutation<{ itemKey: string; quantity: number }>(
    (input) => updateBasketItem(input, language),
    (basket, input) => withQuantity(basket, input.itemKey, input.quantity),
    (answer, input, previous) => {
      const line = previous?.items.find((item) => item.key === input.itemKey)
      if (line && line.quantity !== input.quantity) {
        trackModifyInCart(line, input.quantity, answer.basket.cost.currencyCode)
      }
    },
  )
}

export function useRemoveBasketItem() {
  const { language } = useShop()
  return useBasketMutation<{ itemKey: string }>(
    (input) => deleteBasketItem(input, language),
    (basket, input) => withoutItem(basket, input.itemKey),
    (answer, input, previous) => {
      const line = previous?.items.find((item) => item.key === input.itemKey)
      if (line) trackRemoveFromCart(line, answer.basket.cost.currencyCode)
    },
  )
}
