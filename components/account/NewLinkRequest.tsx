'use client'

/**
 * A new reset link, asked for on the new-password page (spec 01 §2, §7) when its link is missing,
 * malformed, used or expired: the forgot-password form of the dialog, inline under its own heading.
 */
import { useId } from 'react'
import { useTranslations } from 'next-intl'
import { ForgotPasswordForm } from './ForgotPasswordForm'
import styles from './auth.module.css'

export function NewLinkRequest() {
  const t = useTranslations('account.auth.newPassword')
  const titleId = useId()
  return (
    <section aria-labelledby={titleId} className={styles.newLink} data-testid="new-link-request">
      <h2 id={titleId}>{t('newLinkTitle')}</h2>
      <ForgotPasswordForm inline />
    </section>
  )
}
