/**
 * How the order of the thank-you page is paid (issue 11 item 7): prepayment with the shop's bank details
 * (lib/config/invoice.ts) and the order number as reference, invoice and cash on delivery with what to
 * expect, a gift card that paid everything, and for online methods the payment's state ("we are waiting
 * for the confirmation" while it is pending).
 */
import { useTranslations } from 'next-intl'
import { shopConfig } from '@/lib/config'
import { PREPAYMENT_DUE_DAYS, SELLERS } from '@/lib/config/invoice'
import type { OrderFormat } from '@/lib/checkout/rules/order-format'
import { isOnlineMethod } from '@/lib/checkout/rules/payment-methods'
import type { OrderView } from '@/lib/orders/rules/order-view'
import styles from '../checkout.module.css'

export function PaymentNote({ order, format }: { order: OrderView; format: OrderFormat }) {
  const t = useTranslations('checkout')
  const payment = order.payments.find((p) => p.method !== 'G') ?? order.payments[0]
  const amount = format.money(order.totals.payableCents)
  if (!payment || payment.method === 'G') return <p>{t('thankYou.giftCardPaid')}</p>
  const method = <p>{t('thankYou.paymentMethod', { method: t(`payment.methods.${payment.method}`) })}</p>
  if (payment.method === 'V') {
    const bank = SELLERS[shopConfig.flavour].bank[order.currency]
    const rows: [string, string][] = [
      [t('thankYou.prepayment.accountHolder'), bank.accountHolder],
      [t('thankYou.prepayment.iban'), bank.iban],
      [t('thankYou.prepayment.bic'), bank.bic],
      [t('thankYou.prepayment.bank'), bank.bank],
      [t('thankYou.prepayment.amount'), amount],
      [t('thankYou.prepayment.reference'), order.orderNumber],
    ]
    return (
      <div data-testid="prepayment">
        {method}
        <h3 className={styles.subheading}>{t('thankYou.prepayment.heading')}</h3>
        <p>{t('thankYou.prepayment.intro', { amount, days: PREPAYMENT_DUE_DAYS })}</p>
        <dl className={styles.totals}>
          {rows.map(([label, value]) => (
            <div key={label}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </div>
    )
  }
  if (payment.method === 'RE' || payment.method === 'NN')
    return (
      <>
        {method}
        <p>{payment.method === 'RE' ? t('thankYou.invoice') : t('thankYou.cashOnDelivery', { amount })}</p>
      </>
    )
  return (
    <>
      {method}
      {isOnlineMethod(payment.method) && (
        <p data-payment-status={payment.status}>{t(`thankYou.paymentStates.${payment.status}`)}</p>
      )}
    </>
  )
}
