'use client'

import { useTranslations } from 'next-intl'
import { shownCount } from '@/lib/wishlist/rules/toggle'
import { HeaderCount } from '@/components/layout/HeaderCount'
import { useWishlist } from './useWishlist'

/**
 * Entries on the wishlist beside the header's wishlist link (issue 5 §7: counters update at once,
 * hearts pressed elsewhere included). The shared, cached page renders without it.
 */
export function WishlistCounter() {
  const t = useTranslations('wishlist')
  const { data: wishlist } = useWishlist()
  const count = shownCount(wishlist)
  return <HeaderCount count={count} label={t('counter', { count })} testId="wishlist-count" />
}
