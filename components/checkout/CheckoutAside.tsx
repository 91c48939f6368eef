'use client'

/**
 * The checkout's closing column (issue 11 item 2): the server's summary, the terms and withdrawal notice
 * with links to the legal pages, the required terms box and the order button with its legally required
 * label ("zahlungspflichtig bestellen"), disabled while the order is being placed. Problems are announced.
 */
import type { ReactNode, RefObject } from 'react'
import { useFormContext } from 'react-hook-form'
import { useTranslations } from 'next-intl'
import type { OrderFormat } from '@/lib/checkout/rules/order-format'
import type { CheckoutFormValues } from '@/lib/checkout/rules/checkout-form'
import type { CheckoutSummary } from '@/lib/checkout/rules/summary'
import type { AppliedCodes } from './CodeFields'
import { OrderTotals } from './OrderTotals'
import type { SummaryFailure } from './useCheckoutSummary'
import styles from './checkout.module.css'

export interface LegalLinks {
  terms: string
  privacy: string
}

interface Props {
  summary: CheckoutSummary
  codes: AppliedCodes
  format: OrderFormat
  legal: LegalLinks
  busy: boolean
  placing: boolean
  failure: SummaryFailure
  alert: string | null
  alertRef: RefObject<HTMLParagraphElement | null>
  termsProblem: string | null
}

export function CheckoutAside(props: Props) {
  const { summary, format, legal, busy, placing, failure, alert, alertRef, termsProblem } = props
  const t = useTranslations('checkout')
  const { register } = useFormContext<CheckoutFormValues>()
  const link = (href: string) =>
    function LegalLink(chunks: ReactNode) {
      return (
        <a href={href} target="_blank" rel="noopener">
          {chunks}
        </a>
      )
    }
  return (
    <aside className={styles.aside} aria-labelledby="checkout-summary-heading">
      <div className={styles.summary}>
        <h2 id="checkout-summary-heading">{t('summary.heading')}</h2>
        <p role="status" className={styles.loading}>
          {busy
            ? t('loading')
            : failure === 'rate-limited'
              ? t('giftCard.tooManyAttempts')
              : failure
                ? t('errors.summaryFailed')
                : ''}
        </p>
        <div aria-busy={busy}>
          <OrderTotals
            lines={summary.lines}
            totals={summary.totals}
            format={format}
            voucherCode={summary.voucher?.code ?? null}
            giftCardCode={summary.giftCard?.code ?? null}
          />
        </div>
      </div>
      <div className={styles.legal}>
        <h2 className={styles.subheading}>{t('terms.heading')}</h2>
        <p>{t.rich('legal.terms', { terms: link(legal.terms), privacy: link(legal.privacy) })}</p>
        <p>{t.rich('legal.withdrawal', { withdrawal: link(legal.terms) })}</p>
        <div className={styles.check}>
          <input
            id="checkout-accept-terms"
            type="checkbox"
            aria-required
            {...register('acceptTerms')}
            {...(termsProblem && { 'aria-invalid': true, 'aria-describedby': 'checkout-terms-error' })}
          />
          <label htmlFor="checkout-accept-terms">
            {t.rich('terms.accept', { terms: link(legal.terms) })}
          </label>
        </div>
        {termsProblem && (
          <p id="checkout-terms-error" className={styles.error}>
            {termsProblem}
          </p>
        )}
      </div>
      <p
        ref={alertRef}
        id="checkout-alert"
        role="alert"
        tabIndex={-1}
        className={alert ? styles.alert : styles.quiet}
      >
        {alert}
      </p>
      <button
        type="submit"
        className={styles.orderButton}
        disabled={placing}
        aria-describedby="checkout-placing"
      >
        {t('orderButton')}
      </button>
      <p id="checkout-placing" role="status" className={styles.loading}>
        {placing ? t('placing') : ''}
      </p>
    </aside>
  )
}
