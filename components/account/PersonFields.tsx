'use client'

/**
 * The fields register and guest share (spec 02 §3, §5): gender (m, f, d, n), first and last name, email,
 * and, apart, the newsletter box. Ticking it subscribes after the account or guest answer (spec 02 §7).
 */
import { useTranslations } from 'next-intl'
import type { FieldErrors, FieldValues, Path, UseFormRegister } from 'react-hook-form'
import type { GuestFields } from '@/lib/account/rules/fields'
import { newsletterBody, subscribeNewsletter } from '@/lib/newsletter/rules/form'
import { GENDERS } from '@/lib/newsletter/rules/salutation'
import { CheckboxField, RadioGroup, TextField } from './AuthFields'
import { useKeyText } from './form-text'
import styles from './auth.module.css'

/** The raw inputs: no gender chosen yet is ''. */
export interface PersonValues {
  gender: string
  first_name: string
  last_name: string
  email: string
  newsletter: boolean
}

export const EMPTY_PERSON: PersonValues = {
  gender: '',
  first_name: '',
  last_name: '',
  email: '',
  newsletter: false,
}

interface Props<V extends PersonValues & FieldValues> {
  id: string
  register: UseFormRegister<V>
  errors: FieldErrors<V>
}

const field = <V extends FieldValues>(name: keyof PersonValues) => name as Path<V>

export function PersonFields<V extends PersonValues & FieldValues>({ id, register, errors }: Props<V>) {
  const t = useTranslations('account.auth')
  const keyText = useKeyText()
  const error = (name: keyof PersonValues) => keyText((errors as FieldErrors<PersonValues>)[name]?.message)
  return (
    <>
      <RadioGroup
        id={`${id}-gender`}
        legend={t('fields.gender')}
        options={GENDERS.map((gender) => ({ value: gender, label: t(`genders.${gender}`) }))}
        error={error('gender')}
        registration={register(field<V>('gender'))}
      />
      <div className={styles.row}>
        <TextField
          id={`${id}-first_name`}
          label={t('fields.first_name')}
          error={error('first_name')}
          registration={register(field<V>('first_name'))}
          input={{ autoComplete: 'given-name' }}
        />
        <TextField
          id={`${id}-last_name`}
          label={t('fields.last_name')}
          error={error('last_name')}
          registration={register(field<V>('last_name'))}
          input={{ autoComplete: 'family-name' }}
        />
      </div>
      <TextField
        id={`${id}-email`}
        label={t('fields.email')}
        error={error('email')}
        registration={register(field<V>('email'))}
        input={{ type: 'email', inputMode: 'email', autoComplete: 'email', autoCapitalize: 'none' }}
      />
    </>
  )
}

export function NewsletterField<V extends PersonValues & FieldValues>({ id, register, errors }: Props<V>) {
  const t = useTranslations('account.auth')
  const keyText = useKeyText()
  return (
    <CheckboxField
      id={`${id}-newsletter`}
      label={t('fields.newsletter')}
      error={keyText((errors as FieldErrors<PersonValues>).newsletter?.message)}
      registration={register(field<V>('newsletter'))}
    />
  )
}

/** Spec 02 §7 Newsletter: sent when the box is ticked; its answer is not shown, so nobody waits for it. */
export function subscribeIfTicked(values: GuestFields, shopId: number, source: string): void {
  if (!values.newsletter) return
  const body = newsletterBody(
    {
      firstName: values.first_name,
      lastName: values.last_name,
      email: values.email,
      salutation: values.gender,
    },
    { shopId, source },
  )
  void subscribeNewsletter(body).catch(() => undefined)
}
