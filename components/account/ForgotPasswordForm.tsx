'use client'

/**
 * Body of the forgot-password dialog (spec 02 §5 group reset, §7 POST send-reset-email): one address,
 * then always the same confirmation, whether an account has that address or not (no enumeration).
 * `inline` on a page (new password, when its link does not work): then "done" leads to the login page
 * instead of closing the dialog.
 */
import { useEffect, useId, useRef, useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslations } from 'next-intl'
import { sendResetEmail, type FormProblem } from '@/lib/account/client/auth-api'
import { keyResolver } from '@/lib/account/client/key-resolver'
import { FIELD_GROUPS, resetSchema, type ResetFields } from '@/lib/account/rules/fields'
import { useDialogProps, useDialogStore } from '@/lib/ui/client/dialog-store'
import { Link } from '@/lib/i18n/navigation'
import { useShop } from '@/components/app-shell/ShopContext'
import { TextField } from './AuthFields'
import {
  focusFirstProblem,
  showFieldProblems,
  useKeyText,
  useProblemText,
  ACCOUNT_FORM_MODE,
} from './form-text'
import { FormSubmit } from './FormSubmit'
import styles from './auth.module.css'

interface ResetValues {
  email: string
}

const resolver = keyResolver<ResetValues, ResetFields>(resetSchema)

export function ForgotPasswordForm({ inline = false }: { inline?: boolean }) {
  const t = useTranslations('account.auth')
  const id = useId()
  const { language } = useShop()
  const keyText = useKeyText()
  const problemText = useProblemText()
  const dialogProps = useDialogProps('forgotPassword')
  const email = inline ? undefined : dialogProps.email
  const close = useDialogStore((state) => state.close)
  const [problem, setProblem] = useState<FormProblem | null>(null)
  const [sent, setSent] = useState(false)
  const confirmationRef = useRef<HTMLParagraphElement>(null)
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    formState: { errors, isSubmitting },
  } = useForm<ResetValues, unknown, ResetFields>({
    resolver,
    defaultValues: { email: typeof email === 'string' ? email : '' },
    ...ACCOUNT_FORM_MODE,
  })

  const onSubmit = handleSubmit(
    async (values) => {
      setProblem(null)
      const outcome = await sendResetEmail(language, values)
      if (outcome.ok) return setSent(true)
      showFieldProblems({ setError, setFocus }, FIELD_GROUPS.reset, outcome.fields)
      setProblem(outcome.problem)
    },
    (problems) => focusFirstProblem(setFocus, FIELD_GROUPS.reset, problems),
  )

  // The form (and its focused button) goes away: focus moves to the confirmation instead.
  useEffect(() => {
    if (sent) confirmationRef.current?.focus()
  }, [sent])

  return (
    <div className={styles.form}>
      {/* Present from the start: screen readers announce changes of a live region, not its arrival. */}
      <p ref={confirmationRef} role="status" tabIndex={-1} className={styles.info}>
        {sent ? t('forgotPassword.confirmation') : null}
      </p>
      {sent ? (
        <div className={styles.actions}>
          {inline ? (
            <Link href="/login" className={styles.submit}>
              {t('toLogin')}
            </Link>
          ) : (
            <button type="button" className={styles.submit} onClick={() => close('forgotPassword')}>
              {t('forgotPassword.done')}
            </button>
          )}
        </div>
      ) : (
        <form
          method="post"
          className={styles.form}
          onSubmit={onSubmit}
          noValidate
          data-testid="forgot-password-form"
        >
          <p className={styles.intro}>{t('forgotPassword.intro')}</p>
          <TextField
            id={`${id}-email`}
            label={t('fields.email')}
            error={keyText(errors.email?.message)}
            registration={register('email')}
            input={{ type: 'email', inputMode: 'email', autoComplete: 'email', autoCapitalize: 'none' }}
          />
          <FormSubmit
            problem={problemText(problem)}
            busy={isSubmitting}
            label={isSubmitting ? t('forgotPassword.sending') : t('forgotPassword.submit')}
          />
        </form>
      )}
    </div>
  )
}
