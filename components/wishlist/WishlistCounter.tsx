'use client'

/**
 * Entries on the wishlist beside the header's wishlist link, updated at once with every change (hearts
 * pressed elsewhere included). The shared, cached page renders without it.
 */
import { useTranslations } from 'next-intl'
import { shownCount } from '@/lib/wishlist/rules/toggle'
import { HeaderCount } from '@/components/layout/HeaderCount'
import { useWishlist } from './useWishlist'

export function WishlistCounter() {
  const t = useTranslations('wishlist')
  const { data: wishlist } = useWishlist()
  const count = shownCount(wishlist)
  return <HeaderCount count={count} label={t('counter', { count })} testId="wishlist-count" />
}
