'use client'

/**
 * The visitor's wishlist on the client (spec 02 §7), shared by the hearts, the header counter and the
 * wishlist page through react-query; other tabs of the same visitor refetch when told of a change.
 * Markets without hasWishlist never ask (the back end answers 404 there). Changes are
 * ./useWishlistChange.ts, loaded only where a wishlist is changed.
 */
import { useQuery } from '@tanstack/react-query'
import { useCrossTabRefresh } from '@/lib/ui/client/cross-tab'
import { useShop } from '@/components/app-shell/ShopContext'
import { useUser } from '@/components/session/useUser'
import { fetchWishlist, wishlistKeyFor } from '@/lib/wishlist/client/api'
import { clientWishlist } from '@/lib/wishlist/rules/toggle'

/** The channel on which a tab tells the others that a wishlist changed. */
export const WISHLIST_CHANNEL = 'wishlist'
export const wishlistQueryKey = (wishlistKey: string | null) => ['wishlist', wishlistKey] as const
const queryKey = wishlistQueryKey

export function useWishlistKey(): string | null {
  const { shopId, options } = useShop()
  const { data: user } = useUser()
  return user && options.hasWishlist ? wishlistKeyFor(shopId, user.id) : null
}

export function useWishlist() {
  const wishlistKey = useWishlistKey()
  const { language } = useShop()
  useCrossTabRefresh(WISHLIST_CHANNEL, wishlistKey, wishlistQueryKey)
  return useQuery({
    queryKey: queryKey(wishlistKey),
    queryFn: async ({ signal }) =>
      clientWishlist(await fetchWishlist(wishlistKey as string, language, signal)),
    enabled: wishlistKey !== null,
    staleTime: 10_000,
  })
}
