'use client'

/**
 * The new-password form (spec 01 §2 /de/konto/neues-passwort/?hash=…, §7; spec 02 §5 rules, §7): the
 * password with its live rules and the guide, the leaked-password check before sending (a leak or a
 * failed check blocks it), then POST reset-password with the link's hash. Success says so and leads to
 * the login page; a link that is used, expired or replaced (410) says so and offers a new one right here.
 */
import { useEffect, useId, useRef, useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { useTranslations } from 'next-intl'
import { useQueryClient } from '@tanstack/react-query'
import { resetPassword, type FormProblem } from '@/lib/account/client/auth-api'
import { keyResolver } from '@/lib/account/client/key-resolver'
import { newPasswordSchema, type NewPasswordFields } from '@/lib/account/rules/password'
import { Link } from '@/lib/i18n/navigation'
import { useShop } from '@/components/app-shell/ShopContext'
import { NewLinkRequest } from './NewLinkRequest'
import { NewPasswordField } from './NewPasswordField'
import { PasswordGuideDialog } from './PasswordGuideDialog'
import {
  focusFirstProblem,
  showFieldProblems,
  useKeyText,
  useProblemText,
  ACCOUNT_FORM_MODE,
} from './form-text'
import { useLeakCheck } from './useLeakCheck'
import { FormSubmit } from './FormSubmit'
import styles from './auth.module.css'

const resolver = keyResolver<NewPasswordFields, NewPasswordFields>(newPasswordSchema)
const FIELDS = ['password'] as const

type Phase = 'idle' | 'checking' | 'sending' | 'done' | 'expired'

export function NewPasswordForm({ hash }: { hash: string }) {
  const t = useTranslations('account.auth')
  const id = useId()
  const { language } = useShop()
  const client = useQueryClient()
  const keyText = useKeyText()
  const problemText = useProblemText()
  const [phase, setPhase] = useState<Phase>('idle')
  const [problem, setProblem] = useState<FormProblem | null>(null)
  const doneRef = useRef<HTMLParagraphElement>(null)
  const expiredRef = useRef<HTMLParagraphElement>(null)
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    control,
    formState: { errors },
  } = useForm<NewPasswordFields, unknown, NewPasswordFields>({
    resolver,
    defaultValues: { password: '' },
    ...ACCOUNT_FORM_MODE,
  })
  const password = useWatch({ control, name: 'password' })
  const passesLeakCheck = useLeakCheck(setError, 'password')

  const onSubmit = handleSubmit(
    async (values) => {
      setProblem(null)
      setPhase('checking')
      if (!(await passesLeakCheck(values.password))) return setPhase('idle')
      setPhase('sending')
      const outcome = await resetPassword(language, { hash, password: values.password })
      if (outcome.ok) {
        // The reset ended every session of the account: this tab's, if it was logged in to it, too.
        void client.invalidateQueries({ queryKey: ['user'] })
        return setPhase('done')
      }
      if (outcome.problem?.kind === 'expired-link') return setPhase('expired')
      setPhase('idle')
      showFieldProblems({ setError, setFocus }, FIELDS, outcome.fields)
      setProblem(outcome.problem)
    },
    (problems) => focusFirstProblem(setFocus, FIELDS, problems),
  )

  // The form (and its focused button) goes away: focus moves to what replaced it.
  useEffect(() => {
    if (phase === 'done') doneRef.current?.focus()
    if (phase === 'expired') expiredRef.current?.focus()
  }, [phase])

  const busy = phase === 'checking' || phase === 'sending'
  return (
    <>
      <div className={styles.form}>
        {/* Both live regions are present from the start: a region that appears is not announced. */}
        <p ref={doneRef} role="status" tabIndex={-1} className={styles.info}>
          {phase === 'done' ? t('newPassword.success') : null}
        </p>
        <p ref={expiredRef} role="alert" tabIndex={-1} className={styles.problem}>
          {phase === 'expired' ? t('newPassword.expired') : null}
        </p>
        {phase === 'done' ? (
          <div className={styles.actions}>
            <Link href="/login" className={styles.submit}>
              {t('toLogin')}
            </Link>
          </div>
        ) : phase === 'expired' ? (
          <NewLinkRequest />
        ) : (
          // post: a submit before the page is interactive must not put the password in the URL.
          <form
            method="post"
            className={styles.form}
            onSubmit={onSubmit}
            noValidate
            data-testid="new-password-form"
          >
            <p className={styles.requiredHint}>{t('requiredHint')}</p>
            <NewPasswordField
              id={`${id}-password`}
              label={t('newPassword.password')}
              error={keyText(errors.password?.message)}
              registration={register('password')}
              value={password}
            />
            <FormSubmit
              problem={problemText(problem)}
              busy={busy}
              label={
                phase === 'checking'
                  ? t('register.checking')
                  : busy
                    ? t('newPassword.sending')
                    : t('newPassword.submit')
              }
            />
          </form>
        )}
      </div>
      <PasswordGuideDialog />
    </>
  )
}
