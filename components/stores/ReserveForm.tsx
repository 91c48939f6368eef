'use client'

/** The reservation form: choose a branch, leave name and email (spec 02 §5: email lowercased), reserve. */
import { useId, useState, type FormEvent } from 'react'
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form'
import { useLocale, useTranslations } from 'next-intl'
import type { Language } from '@/lib/config/markets'
import { postReservation, type ReserveRefusal } from '@/lib/stores/client/api'
import type { Wanted } from '@/lib/stores/rules/reservation'
import {
  reserveFormSchema,
  STORE_FORM_ERRORS,
  type ReserveFormValues,
  type ReserveAnswer,
  type StoreFormError,
} from '@/lib/stores/rules/schemas'
import { StoreChoice, type StoreView } from './StoreChoice'
import styles from './stores.module.css'

const resolver: Resolver<ReserveFormValues> = async (values) => {
  const result = reserveFormSchema.safeParse(values)
  if (result.success) return { values: result.data, errors: {} }
  const errors: FieldErrors<ReserveFormValues> = {}
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof ReserveFormValues
    errors[field] ??= { type: 'validate', message: issue.message }
  }
  return { values: {}, errors }
}

const errorKey = (message: string | undefined): StoreFormError | null =>
  message === undefined
    ? null
    : STORE_FORM_ERRORS.includes(message as StoreFormError)
      ? (message as StoreFormError)
      : 'required'

interface Props {
  stores: StoreView[]
  wanted: Wanted
  onReserved: (result: ReserveAnswer, email: string) => void
  /** The shelf ran short meanwhile: the list should show the branches' stock anew. */
  onStale: () => void
}

export function ReserveForm({ stores, wanted, onReserved, onStale }: Props) {
  const t = useTranslations('stores')
  const language = useLocale() as Language
  const id = useId()
  const [storeId, setStoreId] = useState<number | null>(null)
  const [storeMissing, setStoreMissing] = useState(false)
  const [refusal, setRefusal] = useState<ReserveRefusal | null>(null)
  const {
    register,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ReserveFormValues>({ resolver, defaultValues: { name: '', email: '' }, mode: 'onTouched' })

  const send = handleSubmit(async (values) => {
    setRefusal(null)
    if (storeId === null) return
    const { name, email } = reserveFormSchema.parse(values)
    const items = wanted.map(({ variantId, quantity }) => ({ variantId, quantity }))
    const outcome = await postReservation({ storeId, items, name, email, locale: language })
    if (outcome.ok) onReserved(outcome.result, email)
    else {
      setRefusal(outcome.refusal)
      if (outcome.refusal === 'stock') onStale()
    }
  })

  // The branch is not a form field: its problem is named together with the fields' ones.
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    setStoreMissing(storeId === null)
    return send(event)
  }

  const field = (key: keyof ReserveFormValues, type: string, autoComplete: string) => {
    const error = errorKey(errors[key]?.message)
    const fieldId = `${id}-${key}`
    return (
      <div className={styles.field}>
        <label htmlFor={fieldId}>{t(`form.${key}`)}</label>
        <input
          id={fieldId}
          type={type}
          autoComplete={autoComplete}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${fieldId}-error` : undefined}
          {...register(key)}
        />
        {error && (
          <p id={`${fieldId}-error`} className={styles.error} role="alert">
            {t(`form.errors.${error}`)}
          </p>
        )}
      </div>
    )
  }

  return (
    <form className={styles.flow} onSubmit={onSubmit} noValidate data-testid="reserve-form">
      <StoreChoice
        name={`${id}-store`}
        stores={stores}
        selected={storeId}
        onSelect={(next) => {
          setStoreId(next)
          setStoreMissing(false)
        }}
        error={storeMissing && storeId === null ? t('form.chooseStore') : null}
      />
      {field('name', 'text', 'name')}
      {field('email', 'email', 'email')}
      <button type="submit" className="button" disabled={isSubmitting}>
        {isSubmitting ? t('form.sending') : t('form.submit')}
      </button>
      <p role="status" className={styles.error}>
        {refusal && t(`refused.${refusal}`)}
      </p>
    </form>
  )
}
