/**
 * The delivery of the checkout (issue 11 item 2): standard, freight for bulky goods or free, as the
 * server's summary says, with its cost and the delivery estimate from the delivery-time rules.
 */
import { useTranslations } from 'next-intl'
import type { OrderFormat } from '@/lib/checkout/rules/order-format'
import type { CheckoutSummary } from '@/lib/checkout/rules/summary'
import styles from './checkout.module.css'

export function DeliveryInfo({ summary, format }: { summary: CheckoutSummary; format: OrderFormat }) {
  const t = useTranslations('checkout.delivery')
  const ts = useTranslations('checkout.summary')
  const { shippingKind, totals, deliveryEstimate: estimate } = summary
  const cost = totals.shippingGrossCents === 0 ? ts('shippingFree') : format.money(totals.shippingGrossCents)
  return (
    <div className={styles.delivery}>
      <p className={styles.deliveryKind}>
        <strong>{t(shippingKind)}</strong>
        <span>{cost}</span>
      </p>
      {shippingKind === 'freight' && <p className={styles.note}>{t('freightNotice')}</p>}
      <p className={styles.estimate}>
        {!estimate
          ? t('noEstimate')
          : estimate.from === estimate.to
            ? t('estimateOneDay', { date: format.date(estimate.from) })
            : t('estimate', { from: format.date(estimate.from), to: format.date(estimate.to) })}
      </p>
    </div>
  )
}
