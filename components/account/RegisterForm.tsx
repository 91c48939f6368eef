'use client'

/**
 * The register form (spec 02 §3 group register, §5 rules, §7 POST /api/user/auth/register/): the
 * password's rules are shown live, the password guide is a dialog away, and before sending, the
 * leaked-password check runs; a leak or a failed check blocks the submit (spec 02 §5). An address that
 * already has an account is answered like any other: "check your mail", no login (no enumeration).
 */
import { useCallback, useEffect, useId, useRef, useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { useTranslations } from 'next-intl'
import { register as registerAccount, type FormProblem } from '@/lib/account/client/auth-api'
import { keyResolver } from '@/lib/account/client/form-resolver'
import { checkPasswordLeak } from '@/lib/account/client/leak-check'
import { registerSchema, type RegisterFields } from '@/lib/account/rules/fields'
import { passwordMessageKey } from '@/lib/account/rules/password'
import { useDialogStore } from '@/lib/ui/client/dialog-store'
import { useShop } from '@/components/app-shell/ShopContext'
import { PasswordField } from './AuthFields'
import { PasswordChecklist } from './PasswordChecklist'
import { PasswordGuideDialog } from './PasswordGuideDialog'
import {
  EMPTY_PERSON,
  NewsletterField,
  PersonFields,
  subscribeIfTicked,
  type PersonValues,
} from './PersonFields'
import { focusFirstProblem, showFieldProblems, useKeyText, useProblemText } from './form-text'
import { useAfterSignIn } from './useAfterSignIn'
import styles from './auth.module.css'

interface RegisterValues extends PersonValues {
  register_password: string
}

const resolver = keyResolver<RegisterValues, RegisterFields>(registerSchema)
/** The fields in the order they are shown: the server's problems focus the first of them. */
const SHOWN_ORDER = ['gender', 'first_name', 'last_name', 'email', 'register_password', 'newsletter'] as const

type Phase = 'idle' | 'checking' | 'sending' | 'done'

/** The leaked-password check, cancelled when the form goes away or a new submit starts. */
function useLeakCheck() {
  const running = useRef<AbortController | null>(null)
  useEffect(() => () => running.current?.abort(), [])
  return useCallback((password: string) => {
    running.current?.abort()
    running.current = new AbortController()
    return checkPasswordLeak(password, running.current.signal)
  }, [])
}

export function RegisterForm({ next }: { next: string }) {
  const t = useTranslations('account.auth')
  const id = useId()
  const { language, shopId } = useShop()
  const keyText = useKeyText()
  const problemText = useProblemText()
  const afterSignIn = useAfterSignIn()
  const openDialog = useDialogStore((state) => state.open)
  const [phase, setPhase] = useState<Phase>('idle')
  const [problem, setProblem] = useState<FormProblem | null>(null)
  const [mailSent, setMailSent] = useState(false)
  const checkLeak = useLeakCheck()
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    resetField,
    control,
    formState: { errors },
  } = useForm<RegisterValues, unknown, RegisterFields>({
    resolver,
    defaultValues: { ...EMPTY_PERSON, register_password: '' },
    mode: 'onTouched',
    shouldFocusError: false,
  })
  const password = useWatch({ control, name: 'register_password' })

  const onSubmit = handleSubmit(
    async (values) => {
      setProblem(null)
      setMailSent(false)
      setPhase('checking')
      const leak = await checkLeak(values.register_password)
      if (leak !== 'clean') {
        setPhase('idle')
        setError(
          'register_password',
          { type: 'leaked', message: passwordMessageKey('leaked') },
          { shouldFocus: true },
        )
        return
      }
      setPhase('sending')
      const outcome = await registerAccount(language, values)
      if (!outcome.ok) {
        setPhase('idle')
        showFieldProblems({ setError, setFocus }, SHOWN_ORDER, outcome.fields)
        setProblem(outcome.problem)
        return
      }
      subscribeIfTicked(values, shopId, 'register')
      if (outcome.pending) {
        setPhase('idle')
        resetField('register_password')
        setMailSent(true)
        return
      }
      setPhase('done')
      afterSignIn(outcome.user, { next, toast: t('register.success') })
    },
    (problems) => focusFirstProblem(setFocus, SHOWN_ORDER, problems),
  )

  const busy = phase !== 'idle'
  const rulesId = `${id}-password-rules`
  return (
    <>
      <form className={styles.form} onSubmit={onSubmit} noValidate data-testid="register-form">
        <p className={styles.requiredHint}>{t('requiredHint')}</p>
        <PersonFields id={id} register={register} errors={errors} />
        <PasswordField
          id={`${id}-register_password`}
          label={t('fields.register_password')}
          error={keyText(errors.register_password?.message)}
          registration={register('register_password')}
          autoComplete="new-password"
          hint={{ id: rulesId, node: <PasswordChecklist id={rulesId} value={password} /> }}
        />
        <button
          type="button"
          className={styles.linkButton}
          aria-haspopup="dialog"
          onClick={() => openDialog('passwordGuide')}
        >
          {t('register.passwordGuide')}
        </button>
        <NewsletterField id={id} register={register} errors={errors} />
        <p role="alert" className={styles.problem}>
          {problemText(problem)}
        </p>
        <p role="status" className={styles.info}>
          {mailSent ? t('register.pending') : null}
        </p>
        <div className={styles.actions}>
          <button type="submit" className={styles.submit} disabled={busy}>
            {phase === 'checking'
              ? t('register.checking')
              : busy
                ? t('register.sending')
                : t('register.submit')}
          </button>
        </div>
      </form>
      <PasswordGuideDialog />
    </>
  )
}
