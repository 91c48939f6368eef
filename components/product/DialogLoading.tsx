'use client'

import { useTranslations } from 'next-intl'
import styles from './dialogs.module.css'

/** Shown for the moment a dialog's body is being loaded (bodies load only when their dialog opens). */
export function DialogLoading() {
  const t = useTranslations('product')
  return (
    <p className={styles.loading} role="status">
      {t('dialogLoading')}
    </p>
  )
}
