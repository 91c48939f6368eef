'use client'

/**
 * Delete account (issue 10 item 7): a button opens the "delete account" dialog of the registry (spec 02
 * §2: modal, focus trapped, Escape closes, focus returns to the button), which asks for the password and
 * the final yes. Then the browser forgets the account and goes to the goodbye redirect (spec 02 §4).
 */
import { useId, useState } from 'react'
import { useForm } from 'react-hook-form'
import { useQueryClient } from '@tanstack/react-query'
import { useTranslations } from 'next-intl'
import { Dialog } from '@/components/dialog/Dialog'
import { useShop } from '@/components/app-shell/ShopContext'
import { leaveAfterDeletion } from '@/lib/account/client/after-deletion'
import { keyResolver } from '@/lib/account/client/key-resolver'
import { sendProfileCall } from '@/lib/account/client/profile-api'
import { deleteAccountSchema, type DeleteAccountInput } from '@/lib/account/rules/profile'
import { getPathname } from '@/lib/i18n/navigation'
import { useDialogStore } from '@/lib/ui/client/dialog-store'
import { FormField } from './FormField'
import { useFormText } from './form-text'
import styles from './profile.module.css'

interface Values {
  password: string
}

const resolver = keyResolver<Values, DeleteAccountInput>(deleteAccountSchema)

export function DeleteAccount() {
  const id = useId()
  const t = useTranslations('profile')
  const text = useFormText()
  const { language } = useShop()
  const queryClient = useQueryClient()
  const openDialog = useDialogStore((state) => state.open)
  const closeDialog = useDialogStore((state) => state.close)
  const [problem, setProblem] = useState<string | null>(null)
  const [leaving, setLeaving] = useState(false)
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, DeleteAccountInput>({ resolver, defaultValues: { password: '' } })

  const onSubmit = handleSubmit(async (values) => {
    setProblem(null)
    const result = await sendProfileCall<unknown>('account', 'DELETE', language, values)
    if (!result.ok) {
      if (result.fields.password)
        setError('password', { type: 'server', message: result.fields.password }, { shouldFocus: true })
      setProblem(text.problem(result.problem))
      return
    }
    setLeaving(true)
    queryClient.clear()
    leaveAfterDeletion(getPathname({ locale: language, href: '/' }))
  })

  const cancel = () => {
    reset({ password: '' })
    setProblem(null)
  }
  // Busy until the page is left: the account is gone, a second click has nothing to delete.
  const busy = isSubmitting || leaving
  const formId = `${id}-form`

  return (
    <>
      <button
        type="button"
        className={styles.danger}
        aria-haspopup="dialog"
        onClick={() => openDialog('deleteAccount')}
      >
        {t('delete.submit')}
      </button>
      <Dialog
        kind="deleteAccount"
        title={t('delete.dialogTitle')}
        onClose={cancel}
        footer={
          <div className={styles.dialogFooter}>
            <button
              type="button"
              className={styles.secondary}
              onClick={() => {
                cancel()
                closeDialog('deleteAccount')
              }}
            >
              {t('delete.cancel')}
            </button>
            <button type="submit" form={formId} className={styles.danger} disabled={busy}>
              {busy ? t('delete.deleting') : t('delete.confirm')}
            </button>
          </div>
        }
      >
        <form id={formId} className={styles.form} onSubmit={onSubmit} noValidate>
          <p>{t('delete.dialogText')}</p>
          <FormField
            id={`${id}-password`}
            label={t('delete.password')}
            required
            hint={t('delete.passwordHint')}
            error={text.field(errors.password?.message)}
          >
            {(a11y) => (
              // Opening the dialog is asking for the password: the trap keeps focus on it.
              <input
                {...a11y}
                type="password"
                autoComplete="current-password"
                autoFocus
                {...register('password')}
              />
            )}
          </FormField>
          {problem && (
            <p role="alert" className={styles.failure}>
              {problem}
            </p>
          )}
        </form>
      </Dialog>
    </>
  )
}
