/**
 * The thank-you page's content (issue 11 item 7): the order just placed — number, confirmation mail,
 * delivery estimate, payment (prepayment instructions, payment state), items and totals, addresses —
 * and for a guest the offer to turn the order into a customer account.
 */
import { useTranslations } from 'next-intl'
import type { Language } from '@/lib/config'
import { orderFormat } from '@/lib/checkout/rules/order-format'
import { addressLines, type OrderView } from '@/lib/orders/rules/order-view'
import { Link } from '@/lib/i18n/navigation'
import { ThankYouMessages } from '../CheckoutMessages'
import { OrderTotals } from '../OrderTotals'
import { GuestAccountOffer } from './GuestAccountOffer'
import { PaymentNote } from './PaymentNote'
import styles from '../checkout.module.css'

interface Props {
  order: OrderView
  offerAccount: boolean
  language: Language
}

export function ThankYou({ order, offerAccount }: Props) {
  const t = useTranslations('checkout')
  const format = orderFormat(order)
  const estimate = order.deliveryEstimate
  const lines = order.lines.map((line, index) => ({
    key: `${index}-${line.variantId}`,
    name: line.name,
    brand: line.brand,
    quantity: line.quantity,
    totalGrossCents: line.totalGrossCents,
  }))
  return (
    <div className={styles.thankYou} data-testid="thank-you">
      <div className={styles.panel}>
        <p className={styles.orderNumber} data-testid="order-number" data-order-number={order.orderNumber}>
          {t('thankYou.orderNumber', { orderNumber: order.orderNumber })}
        </p>
        <p>{t('thankYou.mailSent', { email: order.customer.email })}</p>
        {estimate && (
          <p>
            {t('thankYou.deliveryEstimate', {
              from: format.date(estimate.from),
              to: format.date(estimate.to),
            })}
          </p>
        )}
        <PaymentNote order={order} format={format} />
      </div>
      {offerAccount && (
        <ThankYouMessages>
          <GuestAccountOffer orderNumber={order.orderNumber} />
        </ThankYouMessages>
      )}
      <section className={styles.panel} aria-labelledby="thank-you-items">
        <h2 id="thank-you-items">{t('thankYou.summary')}</h2>
        <OrderTotals
          lines={lines}
          totals={order.totals}
          format={format}
          voucherCode={order.voucher?.code ?? null}
          giftCardCode={order.giftCard?.code ?? null}
        />
        <div className={styles.addresses}>
          <div>
            <h3 className={styles.subheading}>{t('orders.detail.billingAddress')}</h3>
            <p>
              {addressLines(order.billingAddress).map((line, i) => (
                <span key={i} className={styles.addressLine}>
                  {line}
                </span>
              ))}
            </p>
          </div>
          <div>
            <h3 className={styles.subheading}>{t('orders.detail.shippingAddress')}</h3>
            <p>
              {addressLines(order.shippingAddress).map((line, i) => (
                <span key={i} className={styles.addressLine}>
                  {line}
                </span>
              ))}
            </p>
          </div>
        </div>
      </section>
      <p>
        <Link href="/" className={styles.secondaryLink}>
          {t('thankYou.continueShopping')}
        </Link>
      </p>
    </div>
  )
}
