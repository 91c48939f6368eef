'use client'

/**
 * Cancel order (issue 11 item 8; spec 02 §2 dialog kind "cancel order"): the button opens the dialog of
 * the registry (modal, focus trapped, Escape closes, focus returns to the button); its yes posts the
 * cancel, then the page is read again and shows the cancelled state, with a toast and a status message
 * that takes the focus (the button is gone by then). Rendered also when not cancellable, so the status
 * message outlives the button.
 */
import { useEffect, useRef, useState } from 'react'
import { useRouter } from 'next/navigation'
import { useTranslations } from 'next-intl'
import { Dialog } from '@/components/dialog/Dialog'
import { useShop } from '@/components/app-shell/ShopContext'
import { useFormText } from '@/components/profile/form-text'
import { cancelOrderCall } from '@/lib/orders/client/account-orders'
import { useDialogStore } from '@/lib/ui/client/dialog-store'
import { notify } from '@/lib/ui/client/toast'
import styles from './orders.module.css'

export function CancelOrder({ orderNumber, cancellable }: { orderNumber: string; cancellable: boolean }) {
  const t = useTranslations('checkout.orders')
  const text = useFormText()
  const { language } = useShop()
  const router = useRouter()
  const openDialog = useDialogStore((state) => state.open)
  const closeDialog = useDialogStore((state) => state.close)
  const [busy, setBusy] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  const [done, setDone] = useState(false)
  const statusRef = useRef<HTMLParagraphElement>(null)

  useEffect(() => {
    if (done && !cancellable) statusRef.current?.focus()
  }, [done, cancellable])

  const confirm = async () => {
    setBusy(true)
    setProblem(null)
    const outcome = await cancelOrderCall(orderNumber, language)
    setBusy(false)
    if (outcome.ok) {
      const message = t('cancel.done', { orderNumber })
      setDone(true)
      closeDialog('cancelOrder')
      notify('success', message)
      router.refresh()
      return
    }
    if (outcome.messageKey === 'checkout.orders.errors.notCancellable') {
      setProblem(t('cancel.notAllowed'))
      router.refresh()
      return
    }
    setProblem(outcome.problem?.kind === 'logged-out' ? text.problem(outcome.problem) : t('cancel.failed'))
  }

  return (
    <>
      <p
        ref={statusRef}
        role="status"
        tabIndex={-1}
        className={done ? `${styles.status} ${styles.success}` : styles.status}
        data-testid="cancel-status"
      >
        {done ? t('cancel.done', { orderNumber }) : null}
      </p>
      {cancellable && (
        <button
          type="button"
          className={styles.danger}
          aria-haspopup="dialog"
          onClick={() => {
            setProblem(null)
            openDialog('cancelOrder')
          }}
          data-testid="cancel-order"
        >
          {t('cancel.button')}
        </button>
      )}
      <Dialog
        kind="cancelOrder"
        title={t('cancel.dialogTitle', { orderNumber })}
        onClose={() => setProblem(null)}
        footer={
          <div className={styles.dialogFooter}>
            <button type="button" className={styles.ghost} onClick={() => closeDialog('cancelOrder')}>
              {t('cancel.keep')}
            </button>
            <button
              type="button"
              className={styles.button}
              disabled={busy}
              onClick={() => void confirm()}
              data-testid="cancel-confirm"
            >
              {busy ? t('cancel.cancelling') : t('cancel.confirm')}
            </button>
          </div>
        }
      >
        <p className={styles.dialogBody}>{t('cancel.dialogText')}</p>
        {problem && (
          <p role="alert" className={styles.failure}>
            {problem}
          </p>
        )}
      </Dialog>
    </>
  )
}
