'use client'

/**
 * The market's payment methods as radio cards (issue 11 item 3): name and short description of each
 * method the summary offers for the payable amount (Apple Pay only where the browser supports it), the
 * PayPal instalments note in Germany, and no choice at all when a gift card pays everything.
 */
import { useFormContext } from 'react-hook-form'
import { useTranslations } from 'next-intl'
import type { PaymentCode } from '@/lib/config/payment'
import type { CheckoutFormValues } from '@/lib/checkout/rules/checkout-form'
import { isOnlineMethod } from '@/lib/checkout/rules/payment-methods'
import type { CheckoutSummary } from '@/lib/checkout/rules/summary'
import styles from './checkout.module.css'

interface Props {
  summary: CheckoutSummary
  selected: PaymentCode | ''
  problem: string | null
  errorId: string
}

export function PaymentMethods({ summary, selected, problem, errorId }: Props) {
  const t = useTranslations('checkout.payment')
  const { register } = useFormContext<CheckoutFormValues>()
  if (summary.totals.payableCents === 0) return <p className={styles.note}>{t('giftCardCovers')}</p>
  if (summary.paymentMethods.length === 0) return <p className={styles.error}>{t('none')}</p>
  return (
    <fieldset
      className={styles.methods}
      role="radiogroup"
      aria-required
      {...(problem && { 'aria-invalid': true, 'aria-describedby': errorId })}
    >
      <legend className="visually-hidden">{t('heading')}</legend>
      {summary.paymentMethods.map((code) => (
        <label key={code} className={styles.methodCard} data-method={code}>
          {/* Named by the method alone, described by its text: a screen reader says both, apart. */}
          <input
            type="radio"
            value={code}
            aria-labelledby={`${errorId}-${code}-name`}
            aria-describedby={`${errorId}-${code}-text`}
            {...register('paymentMethod')}
          />
          <span className={styles.methodText}>
            <span id={`${errorId}-${code}-name`} className={styles.methodName}>
              {t(`methods.${code}`)}
            </span>
            <span id={`${errorId}-${code}-text`} className={styles.methodDescription}>
              {t(`descriptions.${code}`)}
              {code === 'PP' && summary.paypalInstalments && <> {t('paypalInstalments')}</>}
            </span>
          </span>
        </label>
      ))}
      {selected && isOnlineMethod(selected) && <p className={styles.note}>{t('redirectNotice')}</p>}
      {problem && (
        <p id={errorId} className={styles.error}>
          {problem}
        </p>
      )}
    </fieldset>
  )
}
