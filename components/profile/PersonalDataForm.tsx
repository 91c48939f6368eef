'use client'

/**
 * Personal data (spec 02 §3 User; issue 10 item 7): names, salutation, email, phone, birth date. A new
 * email asks for the current password (the field appears once the address differs from the saved one).
 */
import { useId, useMemo, useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { useQueryClient } from '@tanstack/react-query'
import { useTranslations } from 'next-intl'
import { useShop } from '@/components/app-shell/ShopContext'
import { keyResolver } from '@/lib/account/client/key-resolver'
import { sendProfileCall } from '@/lib/account/client/profile-api'
import { normalizeEmail } from '@/lib/account/rules/fields'
import { GENERIC_MESSAGES } from '@/lib/account/rules/generic-messages'
import { isoDay, personalDataSchema, type PersonalData } from '@/lib/account/rules/profile'
import { GENDERS } from '@/lib/newsletter/rules/salutation'
import { FormField, FormOutcome } from './FormField'
import { useFormText } from './form-text'
import styles from './profile.module.css'

export interface PersonalDataValues {
  first_name: string
  last_name: string
  gender: string
  email: string
  phone: string
  birth_date: string
  current_password: string
}

type Field = keyof PersonalDataValues

export function PersonalDataForm({ initial }: { initial: Omit<PersonalDataValues, 'current_password'> }) {
  const id = useId()
  const t = useTranslations('profile')
  const text = useFormText()
  const { language } = useShop()
  const queryClient = useQueryClient()
  const [saved, setSaved] = useState(initial)
  const [outcome, setOutcome] = useState<{ success: string | null; problem: string | null }>({
    success: null,
    problem: null,
  })

  const resolver = useMemo(
    () =>
      keyResolver<PersonalDataValues, PersonalData>(personalDataSchema, (values) =>
        normalizeEmail(values.email) !== saved.email && values.current_password === ''
          ? [{ path: ['current_password'], message: GENERIC_MESSAGES.required }]
          : [],
      ),
    [saved.email],
  )
  const {
    register,
    handleSubmit,
    reset,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<PersonalDataValues, unknown, PersonalData>({
    resolver,
    defaultValues: { ...initial, current_password: '' },
    mode: 'onTouched',
  })
  const emailChanges = normalizeEmail(useWatch({ control, name: 'email' }) ?? '') !== saved.email

  const onSubmit = handleSubmit(async (values) => {
    setOutcome({ success: null, problem: null })
    const body = emailChanges ? values : { ...values, current_password: undefined }
    const result = await sendProfileCall<unknown>('personal-data', 'PATCH', language, body)
    if (!result.ok) {
      const fields = Object.entries(result.fields)
      fields.forEach(([field, message], index) =>
        setError(field as Field, { type: 'server', message }, { shouldFocus: index === 0 }),
      )
      setOutcome({ success: null, problem: text.problem(result.problem) })
      return
    }
    // What the server stored: trimmed, the email lowercased, empty optional fields as ''.
    const next = {
      first_name: values.first_name,
      last_name: values.last_name,
      gender: values.gender,
      email: values.email,
      phone: values.phone ?? '',
      birth_date: values.birth_date ?? '',
    }
    setSaved(next)
    reset({ ...next, current_password: '' })
    setOutcome({ success: t('personalData.saved'), problem: null })
    // The header and every other reader of the user show the new name.
    void queryClient.invalidateQueries({ queryKey: ['user'] })
  })

  const error = (field: Field) => text.field(errors[field]?.message)
  // The saved value as the element's default too: the server renders it, so the form shows the data
  // before the script has loaded (react-hook-form fills its fields only after hydration).
  const field = (name: Field) => ({
    ...register(name),
    defaultValue: name === 'current_password' ? '' : saved[name],
  })
  const fieldId = (field: Field) => `${id}-${field}`

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <p className={styles.requiredHint}>{t('form.required')}</p>
      <FormField id={fieldId('gender')} label={t('personalData.salutation')} required error={error('gender')}>
        {(a11y) => (
          <select {...a11y} autoComplete="honorific-prefix" {...field('gender')}>
            <option value="">{t('personalData.salutationPlaceholder')}</option>
            {GENDERS.map((gender) => (
              <option key={gender} value={gender}>
                {t(`salutations.${gender}`)}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <div className={styles.row}>
        <FormField
          id={fieldId('first_name')}
          label={t('personalData.firstName')}
          required
          error={error('first_name')}
        >
          {(a11y) => <input {...a11y} autoComplete="given-name" {...field('first_name')} />}
        </FormField>
        <FormField
          id={fieldId('last_name')}
          label={t('personalData.lastName')}
          required
          error={error('last_name')}
        >
          {(a11y) => <input {...a11y} autoComplete="family-name" {...field('last_name')} />}
        </FormField>
      </div>
      <FormField id={fieldId('email')} label={t('personalData.email')} required error={error('email')}>
        {(a11y) => (
          <input {...a11y} type="email" inputMode="email" autoComplete="email" {...field('email')} />
        )}
      </FormField>
      {emailChanges && (
        <FormField
          id={fieldId('current_password')}
          label={t('personalData.currentPassword')}
          required
          hint={t('personalData.currentPasswordHint')}
          error={error('current_password')}
        >
          {(a11y) => (
            <input {...a11y} type="password" autoComplete="current-password" {...field('current_password')} />
          )}
        </FormField>
      )}
      <div className={styles.row}>
        <FormField
          id={fieldId('phone')}
          label={t('personalData.phone')}
          optionalLabel={t('form.optional')}
          error={error('phone')}
        >
          {(a11y) => <input {...a11y} type="tel" inputMode="tel" autoComplete="tel" {...field('phone')} />}
        </FormField>
        <FormField
          id={fieldId('birth_date')}
          label={t('personalData.birthDate')}
          optionalLabel={t('form.optional')}
          error={error('birth_date')}
        >
          {(a11y) => (
            <input
              {...a11y}
              type="date"
              autoComplete="bday"
              max={isoDay(new Date())}
              {...field('birth_date')}
            />
          )}
        </FormField>
      </div>
      <button type="submit" className={styles.submit} disabled={isSubmitting}>
        {isSubmitting ? t('form.saving') : t('personalData.submit')}
      </button>
      <FormOutcome {...outcome} />
    </form>
  )
}
