'use client'

/**
 * The visitor's basket on the client (spec 02 §7), shared by the header counter, the basket page and
 * the add flows through react-query; other tabs of the same visitor refetch when told of a change.
 * The changes themselves are ./useBasketChanges.ts: the header's counter, on every page, only reads.
 */
import { useQuery } from '@tanstack/react-query'
import { useCrossTabRefresh } from '@/lib/ui/client/cross-tab'
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
  useCrossTabRefresh(BASKET_CHANNEL, basketKey, basketQueryKey)
  return useQuery({
    queryKey: queryKey(basketKey),
    queryFn: async ({ signal }) => (await fetchBasket(basketKey as string, language, signal)).basket,
    enabled: basketKey !== null,
    staleTime: 10_000,
  })
}
