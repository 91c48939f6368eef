'use client'

/** Body of the remind-when-available dialog: an email address (spec 02 §5: lowercased before sending). */
import { useId, useState } from 'react'
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form'
import { useLocale, useTranslations } from 'next-intl'
import type { Language } from '@/lib/config/markets'
import {
  REMIND_ME_ERRORS,
  remindMeBody,
  remindMeFormSchema,
  requestReminder,
  type RemindMeError,
  type RemindMeFormValues,
  type RemindMeResult,
} from '@/lib/catalog/rules/remind-me'
import styles from './dialogs.module.css'

const resolver: Resolver<RemindMeFormValues> = async (values) => {
  const result = remindMeFormSchema.safeParse(values)
  if (result.success) return { values: result.data, errors: {} }
  const message = result.error.issues[0]?.message ?? 'email'
  const errors: FieldErrors<RemindMeFormValues> = { email: { type: 'validate', message } }
  return { values: {}, errors }
}

interface Props {
  productId: number
  /** referenceKey of the variant the shopper waits for. */
  variant: string
  variantLabel: string
}

export function RemindMeForm({ productId, variant, variantLabel }: Props) {
  const t = useTranslations('product.remind')
  const language = useLocale() as Language
  const id = useId()
  const [result, setResult] = useState<RemindMeResult | null>(null)
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<RemindMeFormValues>({ resolver, defaultValues: { email: '' }, mode: 'onTouched' })

  const onSubmit = handleSubmit(async (values) => {
    setResult(null)
    const outcome = await requestReminder(remindMeBody(values, { productId, variant, language }))
    setResult(outcome)
    if (outcome === 'saved' || outcome === 'confirm') reset({ email: '' })
  })

  const message = errors.email?.message
  const error: RemindMeError | null =
    message === undefined
      ? null
      : REMIND_ME_ERRORS.includes(message as RemindMeError)
        ? (message as RemindMeError)
        : 'email'
  const fieldId = `${id}-email`
  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate data-testid="remind-me-form">
      <p>{t('intro', { variant: variantLabel })}</p>
      <div className={styles.field}>
        <label htmlFor={fieldId}>{t('email')}</label>
        <input
          id={fieldId}
          type="email"
          inputMode="email"
          autoComplete="email"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${fieldId}-error` : undefined}
          {...register('email')}
        />
        {error && (
          <p id={`${fieldId}-error`} className={styles.error} role="alert">
            {t(`errors.${error}`)}
          </p>
        )}
      </div>
      <button type="submit" className="button" disabled={isSubmitting}>
        {isSubmitting ? t('sending') : t('submit')}
      </button>
      <p role="status" className={result === 'saved' || result === 'confirm' ? undefined : styles.error}>
        {result && t(`result.${result}`)}
      </p>
    </form>
  )
}
