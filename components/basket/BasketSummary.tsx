'use client'

/**
 * The basket page's order summary: subtotal, shipping of the basket's kind, total, payback points where
 * the market has payback, and the way to the checkout. Amounts in the market's format (spec 01 §9).
 */
import { useTranslations } from 'next-intl'
import { useShop } from '@/components/app-shell/ShopContext'
import { orderSummaryView } from '@/lib/basket/rules/line-view-summary'
import type { Basket } from '@/lib/basket/rules/types'
import { Link } from '@/lib/i18n/navigation'
import { ReserveBasketButton } from '@/components/stores/ClickAndReserve'
import { useDialogStore } from '@/lib/ui/client/dialog-store'
import styles from './basket-page.module.css'

export function BasketSummary({ basket }: { basket: Basket }) {
  const t = useTranslations('basketPage.summary')
  const shop = useShop()
  const open = useDialogStore((s) => s.open)
  const summary = orderSummaryView(basket, shop.formattingLocale)
  return (
    <section className={styles.summary} aria-labelledby="basket-summary-title" data-testid="basket-summary">
      <h2 id="basket-summary-title" className={styles.summaryTitle}>
        {t('title')}
      </h2>
      <dl className={styles.summaryRows}>
        <div>
          <dt>{t('subtotal')}</dt>
          <dd data-testid="summary-subtotal">{summary.subtotal}</dd>
        </div>
        {summary.shipping && (
          <div>
            <dt>
              {summary.shipping.label ?? t(`shippingKinds.${summary.shipping.kind}`)}{' '}
              <button
                type="button"
                className={styles.linkButton}
                onClick={() => open('basketShippingCostProgress')}
              >
                {t('shippingInfo')}
              </button>
            </dt>
            <dd data-testid="summary-shipping" data-kind={summary.shipping.kind}>
              {summary.shipping.free ? t('freeShipping') : summary.shipping.cost}
            </dd>
          </div>
        )}
        <div className={styles.summaryTotal}>
          <dt>{t('total')}</dt>
          <dd data-testid="summary-total">{summary.total}</dd>
        </div>
      </dl>
      <p className={styles.muted}>{t('vat')}</p>
      {summary.paybackPoints !== null && summary.paybackPoints > 0 && (
        <p className={styles.payback} data-testid="summary-payback">
          {t('payback', { points: summary.paybackPoints })}
        </p>
      )}
      <Link href="/checkout" className={`button ${styles.checkout}`} data-testid="to-checkout">
        {t('checkout')}
      </Link>
      <ReserveBasketButton
        lines={basket.items.map((item) => ({ variantId: item.variant.id, quantity: item.quantity }))}
      />
    </section>
  )
}
