/**
 * The order detail (issue 11 item 8): when and in which state, the lines as basket line cards in the
 * order-detail form, totals with VAT per rate, delivery, payment, addresses, and what the customer can
 * do: download the invoice, file a complaint, cancel (only where offered and allowed).
 */
import { useTranslations } from 'next-intl'
import type { Language } from '@/lib/config'
import { orderFormat } from '@/lib/checkout/rules/order-format'
import { Link } from '@/lib/i18n/navigation'
import type { AccountOrderDetail } from '@/lib/orders/server/account-orders'
import { CancelOrder } from './CancelOrder'
import { OrderKeyFacts } from './OrderKeyFacts'
import { OrderAddresses, OrderDelivery, OrderPayments } from './OrderFacts'
import { OrderLineCards } from './OrderLineCards'
import { OrderMessages } from './OrderMessages'
import { OrderTotals } from './OrderTotals'
import styles from './orders.module.css'

export function OrderDetail({ detail, language }: { detail: AccountOrderDetail; language: Language }) {
  const { order } = detail
  const t = useTranslations('checkout.orders')
  const f = orderFormat({ market: order.market, language, currency: order.currency })
  const lines = order.lines.map((line, index) => ({
    line,
    lineId: detail.lines[index]?.lineId ?? index,
    productId: detail.lines[index]?.productId ?? 0,
  }))
  const number = order.orderNumber
  return (
    <div className={styles.detail} data-testid="order-detail" data-state={order.state}>
      <div className={styles.main}>
        <OrderKeyFacts
          date={{ label: t('list.date'), value: f.date(order.placedAt) }}
          state={{ label: t('detail.status'), value: t(`states.${order.state}`), code: order.state }}
          items={{
            label: t('list.itemsLabel'),
            value: t('list.items', { count: order.lines.reduce((n, l) => n + l.quantity, 0) }),
          }}
        />
        <OrderMessages locale={language}>
          <CancelOrder orderNumber={number} cancellable={detail.cancellable} />
          <section aria-labelledby="order-items">
            <h2 id="order-items">{t('detail.items')}</h2>
            <OrderLineCards lines={lines} currency={order.currency} />
          </section>
        </OrderMessages>
        <OrderAddresses order={order} language={language} />
      </div>
      <div className={styles.aside}>
        <OrderTotals order={order} format={f} />
        <section className={styles.panel} aria-labelledby="order-actions">
          <h2 id="order-actions">{t('detail.actions')}</h2>
          <div className={styles.actions}>
            <a
              className={styles.button}
              href={`/api/user/orders/${encodeURIComponent(number)}/invoice/?locale=${language}`}
              download
              data-testid="invoice-download"
            >
              {t('detail.invoice')}
            </a>
            <Link
              className={styles.ghost}
              href={{ pathname: '/account/orders/complaint/[orderNumber]', params: { orderNumber: number } }}
              data-testid="complaint-link"
            >
              {t('detail.complain')}
            </Link>
          </div>
        </section>
        <OrderDelivery order={order} format={f} />
        <OrderPayments order={order} format={f} />
      </div>
    </div>
  )
}
