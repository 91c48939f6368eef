'use client'

/**
 * The register form (spec 02 §3 group register, §5 rules, §7 POST /api/user/auth/register/): the
 * password's rules are shown live, the password guide is a dialog away, and before sending, the
 * leaked-password check runs; a leak or a failed check blocks the submit (spec 02 §5). An address that
 * already has an account is answered like any other: "check your mail", no login (no enumeration).
 */
import { useId, useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { useTranslations } from 'next-intl'
import { register as registerAccount, type FormProblem } from '@/lib/account/client/auth-api'
import { keyResolver } from '@/lib/account/client/key-resolver'
import { registerSchema, type RegisterFields } from '@/lib/account/rules/fields'
import { useShop } from '@/components/app-shell/ShopContext'
import { NewPasswordField } from './NewPasswordField'
import { PasswordGuideDialog } from './PasswordGuideDialog'
import {
  EMPTY_PERSON,
  NewsletterField,
  PersonFields,
  subscribeIfTicked,
  type PersonValues,
} from './PersonFields'
import {
  focusFirstProblem,
  showFieldProblems,
  useKeyText,
  useProblemText,
  ACCOUNT_FORM_MODE,
} from './form-text'
import type { AuthPlace } from '@/lib/tracking/rules/auth'
import { useAfterSignIn } from './useAfterSignIn'
import { useLeakCheck } from './useLeakCheck'
import { FormSubmit } from './FormSubmit'
import styles from './auth.module.css'

interface RegisterValues extends PersonValues {
  register_password: string
}

const resolver = keyResolver<RegisterValues, RegisterFields>(registerSchema)
/** The fields in the order they are shown: the server's problems focus the first of them. */
const SHOWN_ORDER = ['gender', 'first_name', 'last_name', 'email', 'register_password', 'newsletter'] as const

type Phase = 'idle' | 'checking' | 'sending' | 'done'

export function RegisterForm({ next, place = 'account' }: { next: string; place?: AuthPlace }) {
  const t = useTranslations('account.auth')
  const id = useId()
  const { language, shopId } = useShop()
  const keyText = useKeyText()
  const problemText = useProblemText()
  const afterSignIn = useAfterSignIn()
  const [phase, setPhase] = useState<Phase>('idle')
  const [problem, setProblem] = useState<FormProblem | null>(null)
  const [mailSent, setMailSent] = useState(false)
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
    ...ACCOUNT_FORM_MODE,
  })
  const password = useWatch({ control, name: 'register_password' })
  const passesLeakCheck = useLeakCheck(setError, 'register_password')

  const onSubmit = handleSubmit(
    async (values) => {
      setProblem(null)
      setMailSent(false)
      setPhase('checking')
      if (!(await passesLeakCheck(values.register_password))) return setPhase('idle')
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
      afterSignIn(outcome.user, {
        auth: { action: 'register', place },
        next,
        toast: t('register.success'),
      })
    },
    (problems) => focusFirstProblem(setFocus, SHOWN_ORDER, problems),
  )

  const busy = phase !== 'idle'
  return (
    <>
      <form method="post" className={styles.form} onSubmit={onSubmit} noValidate data-testid="register-form">
        <p className={styles.requiredHint}>{t('requiredHint')}</p>
        <PersonFields id={id} register={register} errors={errors} />
        <NewPasswordField
          id={`${id}-register_password`}
          label={t('fields.register_password')}
          error={keyText(errors.register_password?.message)}
          registration={register('register_password')}
          value={password}
        />
        <NewsletterField id={id} register={register} errors={errors} />
        <p role="status" className={styles.info}>
          {mailSent ? t('register.pending') : null}
        </p>
        <FormSubmit
          problem={problemText(problem)}
          busy={busy}
          label={
            phase === 'checking'
              ? t('register.checking')
              : busy
                ? t('register.sending')
                : t('register.submit')
          }
        />
      </form>
      <PasswordGuideDialog />
    </>
  )
}
