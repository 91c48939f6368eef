/**
 * The facts beside an order's lines (issue 11 item 8): delivery (kind; the estimate while it is on its
 * way to being shipped; carrier and tracking link once shipped), payment methods with their states, and
 * the billing and shipping addresses.
 */
import { useTranslations } from 'next-intl'
import type { Language } from '@/lib/config'
import type { OrderFormat } from '@/lib/checkout/rules/order-format'
import { addressLines, type OrderView } from '@/lib/orders/rules/order-view'
import styles from './orders.module.css'

const NO_DELIVERY = new Set(['cancelled', 'payment_failed'])

export function OrderDelivery({ order, format: f }: { order: OrderView; format: OrderFormat }) {
  const t = useTranslations('checkout')
  const carrierKey = order.tracking?.carrierKey ?? order.shipping.carrierKey
  const carrier = t.has(`orders.carriers.${carrierKey}`) ? t(`orders.carriers.${carrierKey}`) : carrierKey
  const estimate = order.deliveryEstimate
  let text: string
  if (NO_DELIVERY.has(order.state)) text = t('orders.detail.noDelivery')
  else if (order.state === 'shipped') text = t('orders.detail.shipped', { carrier })
  else if (!estimate) text = t('delivery.noEstimate')
  else if (estimate.from === estimate.to) text = t('delivery.estimateOneDay', { date: f.date(estimate.from) })
  else text = t('delivery.estimate', { from: f.date(estimate.from), to: f.date(estimate.to) })
  return (
    <section className={styles.panel} aria-labelledby="order-delivery">
      <h2 id="order-delivery">{t('orders.detail.delivery')}</h2>
      <p>{t(`delivery.${order.shipping.kind}`)}</p>
      <p data-testid="order-delivery">{text}</p>
      {order.state === 'shipped' && order.tracking && (
        <p>
          <a href={order.tracking.url} target="_blank" rel="noopener noreferrer" data-testid="tracking-link">
            {t('orders.detail.trackingLink', { trackingNumber: order.tracking.trackingNumber, carrier })}
            <span className="visually-hidden"> {t('orders.detail.newWindow')}</span>
          </a>
        </p>
      )}
    </section>
  )
}

export function OrderPayments({ order, format: f }: { order: OrderView; format: OrderFormat }) {
  const t = useTranslations('checkout')
  return (
    <section className={styles.panel} aria-labelledby="order-payment">
      <h2 id="order-payment">{t('orders.detail.payment')}</h2>
      <ul className={styles.plain} data-testid="order-payments">
        {order.payments.map((payment, index) => (
          <li key={index}>
            <strong>{t(`payment.methods.${payment.method}`)}</strong> · {f.money(payment.amountCents)} ·{' '}
            {t(`orders.paymentStatus.${payment.status}`)}
          </li>
        ))}
      </ul>
      {order.voucher && (
        <p>
          {t('orders.detail.voucher', {
            code: order.voucher.code,
            amount: f.money(order.voucher.reductionGrossCents),
          })}
        </p>
      )}
      {order.giftCard && (
        <p>
          {t('orders.detail.giftCard', {
            code: order.giftCard.code,
            amount: f.money(order.giftCard.amountCents),
          })}
        </p>
      )}
    </section>
  )
}

export function OrderAddresses({ order, language }: { order: OrderView; language: Language }) {
  const t = useTranslations('checkout.orders.detail')
  const regions = new Intl.DisplayNames([language], { type: 'region' })
  const lines = (address: OrderView['billingAddress']) => {
    const all = addressLines(address)
    all[all.length - 1] = regions.of(address.country.toUpperCase()) ?? address.country
    return all
  }
  return (
    <div className={styles.addresses}>
      {(['billingAddress', 'shippingAddress'] as const).map((kind) => (
        <section key={kind} className={styles.panel} aria-labelledby={`order-${kind}`}>
          <h2 id={`order-${kind}`}>{t(kind)}</h2>
          <address data-testid={`order-${kind}`}>
            {lines(order[kind]).map((line, index) => (
              <span key={index}>
                {line}
                <br />
              </span>
            ))}
          </address>
        </section>
      ))}
    </div>
  )
}
