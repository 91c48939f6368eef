/**
 * The lines and totals of an order or of the checkout's quote (issue 11 items 2, 7): goods, shipping,
 * discount, total with the VAT it includes per rate ("inkl. 19 % MwSt."), gift card and what is left
 * to pay. No hooks but the translator: the checkout's island and the thank-you page both render it.
 */
import { useTranslations } from 'next-intl'
import type { OrderFormat } from '@/lib/checkout/rules/order-format'
import styles from './checkout.module.css'

export interface TotalsLine {
  key: string
  name: string
  brand: string | null
  quantity: number
  totalGrossCents: number
}

export interface TotalsView {
  goodsGrossCents: number
  shippingGrossCents: number
  discountGrossCents: number
  totalGrossCents: number
  giftCardCents: number
  payableCents: number
  vat: { rate: number; vatCents: number }[]
}

interface Props {
  lines: readonly TotalsLine[]
  totals: TotalsView
  format: Pick<OrderFormat, 'money' | 'rate'>
  voucherCode: string | null
  giftCardCode: string | null
  headingId?: string
}

export function OrderTotals({ lines, totals, format, voucherCode, giftCardCode }: Props) {
  const t = useTranslations('checkout.summary')
  const { money, rate } = format
  return (
    <>
      <ul className={styles.lines}>
        {lines.map((line) => (
          <li key={line.key} className={styles.line}>
            <span className={styles.lineName}>
              {line.brand && <span className={styles.brand}>{line.brand} </span>}
              {line.name}
              <span className={styles.quantity}>{t('quantity', { quantity: line.quantity })}</span>
            </span>
            <span className={styles.amount}>{money(line.totalGrossCents)}</span>
          </li>
        ))}
      </ul>
      <dl className={styles.totals}>
        <div>
          <dt>{t('goods')}</dt>
          <dd>{money(totals.goodsGrossCents)}</dd>
        </div>
        {totals.discountGrossCents > 0 && (
          <div>
            <dt>{voucherCode ? t('voucher', { code: voucherCode }) : t('discount')}</dt>
            <dd>−{money(totals.discountGrossCents)}</dd>
          </div>
        )}
        <div>
          <dt>{t('shipping')}</dt>
          <dd>{totals.shippingGrossCents === 0 ? t('shippingFree') : money(totals.shippingGrossCents)}</dd>
        </div>
        <div className={styles.total}>
          <dt>{t('total')}</dt>
          <dd>{money(totals.totalGrossCents)}</dd>
        </div>
        {totals.vat.map((part) => (
          <div key={part.rate} className={styles.vat}>
            <dt>{t('vatLine', { rate: rate(part.rate) })}</dt>
            <dd>{money(part.vatCents)}</dd>
          </div>
        ))}
        {totals.giftCardCents > 0 && (
          <>
            <div>
              <dt>
                {t('giftCard')}
                {giftCardCode && <span className={styles.quantity}>{giftCardCode}</span>}
              </dt>
              <dd>−{money(totals.giftCardCents)}</dd>
            </div>
            <div className={styles.total}>
              <dt>{t('payable')}</dt>
              <dd>{money(totals.payableCents)}</dd>
            </div>
          </>
        )}
      </dl>
    </>
  )
}
