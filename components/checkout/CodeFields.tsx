'use client'

/**
 * Voucher code and gift card (issue 11 item 2): the voucher prefilled from the `?voucher=` cookie, the
 * gift card with code and PIN (partial payment). "Apply" asks the server's summary; its problem (a
 * message key) is shown on the field, announced, and takes focus. Enter in a field applies it, and never
 * sends the order.
 */
import { useId, useState, type KeyboardEvent } from 'react'
import { useTranslations } from 'next-intl'
import type { CheckoutSummary } from '@/lib/checkout/rules/summary'
import styles from './checkout.module.css'

export interface AppliedCodes {
  voucherCode?: string
  giftCard?: { code: string; pin: string }
}

interface Props {
  summary: CheckoutSummary
  applied: AppliedCodes
  /** The voucher field's first text (the `?voucher=` cookie's code, also when it was refused). */
  voucherInput: string
  busy: boolean
  /** Message text of each field's problem (voucherCode, giftCard), already translated. */
  problems: { voucherCode?: string; giftCard?: string }
  onApply: (next: AppliedCodes) => void
  format: (cents: number) => string
}

const onEnter = (apply: () => void) => (event: KeyboardEvent<HTMLInputElement>) => {
  if (event.key !== 'Enter') return
  event.preventDefault()
  apply()
}

export function CodeFields({ summary, applied, voucherInput, busy, problems, onApply, format }: Props) {
  const t = useTranslations('checkout')
  const id = useId()
  const [voucher, setVoucher] = useState(voucherInput)
  const [code, setCode] = useState('')
  const [pin, setPin] = useState('')
  const described = (problem: string | undefined, field: string) =>
    problem ? { 'aria-invalid': true as const, 'aria-describedby': `${id}-${field}-error` } : {}

  const applyVoucher = () => onApply({ ...applied, voucherCode: voucher.trim() || undefined })
  const applyGiftCard = () =>
    onApply({
      ...applied,
      giftCard: code.trim() && pin.trim() ? { code: code.trim(), pin: pin.trim() } : undefined,
    })

  return (
    <div className={styles.codes}>
      <div className={styles.codeGroup}>
        <h3 className={styles.subheading}>{t('voucher.heading')}</h3>
        {summary.voucher ? (
          <p className={styles.applied}>
            {t('voucher.applied', {
              code: summary.voucher.code,
              amount: format(summary.voucher.reductionCents),
            })}{' '}
            <button
              type="button"
              className={styles.linkButton}
              onClick={() => onApply({ ...applied, voucherCode: undefined })}
            >
              {t('voucher.remove')}
            </button>
          </p>
        ) : (
          <div className={styles.codeRow}>
            <div className={styles.field}>
              <label htmlFor={`${id}-voucher`}>{t('voucher.label')}</label>
              <input
                id={`${id}-voucher`}
                name="voucherCode"
                value={voucher}
                autoComplete="off"
                autoCapitalize="characters"
                onChange={(e) => setVoucher(e.target.value)}
                onKeyDown={onEnter(applyVoucher)}
                {...described(problems.voucherCode, 'voucher')}
              />
            </div>
            <button type="button" className={styles.secondary} onClick={applyVoucher} disabled={busy}>
              {t('voucher.apply')}
            </button>
          </div>
        )}
        {problems.voucherCode && (
          <p id={`${id}-voucher-error`} className={styles.error}>
            {problems.voucherCode}
          </p>
        )}
      </div>
      {summary.acceptsGiftCard && (
        <div className={styles.codeGroup}>
          <h3 className={styles.subheading}>{t('giftCard.heading')}</h3>
          {summary.giftCard ? (
            <p className={styles.applied}>
              {t('giftCard.applied', {
                code: summary.giftCard.code,
                amount: format(summary.giftCard.amountCents),
              })}
              <br />
              {t('giftCard.balance', { amount: format(summary.giftCard.balanceAfterCents) })}{' '}
              <button
                type="button"
                className={styles.linkButton}
                onClick={() => onApply({ ...applied, giftCard: undefined })}
              >
                {t('giftCard.remove')}
              </button>
            </p>
          ) : (
            <div className={styles.codeRow}>
              <div className={styles.field}>
                <label htmlFor={`${id}-gift-code`}>{t('giftCard.code')}</label>
                <input
                  id={`${id}-gift-code`}
                  name="giftCard"
                  value={code}
                  autoComplete="off"
                  onChange={(e) => setCode(e.target.value)}
                  onKeyDown={onEnter(applyGiftCard)}
                  {...described(problems.giftCard, 'gift')}
                />
              </div>
              <div className={`${styles.field} ${styles.pin}`}>
                <label htmlFor={`${id}-gift-pin`}>{t('giftCard.pin')}</label>
                <input
                  id={`${id}-gift-pin`}
                  value={pin}
                  inputMode="numeric"
                  autoComplete="off"
                  type="password"
                  onChange={(e) => setPin(e.target.value)}
                  onKeyDown={onEnter(applyGiftCard)}
                  {...described(problems.giftCard, 'gift')}
                />
              </div>
              <button type="button" className={styles.secondary} onClick={applyGiftCard} disabled={busy}>
                {t('giftCard.apply')}
              </button>
            </div>
          )}
          {problems.giftCard && (
            <p id={`${id}-gift-error`} className={styles.error}>
              {problems.giftCard}
            </p>
          )}
        </div>
      )}
    </div>
  )
}
