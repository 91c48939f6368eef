'use client'

/**
 * The one toast container of the root app (spec 02 §4 "Toasts"); raise toasts with `notify` of
 * lib/ui/client/toast.
 */
import { ToastContainer, type CloseButtonProps } from 'react-toastify/unstyled'
import { useTranslations } from 'next-intl'
import { TOAST_CONTAINER_OPTIONS } from '@/lib/ui/client/toast'
import 'react-toastify/ReactToastify.css'
import styles from './ToastHost.module.css'

export function ToastHost() {
  const t = useTranslations('dialogs')
  return (
    <ToastContainer
      {...TOAST_CONTAINER_OPTIONS}
      aria-label={t('notifications')}
      className={styles.container}
      closeButton={(props) => <ToastCloseButton {...props} label={t('close')} />}
    />
  )
}

function ToastCloseButton({ closeToast, label }: CloseButtonProps & { label: string }) {
  return (
    <button
      type="button"
      className={`Toastify__close-button ${styles.close}`}
      aria-label={label}
      onClick={(event) => {
        // The toast itself also closes on click; one close is enough.
        event.stopPropagation()
        closeToast(true)
      }}
    >
      <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
        <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
      </svg>
    </button>
  )
}
