/**
 * An order's totals (issue 11 item 8): goods, voucher, shipping, total, gift card and what is left to
 * pay, and the VAT contained per rate (lib/checkout/rules/vat.ts computed it at placement).
 */
import { useTranslations } from 'next-intl'
import type { OrderFormat } from '@/lib/checkout/rules/order-format'
import type { OrderView } from '@/lib/orders/rules/order-view'
import styles from './orders.module.css'

export function OrderTotals({ order, format: f }: { order: OrderView; format: OrderFormat }) {
  const t = useTranslations('checkout.summary')
  const { totals } = order
  return (
    <section className={styles.panel} aria-labelledby="order-totals">
      <h2 id="order-totals">{t('heading')}</h2>
      <dl className={styles.summary} data-testid="order-totals">
        <dt>{t('goods')}</dt>
        <dd>{f.money(totals.goodsGrossCents)}</dd>
        {order.voucher && (
          <>
            <dt>{t('voucher', { code: order.voucher.code })}</dt>
            <dd>−{f.money(order.voucher.reductionGrossCents)}</dd>
          </>
        )}
        {!order.voucher && totals.discountGrossCents > 0 && (
          <>
            <dt>{t('discount')}</dt>
            <dd>−{f.money(totals.discountGrossCents)}</dd>
          </>
        )}
        <dt>{t('shipping')}</dt>
        <dd>{totals.shippingGrossCents === 0 ? t('shippingFree') : f.money(totals.shippingGrossCents)}</dd>
        <dt className={styles.strong}>{t('total')}</dt>
        <dd className={styles.strong} data-testid="order-total">
          {f.money(totals.totalGrossCents)}
        </dd>
        {totals.vat.map((vat) => (
          <div key={vat.rate} className={styles.vatRow}>
            <dt>{t('vatLine', { rate: f.rate(vat.rate) })}</dt>
            <dd>{f.money(vat.vatCents)}</dd>
          </div>
        ))}
        {order.giftCard && (
          <>
            <dt>
              {t('giftCard')} {order.giftCard.code}
            </dt>
            <dd>−{f.money(order.giftCard.amountCents)}</dd>
          </>
        )}
        {totals.giftCardCents > 0 && (
          <>
            <dt className={styles.strong}>{t('payable')}</dt>
            <dd className={styles.strong}>{f.money(totals.payableCents)}</dd>
          </>
        )}
      </dl>
    </section>
  )
}
