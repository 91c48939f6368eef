'use client'

/**
 * The account contact form (issue 10 item 7): topic and message, with name and email for the answer,
 * prefilled from the account where the shop option contactFormPrefill is on (then the customer number
 * is shown too). The server stores the message and mails it to customer service, with a copy to the
 * customer.
 */
import { useEffect, useId, useRef, useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { useTranslations } from 'next-intl'
import { useShop } from '@/components/app-shell/ShopContext'
import { keyResolver } from '@/lib/account/client/key-resolver'
import { sendProfileCall } from '@/lib/account/client/profile-api'
import {
  CONTACT_MESSAGE_MAX,
  CONTACT_NAME_MAX,
  CONTACT_TOPICS,
  contactSchema,
  type ContactInput,
} from '@/lib/account/rules/profile'
import { FormField, FormSend } from './FormField'
import { useFormText } from './form-text'
import styles from './profile.module.css'

interface Values {
  name: string
  email: string
  subject: string
  message: string
}

export interface ContactPrefill {
  name: string
  email: string
  customerNo: string
}

const resolver = keyResolver<Values, ContactInput>(contactSchema)
const LIMITS: Record<keyof Values, { max?: number }> = {
  name: { max: CONTACT_NAME_MAX },
  email: {},
  subject: {},
  message: { max: CONTACT_MESSAGE_MAX },
}

export function ContactForm({ prefill }: { prefill: ContactPrefill | null }) {
  const id = useId()
  const t = useTranslations('profile')
  const text = useFormText()
  const { language } = useShop()
  const [sent, setSent] = useState(false)
  const [problem, setProblem] = useState<string | null>(null)
  const statusRef = useRef<HTMLParagraphElement>(null)
  const empty: Values = { name: prefill?.name ?? '', email: prefill?.email ?? '', subject: '', message: '' }
  const {
    register,
    handleSubmit,
    reset,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<Values, unknown, ContactInput>({ resolver, defaultValues: empty, mode: 'onTouched' })
  const length = [...(useWatch({ control, name: 'message' }) ?? '')].length

  const onSubmit = handleSubmit(async (values) => {
    setProblem(null)
    const result = await sendProfileCall<unknown>('contact', 'POST', language, values)
    if (!result.ok) {
      Object.entries(result.fields).forEach(([field, message], index) =>
        setError(field as keyof Values, { type: 'server', message }, { shouldFocus: index === 0 }),
      )
      setProblem(text.problem(result.problem))
      return
    }
    reset(empty)
    setSent(true)
  })

  // The form (and its focused button) goes away on success: focus moves to the confirmation.
  useEffect(() => {
    if (sent) statusRef.current?.focus()
  }, [sent])

  const error = (field: keyof Values) => text.field(errors[field]?.message, LIMITS[field])
  // The prefill as the element's default too: the server renders it (react-hook-form fills its fields
  // only after hydration).
  const field = (name: keyof Values) => ({ ...register(name), defaultValue: empty[name] })
  const fieldId = (field: keyof Values) => `${id}-${field}`

  return (
    <>
      <p ref={statusRef} role="status" tabIndex={-1} className={sent ? styles.success : styles.statusIdle}>
        {sent ? t('contact.sent') : null}
      </p>
      {sent ? (
        <button type="button" className={styles.secondary} onClick={() => setSent(false)}>
          {t('contact.another')}
        </button>
      ) : (
        <form className={styles.form} onSubmit={onSubmit} noValidate>
          <p className={styles.requiredHint}>{t('form.required')}</p>
          {prefill && (
            <p className={styles.meta}>
              {t('contact.customerNo')}: <strong>{prefill.customerNo}</strong>
            </p>
          )}
          <div className={styles.row}>
            <FormField id={fieldId('name')} label={t('contact.name')} required error={error('name')}>
              {(a11y) => (
                <input {...a11y} autoComplete="name" maxLength={CONTACT_NAME_MAX} {...field('name')} />
              )}
            </FormField>
            <FormField id={fieldId('email')} label={t('contact.email')} required error={error('email')}>
              {(a11y) => (
                <input {...a11y} type="email" inputMode="email" autoComplete="email" {...field('email')} />
              )}
            </FormField>
          </div>
          <FormField id={fieldId('subject')} label={t('contact.subject')} required error={error('subject')}>
            {(a11y) => (
              <select {...a11y} {...field('subject')}>
                <option value="">{t('contact.subjectPlaceholder')}</option>
                {CONTACT_TOPICS.map((topic) => (
                  <option key={topic} value={topic}>
                    {t(`contact.topics.${topic}`)}
                  </option>
                ))}
              </select>
            )}
          </FormField>
          <FormField
            id={fieldId('message')}
            label={t('contact.message')}
            required
            hint={t('contact.count', { count: length, max: CONTACT_MESSAGE_MAX })}
            error={error('message')}
          >
            {(a11y) => <textarea {...a11y} rows={8} {...field('message')} />}
          </FormField>
          <FormSend
            className={styles.submit}
            sending={isSubmitting}
            label={t('contact.submit')}
            sendingLabel={t('contact.sending')}
            problem={problem}
          />
        </form>
      )}
    </>
  )
}
