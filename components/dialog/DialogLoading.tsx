'use client'

import { useTranslations } from 'next-intl'
import styles from './Dialog.module.css'

/** Shown for the moment a dialog's body is being loaded (bodies load only when their dialog opens). */
export function DialogLoading() {
  const t = useTranslations('dialogs')
  return (
    <p className={styles.loading} role="status">
      {t('loading')}
    </p>
  )
}
