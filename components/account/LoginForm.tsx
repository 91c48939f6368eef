'use client'

/**
 * The login form (spec 02 §3 group login, §7 POST /api/user/auth/login/): email and password, a
 * show-password toggle and "forgot password" (its dialog, spec 02 §2). A wrong address or password
 * gets one message for both (no account enumeration); too many attempts say how long to wait.
 */
import { useId, useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslations } from 'next-intl'
import { login, type FormProblem } from '@/lib/account/client/auth-api'
import { keyResolver } from '@/lib/account/client/key-resolver'
import { FIELD_GROUPS, loginSchema, type LoginFields } from '@/lib/account/rules/fields'
import { useDialogStore } from '@/lib/ui/client/dialog-store'
import { useShop } from '@/components/app-shell/ShopContext'
import { PasswordField, TextField } from './AuthFields'
import { ForgotPasswordDialog } from './ForgotPasswordDialog'
import {
  focusFirstProblem,
  showFieldProblems,
  useKeyText,
  useProblemText,
  ACCOUNT_FORM_MODE,
} from './form-text'
import type { AuthPlace } from '@/lib/tracking/rules/auth'
import { useAfterSignIn } from './useAfterSignIn'
import { FormSubmit } from './FormSubmit'
import styles from './auth.module.css'

interface LoginValues {
  email: string
  password: string
}

const resolver = keyResolver<LoginValues, LoginFields>(loginSchema)

/** One login form a page: the mailed links' islands (MailLinks.tsx) find its address field by this id. */
const LOGIN_FORM_ID = 'login-form'

/** Focus on the login form's address field: after a confirmed account, and as the forgot dialog's opener. */
export function focusLoginEmail(): void {
  const form = document.getElementById(LOGIN_FORM_ID)
  const field = form instanceof HTMLFormElement ? form.elements.namedItem('email') : null
  if (field instanceof HTMLInputElement) field.focus()
}

export function LoginForm({ next, place = 'account' }: { next: string; place?: AuthPlace }) {
  const t = useTranslations('account.auth')
  const id = useId()
  const { language } = useShop()
  const keyText = useKeyText()
  const problemText = useProblemText()
  const afterSignIn = useAfterSignIn()
  const openDialog = useDialogStore((state) => state.open)
  const [problem, setProblem] = useState<FormProblem | null>(null)
  const [done, setDone] = useState(false)
  const {
    register,
    handleSubmit,
    setError,
    setFocus,
    getValues,
    formState: { errors, isSubmitting },
  } = useForm<LoginValues, unknown, LoginFields>({
    resolver,
    defaultValues: { email: '', password: '' },
    ...ACCOUNT_FORM_MODE,
  })

  const onSubmit = handleSubmit(
    async (values) => {
      setProblem(null)
      const outcome = await login(language, values)
      if (!outcome.ok) {
        showFieldProblems({ setError, setFocus }, FIELD_GROUPS.login, outcome.fields)
        setProblem(outcome.problem)
        return
      }
      setDone(true)
      const { firstName } = outcome.user
      afterSignIn(outcome.user, {
        auth: { action: 'login', place },
        next,
        toast: firstName ? t('login.successNamed', { firstName }) : t('login.success'),
      })
    },
    (problems) => focusFirstProblem(setFocus, FIELD_GROUPS.login, problems),
  )

  const busy = isSubmitting || done
  return (
    <>
      {/* post: a submit before the page is interactive sends no address or password in the URL. */}
      <form
        method="post"
        id={LOGIN_FORM_ID}
        className={styles.form}
        onSubmit={onSubmit}
        noValidate
        data-testid="login-form"
      >
        <TextField
          id={`${id}-email`}
          label={t('fields.email')}
          error={keyText(errors.email?.message)}
          registration={register('email')}
          input={{ type: 'email', inputMode: 'email', autoComplete: 'username', autoCapitalize: 'none' }}
        />
        <PasswordField
          id={`${id}-password`}
          label={t('fields.password')}
          error={keyText(errors.password?.message)}
          registration={register('password')}
          autoComplete="current-password"
        />
        <button
          type="button"
          className={styles.linkButton}
          aria-haspopup="dialog"
          // The address typed so far saves typing it again in the dialog.
          onClick={() => openDialog('forgotPassword', { email: getValues('email') })}
        >
          {t('login.forgotPassword')}
        </button>
        <FormSubmit
          problem={problemText(problem)}
          busy={busy}
          label={busy ? t('login.sending') : t('login.submit')}
        />
      </form>
      <ForgotPasswordDialog />
    </>
  )
}
