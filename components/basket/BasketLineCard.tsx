'use client'

/**
 * The basket line card of spec 02 §2: image, brand and sub-brand, name, article number, attributes,
 * personalisation, price, free-of-charge badge, payback points, wishlist toggle, remove button and
 * quantity stepper, linking to the product page with the line's variant.
 */
import NextLink from 'next/link'
import type { ReactNode } from 'react'
import { useTranslations } from 'next-intl'
import { useShop } from '@/components/app-shell/ShopContext'
import { basketLineView, lineProductHref, type BasketLineView } from '@/lib/basket/rules/line-view'
import type { BasketItem } from '@/lib/basket/rules/types'
import { getPathname } from '@/lib/i18n/navigation'
import { BasketLineImage } from './BasketLineImage'
import { BasketLinePrice } from './BasketLinePrice'
import { QuantityStepper } from './QuantityStepper'
import styles from './basket-page.module.css'

export interface BasketLineCardProps {
  /** The basket's item; or `line`, an already computed line (an order's, lib/orders/rules/order-line-view.ts). */
  item?: BasketItem
  line?: BasketLineView
  /** `order`: the order-detail form (spec 02 §2): the quantity as an amount, no stepper, no remove. */
  mode?: 'basket' | 'order'
  /** The wishlist heart (built by the wishlist feature); shown only in markets with a wishlist. */
  wishlistToggle?: (item: BasketItem) => ReactNode
  /** A change of this line is on its way. */
  busy?: boolean
  /** Why the last change of this line was refused (the product add-result alert of spec 02 §2). */
  alert?: string | null
  onQuantityChange?: (quantity: number) => void
  onRemove?: () => void
}

export function BasketLineCard(props: BasketLineCardProps) {
  const { item, mode = 'basket', wishlistToggle, busy = false, alert = null } = props
  const t = useTranslations('basketPage.line')
  const shop = useShop()
  const line =
    props.line ?? basketLineView(item!, { locale: shop.formattingLocale, payback: shop.options.payback })
  const href = lineProductHref(
    getPathname({ locale: shop.language, href: { pathname: '/p/[pdp]', params: { pdp: line.pdp } } }),
    line.variantReferenceKey,
  )
  const editable = mode === 'basket'
  return (
    <article
      className={styles.line}
      data-testid="basket-line"
      data-item-key={line.key}
      data-quantity={line.quantity}
      aria-busy={busy || undefined}
    >
      <NextLink href={href} className={styles.media} tabIndex={-1} aria-hidden="true">
        <BasketLineImage image={line.image} />
      </NextLink>
      <div className={styles.body}>
        <p className={styles.brand}>
          {line.brand}
          {line.subbrand && <span data-testid="line-subbrand"> · {line.subbrand}</span>}
        </p>
        <h3 className={styles.name}>
          <NextLink href={href} data-testid="line-link">
            {line.name}
          </NextLink>
        </h3>
        <p className={styles.muted}>{t('articleNumber', { number: line.articleNumber })}</p>
        {line.attributes.length > 0 && <p className={styles.muted}>{line.attributes.join(' · ')}</p>}
        {line.customTexts.map((text, index) => (
          <p key={index} className={styles.customText}>
            {t('personalisation', { text })}
          </p>
        ))}
        <p className={styles.badges}>
          {line.freeOfCharge && (
            <span className={styles.freeBadge} data-testid="line-free">
              {t('free')}
            </span>
          )}
          {line.promotion && <span className={styles.promotion}>{line.promotion}</span>}
        </p>
        {line.paybackPoints !== null && line.paybackPoints > 0 && (
          <p className={styles.muted} data-testid="line-payback">
            {t('payback', { points: line.paybackPoints })}
          </p>
        )}
        {alert && (
          <p role="alert" className={styles.alert} data-testid="line-alert">
            {alert}
          </p>
        )}
      </div>
      <div className={styles.aside}>
        <BasketLinePrice line={line} />
        {editable ? (
          <QuantityStepper
            name={line.name}
            quantity={line.quantity}
            max={line.availableQuantity}
            canDecrease={line.canDecrease}
            canIncrease={line.canIncrease}
            busy={busy}
            onChange={(quantity) => props.onQuantityChange?.(quantity)}
          />
        ) : (
          <p className={styles.amount} data-testid="line-amount">
            {t('amount', { quantity: line.quantity })}
          </p>
        )}
        {editable && !line.canIncrease && line.availableQuantity > 0 && (
          <p className={styles.muted}>{t('maxReached', { quantity: line.availableQuantity })}</p>
        )}
        <div className={styles.actions}>
          {shop.options.hasWishlist && item && wishlistToggle?.(item)}
          {editable && (
            <button
              type="button"
              className="button button--ghost"
              aria-label={t('removeLabel', { name: line.name })}
              onClick={() => props.onRemove?.()}
              data-testid="line-remove"
            >
              {t('remove')}
            </button>
          )}
        </div>
      </div>
    </article>
  )
}
