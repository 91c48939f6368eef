'use client'

/**
 * The visitor's basket on the client (spec 02 §7), shared by the header counter, the basket page and
 * the add flows through react-query; other tabs of the same visitor refetch when told of a change.
 * The changes themselves are ./useBasketChanges.ts: the header's counter, on every page, only reads.
 */
import { useEffect } from 'react'
import { useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { useShop } from '@/components/app-shell/ShopContext'
import { useUser } from '@/components/session/useUser'
import { basketKeyFor, fetchBasket } from '@/lib/basket/client/api'

/** The channel on which a tab tells the others that a basket changed. */
export const BASKET_CHANNEL = 'basket'
export const basketQueryKey = (basketKey: string | null) => ['basket', basketKey] as const
const queryKey = basketQueryKey

export function useBasketKey(): string | null {
  const { shopId } = useShop()
  const { data: user } = useUser()
  return user ? basketKeyFor(shopId, user.id) : null
}

export function useBasket() {
  const basketKey = useBasketKey()
  const { language } = useShop()
  const client = useQueryClient()
  useCrossTabRefresh(client, basketKey)
  return useQuery({
    queryKey: queryKey(basketKey),
    queryFn: async ({ signal }) => (await fetchBasket(basketKey as string, language, signal)).basket,
    enabled: basketKey !== null,
    staleTime: 10_000,
  })
}

function useCrossTabRefresh(client: QueryClient, basketKey: string | null) {
  useEffect(() => {
    if (!basketKey || typeof BroadcastChannel === 'undefined') return
    const channel = new BroadcastChannel(BASKET_CHANNEL)
    channel.onmessage = (event: MessageEvent<string>) => {
      if (event.data === basketKey) void client.invalidateQueries({ queryKey: queryKey(basketKey) })
    }
    return () => channel.close()
  }, [client, basketKey])
}
