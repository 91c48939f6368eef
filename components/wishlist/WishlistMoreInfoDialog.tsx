'use client'

/** The `wishlistMoreInfo` dialog of spec 02 §2: the entry's product details and the way to its page. */
import NextLink from 'next/link'
import { useTranslations } from 'next-intl'
import { PriceBlock } from '@/components/catalog/PriceBlock'
import { Dialog } from '@/components/dialog/Dialog'
import type { WishlistItemView } from '@/lib/wishlist/rules/item-view'
import styles from './wishlist.module.css'

export function WishlistMoreInfoDialog({ view, href }: { view: WishlistItemView | null; href: string }) {
  const t = useTranslations('wishlistPage.moreInfo')
  return (
    <Dialog kind="wishlistMoreInfo" title={view ? view.name : t('title')}>
      {view && (
        <div className={styles.body} data-testid="wishlist-more-info">
          <p className={styles.brand}>
            {view.brand}
            {view.subbrand && <span> · {view.subbrand}</span>}
          </p>
          <p className={styles.muted}>{t('articleNumber', { number: view.articleNumber })}</p>
          {view.variantLabel && <p>{t('variant', { variant: view.variantLabel })}</p>}
          <PriceBlock display={view.price} />
          {view.options.length > 1 && <p>{t('variants', { count: view.options.length })}</p>}
          <p>{view.description ?? t('noDescription')}</p>
          <p>
            <NextLink href={href}>{t('toProduct')}</NextLink>
          </p>
        </div>
      )}
    </Dialog>
  )
}
