'use client'

/**
 * A password being chosen (spec 02 §5; register and new-password forms): the field with its show
 * toggle, the live checklist of the rules it is described by, and the way to the password-guide dialog.
 * The form renders <PasswordGuideDialog /> outside its <form>: a portal still bubbles React events.
 */
import { useTranslations } from 'next-intl'
import type { UseFormRegisterReturn } from 'react-hook-form'
import { useDialogStore } from '@/lib/ui/client/dialog-store'
import { PasswordField } from './AuthFields'
import { PasswordChecklist } from './PasswordChecklist'
import styles from './auth.module.css'

interface Props {
  id: string
  label: string
  error: string | null
  registration: UseFormRegisterReturn
  /** The value typed so far (useWatch), for the checklist. */
  value: string
}

export function NewPasswordField({ id, label, error, registration, value }: Props) {
  const t = useTranslations('account.auth')
  const openDialog = useDialogStore((state) => state.open)
  const rulesId = `${id}-rules`
  return (
    <>
      <PasswordField
        id={id}
        label={label}
        error={error}
        registration={registration}
        autoComplete="new-password"
        hint={{ id: rulesId, node: <PasswordChecklist id={rulesId} value={value} /> }}
      />
      <button
        type="button"
        className={styles.linkButton}
        aria-haspopup="dialog"
        onClick={() => openDialog('passwordGuide')}
      >
        {t('register.passwordGuide')}
      </button>
    </>
  )
}
