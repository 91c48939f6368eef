'use client'

/** Shown for the moment a dialog's body is being loaded (bodies load only when their dialog opens). */
import { useTranslations } from 'next-intl'
import styles from './Dialog.module.css'

export function DialogLoading() {
  const t = useTranslations('dialogs')
  return (
    <p className={styles.loading} role="status">
      {t('loading')}
    </p>
  )
}
