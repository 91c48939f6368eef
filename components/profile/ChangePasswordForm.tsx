'use client'

/**
 * Change password (issue 10 item 7; spec 02 §5 rule): the current password and a new one. The server
 * checks the new one against known leaks and ends every other session of the customer.
 */
import { useId, useState } from 'react'
import { useForm } from 'react-hook-form'
import { useTranslations } from 'next-intl'
import { useShop } from '@/components/app-shell/ShopContext'
import { keyResolver } from '@/lib/account/client/key-resolver'
import { sendProfileCall } from '@/lib/account/client/profile-api'
import { PASSWORD_MESSAGE_VALUES } from '@/lib/account/rules/password'
import { changePasswordSchema, type ChangePasswordInput } from '@/lib/account/rules/profile'
import { FormField, FormOutcome } from './FormField'
import { useFormText } from './form-text'
import styles from './profile.module.css'

interface Values {
  current_password: string
  new_password: string
}

const EMPTY: Values = { current_password: '', new_password: '' }
const resolver = keyResolver<Values, ChangePasswordInput>(changePasswordSchema)

/** `username`: the account's email, for password managers to file the new password under. */
export function ChangePasswordForm({ username }: { username: string }) {
  const id = useId()
  const t = useTranslations('profile')
  const text = useFormText()
  const { language } = useShop()
  const [outcome, setOutcome] = useState<{ success: string | null; problem: string | null }>({
    success: null,
    problem: null,
  })
  const {
    register,
    handleSubmit,
    reset,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, ChangePasswordInput>({ resolver, defaultValues: EMPTY, mode: 'onTouched' })

  const onSubmit = handleSubmit(async (values) => {
    setOutcome({ success: null, problem: null })
    const result = await sendProfileCall<unknown>('password', 'POST', language, values)
    if (!result.ok) {
      Object.entries(result.fields).forEach(([field, message], index) =>
        setError(field as keyof Values, { type: 'server', message }, { shouldFocus: index === 0 }),
      )
      setOutcome({ success: null, problem: text.problem(result.problem) })
      return
    }
    reset(EMPTY)
    setOutcome({ success: t('password.saved'), problem: null })
  })

  const error = (field: keyof Values) => text.field(errors[field]?.message, PASSWORD_MESSAGE_VALUES)

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <p className={styles.requiredHint}>{t('form.required')}</p>
      {/* Which account the password belongs to, for password managers (never sent, never shown). */}
      <input type="email" name="username" autoComplete="username" value={username} readOnly hidden />
      <FormField
        id={`${id}-current`}
        label={t('password.current')}
        required
        error={error('current_password')}
      >
        {(a11y) => (
          <input
            {...a11y}
            type="password"
            autoComplete="current-password"
            {...register('current_password')}
          />
        )}
      </FormField>
      <FormField
        id={`${id}-new`}
        label={t('password.new')}
        required
        hint={t('password.rules')}
        error={error('new_password')}
      >
        {(a11y) => (
          <input {...a11y} type="password" autoComplete="new-password" {...register('new_password')} />
        )}
      </FormField>
      <button type="submit" className={styles.submit} disabled={isSubmitting}>
        {isSubmitting ? t('form.saving') : t('password.submit')}
      </button>
      <FormOutcome {...outcome} />
    </form>
  )
}
