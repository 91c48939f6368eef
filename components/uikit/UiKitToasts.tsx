'use client'

/** The toast section of the UI-kit page: one button per toast type of spec 02 §4. */
import { useTranslations } from 'next-intl'
import { TOAST_TYPES, notify } from '@/lib/ui/client/toast'
import styles from './UiKit.module.css'

export function UiKitToasts() {
  const t = useTranslations('uikit.toasts')
  return (
    <div className={styles.buttons}>
      {TOAST_TYPES.map((type) => (
        <button
          key={type}
          type="button"
          className={styles.button}
          data-toast-type={type}
          onClick={() => notify(type, t(`messages.${type}`))}
        >
          {t(`show.${type}`)}
        </button>
      ))}
    </div>
  )
}
