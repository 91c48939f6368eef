'use client'

/**
 * The visitor's basket as the client island of the shared basket page: loading, error with retry,
 * empty and filled. Changes show at once and roll back with a message in the line when the server
 * refuses them (useBasket.ts).
 */
import type { ReactNode, RefObject } from 'react'
import { useTranslations } from 'next-intl'
import { WishlistToggle } from '@/components/wishlist/WishlistToggle'
import { useShop } from '@/components/app-shell/ShopContext'
import { EmptyListNotice } from '@/components/layout/EmptyListNotice'
import { useUser } from '@/components/session/useUser'
import { ApiRequestError } from '@/lib/http/client/json'
import { shippingProgressView, shippingTierRows } from '@/lib/basket/rules/line-view-summary'
import { refusalReason } from '@/lib/basket/rules/refusal'
import type { ShippingConfig } from '@/lib/basket/rules/shipping'
import type { Basket, BasketItem } from '@/lib/basket/rules/types'
import { BasketLineCard } from './BasketLineCard'
import { BasketSkeleton } from './BasketSkeleton'
import { BasketSummary } from './BasketSummary'
import { ShippingCostDialog } from './ShippingCostDialog'
import { ShippingProgress } from './ShippingProgress'
import { useBasket } from './useBasket'
import { useLineChanges, type LineChanges } from './useLineChanges'
import { useTrackViewCart } from './useTrackViewCart'
import styles from './basket-page.module.css'

export interface BasketViewProps {
  /** The market's shipping tiers from the layout data, for the shipping cost dialog. */
  shippingConfig: ShippingConfig
  /** The basket recommendation slot, rendered below the basket (and in the empty basket). */
  recommendations?: ReactNode
  /** The wishlist heart of each line; the line product's WishlistToggle when absent. */
  wishlistToggle?: (item: BasketItem) => ReactNode
}

/** The heart of a basket line saves the line's product (spec 02 §4 wishlist toggle). */
const lineWishlistHeart = (item: BasketItem) => (
  <WishlistToggle productId={item.product.id} productName={item.product.name} />
)

export function BasketView({
  shippingConfig,
  recommendations,
  wishlistToggle = lineWishlistHeart,
}: BasketViewProps) {
  const t = useTranslations('basketPage')
  const user = useUser()
  const basket = useBasket()
  useTrackViewCart(basket.data)
  // Above the states: removing the last line turns the basket empty, and a refusal must still find
  // its reason when the line comes back.
  const { view, heading, status, ...changes } = useLineChanges()
  const retry = () => void (user.isError ? user.refetch() : basket.refetch())

  let content: ReactNode
  if (user.isError || (basket.isError && !basket.data)) {
    content = (
      <div className="notice notice--warning" role="alert" data-testid="basket-error">
        <p>
          <strong>{t('error.title')}</strong>
        </p>
        <p>{t('error.text')}</p>
        <div className="notice__actions">
          <button type="button" className="button" onClick={retry}>
            {t('error.retry')}
          </button>
        </div>
      </div>
    )
  } else if (!basket.data) {
    content = <BasketSkeleton />
  } else if (basket.data.items.length === 0) {
    content = <EmptyListNotice namespace="basketPage.empty" className={styles.empty} testId="basket-empty" />
  } else {
    content = (
      <FilledBasket
        basket={basket.data}
        shippingConfig={shippingConfig}
        wishlistToggle={wishlistToggle}
        changes={changes}
        heading={heading}
      />
    )
  }
  return (
    <div ref={view} tabIndex={-1} className={styles.view} data-testid="basket-view">
      {content}
      <p className="visually-hidden" role="status" aria-live="polite">
        {status}
      </p>
      {recommendations}
    </div>
  )
}

type FilledProps = Pick<BasketViewProps, 'shippingConfig' | 'wishlistToggle'> & {
  basket: Basket
  changes: Omit<LineChanges, 'view' | 'heading' | 'status'>
  heading: RefObject<HTMLHeadingElement | null>
}

function FilledBasket({ basket, shippingConfig, wishlistToggle, changes, heading }: FilledProps) {
  const t = useTranslations('basketPage')
  const reasons = useTranslations('basket.reasons')
  const shop = useShop()
  const { busy, alerts, change, remove } = changes
  const format = { locale: shop.formattingLocale, currency: basket.cost.currencyCode }
  const progress = shippingProgressView(basket.shipping.progress, format)
  const reason = (error: unknown) =>
    reasons(error instanceof ApiRequestError ? refusalReason(error.status, error.message) : 'unknown')

  return (
    <div className={styles.filled}>
      <div className={styles.lines}>
        <h2 ref={heading} tabIndex={-1} className={styles.linesTitle}>
          {t('lines', { count: basket.count })}
        </h2>
        {progress && <ShippingProgress progress={progress} />}
        <ul className={styles.lineList}>
          {basket.items.map((item) => (
            <li key={item.key}>
              <BasketLineCard
                item={item}
                wishlistToggle={wishlistToggle}
                busy={busy[item.key] === true}
                alert={alerts[item.key] ?? null}
                onQuantityChange={(quantity) =>
                  change(item.key, quantity, (e) => t('line.updateRefused', { reason: reason(e) }))
                }
                onRemove={() =>
                  remove(
                    item.key,
                    (e) => t('line.removeRefused', { reason: reason(e) }),
                    t('line.removed', { name: item.product.name }),
                    basket.items.length === 1,
                  )
                }
              />
            </li>
          ))}
        </ul>
      </div>
      <BasketSummary basket={basket} />
      <ShippingCostDialog tiers={shippingTierRows(shippingConfig, format)} progress={progress} />
    </div>
  )
}
