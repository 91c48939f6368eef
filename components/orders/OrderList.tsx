/**
 * The order list (issue 11 item 8): the customer's orders newest first, each with number, date, state,
 * item count and total, and the way to its detail; ten a page with previous and next; without orders a
 * way to the shop.
 */
import { getTranslations } from 'next-intl/server'
import type { Language, Market } from '@/lib/config'
import { orderFormat } from '@/lib/checkout/rules/order-format'
import { Link } from '@/lib/i18n/navigation'
import type { OrderListEntry } from '@/lib/orders/server/queries'
import { OrderKeyFacts } from './OrderKeyFacts'
import styles from './orders.module.css'

export interface OrderListPage {
  orders: OrderListEntry[]
  page: number
  pages: number
  total: number
}

export async function OrderList({
  list,
  market,
  language,
}: {
  list: OrderListPage
  market: Market
  language: Language
}) {
  const t = await getTranslations({ locale: language, namespace: 'checkout.orders' })
  if (list.total === 0) {
    return (
      <div className={styles.empty} data-testid="orders-empty">
        <h2>{t('list.emptyHeading')}</h2>
        <p>{t('list.empty')}</p>
        <p className={styles.actions}>
          <Link href="/" className={styles.button}>
            {t('list.toShop')}
          </Link>
        </p>
      </div>
    )
  }
  const detail = (orderNumber: string) =>
    ({ pathname: '/account/orders/[orderNumber]', params: { orderNumber } }) as const
  return (
    <>
      <h2 className="visually-hidden">{t('list.caption')}</h2>
      <ol className={styles.list} data-testid="order-list">
        {list.orders.map((order) => {
          const f = orderFormat({
            market: market.code,
            language,
            currency: order.currency === 'CHF' ? 'CHF' : 'EUR',
          })
          return (
            <li key={order.orderNumber}>
              <article className={styles.card} data-testid="order-card" data-order={order.orderNumber}>
                <div>
                  <h3 className={styles.cardTitle}>
                    <Link href={detail(order.orderNumber)}>
                      {t('list.orderHeading', { orderNumber: order.orderNumber })}
                    </Link>
                  </h3>
                  <OrderKeyFacts
                    date={{ label: t('list.date'), value: f.date(order.placedAt) }}
                    state={{ label: t('list.status'), value: t(`states.${order.state}`), code: order.state }}
                    items={{
                      label: t('list.itemsLabel'),
                      value: t('list.items', { count: order.itemCount }),
                    }}
                    total={{ label: t('list.total'), value: f.money(order.totalGrossCents) }}
                  />
                </div>
                <Link
                  href={detail(order.orderNumber)}
                  className={styles.ghost}
                  aria-label={t('list.details', { orderNumber: order.orderNumber })}
                >
                  {t('list.show')}
                </Link>
              </article>
            </li>
          )
        })}
      </ol>
      {list.pages > 1 && (
        <nav className={styles.pagination} aria-label={t('list.pagination')}>
          {list.page > 1 ? (
            <Link
              href={{ pathname: '/account/orders', query: { page: String(list.page - 1) } }}
              className={styles.ghost}
              rel="prev"
            >
              {t('list.previous')}
            </Link>
          ) : (
            <span />
          )}
          <span aria-current="page">{t('list.page', { page: list.page, pages: list.pages })}</span>
          {list.page < list.pages ? (
            <Link
              href={{ pathname: '/account/orders', query: { page: String(list.page + 1) } }}
              className={styles.ghost}
              rel="next"
            >
              {t('list.next')}
            </Link>
          ) : (
            <span />
          )}
        </nav>
      )}
    </>
  )
}
