'use client'

import { useTranslations } from 'next-intl'
import { shownCount } from '@/lib/wishlist/toggle'
import { useWishlist } from './useWishlist'
import styles from './wishlist.module.css'

/**
 * Entries on the wishlist beside the header's wishlist link (issue 5 §7: counters update at once,
 * hearts pressed elsewhere included). The shared, cached page renders without it.
 */
export function WishlistCounter() {
  const t = useTranslations('wishlist')
  const { data: wishlist } = useWishlist()
  const count = shownCount(wishlist)
  return (
    <>
      <span className="visually-hidden" data-testid="wishlist-count-label">
        {t('counter', { count })}
      </span>
      {count > 0 && (
        <span className={styles.counter} aria-hidden="true" data-testid="wishlist-count">
          {count}
        </span>
      )}
    </>
  )
}
