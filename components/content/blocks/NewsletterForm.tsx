'use client'

/** The browser part of the `newsletter` block: the sign-up form (spec 02 §5 rules, spec 02 §7 request). */
import { useEffect, useId, useRef, useState, type ReactNode } from 'react'
import { useForm, type FieldErrors, type Resolver } from 'react-hook-form'
import {
  newsletterBody,
  newsletterFormSchema,
  subscribeNewsletter,
  type NewsletterError,
  type NewsletterFormValues,
} from '@/lib/newsletter/rules/form'
import { GENDERS, type Gender } from '@/lib/newsletter/rules/salutation'
import styles from './Newsletter.module.css'

/** Texts come translated from the server part: the block's namespace does not travel to the browser. */
export interface NewsletterLabels {
  salutation: string
  salutationPlaceholder: string
  salutations: Record<Gender, string>
  firstName: string
  lastName: string
  email: string
  consent: ReactNode
  submit: string
  sending: string
  success: string
  failure: string
  required: string
  errors: Record<NewsletterError, string>
}

const resolver: Resolver<NewsletterFormValues> = async (values) => {
  const result = newsletterFormSchema.safeParse(values)
  if (result.success) return { values: result.data, errors: {} }
  const errors: FieldErrors<NewsletterFormValues> = {}
  for (const issue of result.error.issues) {
    const field = issue.path[0] as keyof NewsletterFormValues | undefined
    if (field && !errors[field]) errors[field] = { type: 'validate', message: issue.message }
  }
  return { values: {}, errors }
}

const EMPTY: NewsletterFormValues = { salutation: '', firstName: '', lastName: '', email: '', consent: false }

export function NewsletterForm({
  labels,
  shopId,
  source,
  language,
}: {
  labels: NewsletterLabels
  shopId: number
  source: string
  /** The page's language: the confirmation mail is written in it. */
  language: string
}) {
  const id = useId()
  const [status, setStatus] = useState<'idle' | 'subscribed' | 'failed'>('idle')
  const statusRef = useRef<HTMLParagraphElement>(null)
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<NewsletterFormValues>({ resolver, defaultValues: EMPTY, mode: 'onTouched' })

  const onSubmit = handleSubmit(async (values) => {
    setStatus('idle')
    const result = await subscribeNewsletter(newsletterBody(values, { shopId, source }), { language })
    setStatus(result)
    if (result === 'subscribed') reset(EMPTY)
  })

  const error = (field: keyof NewsletterFormValues) => {
    const message = errors[field]?.message
    if (message === undefined) return null
    const key: NewsletterError = Object.hasOwn(labels.errors, message)
      ? (message as NewsletterError)
      : 'invalid'
    return (
      <p id={`${id}-${field}-error`} className={styles.error}>
        {labels.errors[key]}
      </p>
    )
  }
  const described = (field: keyof NewsletterFormValues) =>
    errors[field] ? { 'aria-invalid': true, 'aria-describedby': `${id}-${field}-error` } : {}

  const form = (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <p className={styles.requiredHint}>{labels.required}</p>
      <div className={styles.field}>
        <label htmlFor={`${id}-salutation`}>{labels.salutation} *</label>
        <select
          id={`${id}-salutation`}
          autoComplete="honorific-prefix"
          {...register('salutation')}
          {...described('salutation')}
        >
          <option value="">{labels.salutationPlaceholder}</option>
          {GENDERS.map((gender) => (
            <option key={gender} value={gender}>
              {labels.salutations[gender]}
            </option>
          ))}
        </select>
        {error('salutation')}
      </div>
      <div className={styles.row}>
        <div className={styles.field}>
          <label htmlFor={`${id}-firstName`}>{labels.firstName} *</label>
          <input
            id={`${id}-firstName`}
            autoComplete="given-name"
            {...register('firstName')}
            {...described('firstName')}
          />
          {error('firstName')}
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-lastName`}>{labels.lastName} *</label>
          <input
            id={`${id}-lastName`}
            autoComplete="family-name"
            {...register('lastName')}
            {...described('lastName')}
          />
          {error('lastName')}
        </div>
      </div>
      <div className={styles.field}>
        <label htmlFor={`${id}-email`}>{labels.email} *</label>
        <input
          id={`${id}-email`}
          type="email"
          inputMode="email"
          autoComplete="email"
          {...register('email')}
          {...described('email')}
        />
        {error('email')}
      </div>
      <div className={styles.consent}>
        <input id={`${id}-consent`} type="checkbox" {...register('consent')} {...described('consent')} />
        <label htmlFor={`${id}-consent`}>{labels.consent}</label>
        {error('consent')}
      </div>
      <button type="submit" className={styles.submit} disabled={isSubmitting}>
        {isSubmitting ? labels.sending : labels.submit}
      </button>
      {status === 'failed' && (
        <p role="alert" className={styles.failure}>
          {labels.failure}
        </p>
      )}
    </form>
  )

  const subscribed = status === 'subscribed'
  // The form (and the focused button) goes away on success: focus moves to the confirmation instead.
  useEffect(() => {
    if (subscribed) statusRef.current?.focus()
  }, [subscribed])
  return (
    <>
      {/* Present from the start: screen readers announce changes of a live region, not its arrival. */}
      <p
        ref={statusRef}
        role="status"
        tabIndex={-1}
        className={subscribed ? styles.success : styles.statusIdle}
      >
        {subscribed ? labels.success : null}
      </p>
      {!subscribed && form}
    </>
  )
}
