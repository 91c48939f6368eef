/**
 * The orders part of "my data" (GDPR Art. 15; issue 11 item 8): each order with number, date, state,
 * total, its lines, addresses, payments and complaints, as lib/orders/server/export.ts collects them.
 */
import { getTranslations } from 'next-intl/server'
import type { AccountData } from '@/lib/account/server/export'
import { formatMoney } from '@/lib/catalog/rules/money'
import type { Language, Market } from '@/lib/config'
import { addressLines } from '@/lib/orders/rules/order-view'
import { DataSection, dataFormats } from './MyDataParts'
import styles from './overview.module.css'

export async function MyDataOrders({
  orders,
  market,
  language,
}: {
  orders: AccountData['orders']
  market: Market
  language: Language
}) {
  const [t, c] = await Promise.all([
    getTranslations({ locale: language, namespace: 'profile.myData' }),
    getTranslations({ locale: language, namespace: 'checkout' }),
  ])
  const f = dataFormats(market, language)
  const money = (cents: number, currency: string) =>
    formatMoney(cents, { locale: market.formattingLocale, currency: currency === 'CHF' ? 'CHF' : 'EUR' })
  const method = (code: string) => (c.has(`payment.methods.${code}`) ? c(`payment.methods.${code}`) : code)

  return (
    <DataSection title={t('sections.orders')} wide>
      {orders.length === 0 ? (
        <p className={styles.empty}>{t('empty')}</p>
      ) : (
        <ul className={styles.list} data-testid="my-data-orders">
          {orders.map((order) => (
            <li key={order.orderNumber}>
              <strong>{order.orderNumber}</strong> · {f.dateTime(order.placedAt)} ·{' '}
              {c(`orders.states.${order.state}`)} · {money(order.totals.totalGrossCents, order.currency)}
              <ul className={styles.message}>
                {order.lines.map((line, index) => (
                  <li key={index}>
                    {t('orders.line', {
                      quantity: line.quantity,
                      name: line.name,
                      number: line.referenceKey,
                      total: money(line.totalGrossCents, order.currency),
                    })}
                  </li>
                ))}
              </ul>
              <p className={styles.message}>
                {t('orders.billing')}: {addressLines(order.billingAddress).join(', ')}
                {'\n'}
                {t('orders.shipping')}: {addressLines(order.shippingAddress).join(', ')}
                {'\n'}
                {t('orders.payments')}:{' '}
                {order.payments
                  .map(
                    (p) =>
                      `${method(p.method)} ${money(p.amountCents, order.currency)} (${
                        c.has(`orders.paymentStatus.${p.status}`)
                          ? c(`orders.paymentStatus.${p.status}`)
                          : p.status
                      })`,
                  )
                  .join(', ') || '–'}
                {order.voucherCode ? `\n${t('orders.voucher')}: ${order.voucherCode}` : ''}
                {order.complaints.length > 0
                  ? `\n${t('orders.complaints', { count: order.complaints.length })}`
                  : ''}
              </p>
            </li>
          ))}
        </ul>
      )}
    </DataSection>
  )
}
