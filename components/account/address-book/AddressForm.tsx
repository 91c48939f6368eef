'use client'

/**
 * The address form (issue 10 item 2): react-hook-form over the shared zod schema (lib/account/rules/
 * address-fields.ts), so the browser and the server report the same message keys. Every field is
 * labelled; a problem sets aria-invalid and is tied to its field with aria-describedby; a failed send
 * is announced (role="alert") and focus moves to the first field in question.
 */
import { useEffect, useId, useRef, useState } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { useTranslations } from 'next-intl'
import {
  ADDRESS_FIELD_ORDER,
  ADDRESS_KINDS,
  type AddressFields,
  type AddressFormValues,
} from '@/lib/account/rules/address-fields'
import { AddressFieldGroup } from '@/components/forms/AddressFieldGroup'
import { useAddressResolver, useFieldText } from './field-text'
import styles from './AddressBook.module.css'

export type ServerFields = Partial<Record<keyof AddressFormValues, string>>

interface Props {
  mode: 'new' | 'edit'
  initial: AddressFormValues
  countries: readonly string[]
  /** The address is already its kind's default: the "make default" box has nothing to offer. */
  isDefault: boolean
  /** Sends the address; answers the fields the server refused, or null when it took it (or failed otherwise). */
  onSave: (fields: AddressFields) => Promise<ServerFields | null>
  onCancel: () => void
}

/** The order of the fields on screen: the first one in question gets focus. */
const FIELD_ORDER = [
  'kind',
  ...ADDRESS_FIELD_ORDER,
  'is_default',
] as const satisfies readonly (keyof AddressFormValues)[]

export function AddressForm({ mode, initial, countries, isDefault, onSave, onCancel }: Props) {
  const t = useTranslations('account.addresses')
  const fieldText = useFieldText()
  const id = useId()
  const headingRef = useRef<HTMLHeadingElement>(null)
  const [invalid, setInvalid] = useState(false)
  const resolver = useAddressResolver(countries)
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { errors, isSubmitting },
  } = useForm<AddressFormValues, unknown, AddressFields>({
    resolver,
    defaultValues: initial,
    // Checked on the first send, then as the shopper corrects: a message appearing on blur would push
    // the save button away between mouse down and up, and the click would be lost.
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  })
  const kind = useWatch({ control, name: 'kind' })

  // The form replaces the list: its heading takes focus, so a screen reader says where the shopper is.
  useEffect(() => headingRef.current?.focus(), [])

  const onSubmit = handleSubmit(
    async (fields) => {
      setInvalid(false)
      const refused = await onSave(fields)
      if (!refused) return
      const named = FIELD_ORDER.filter((field) => refused[field] !== undefined)
      if (named.length === 0) return
      setInvalid(true)
      named.forEach((field, index) =>
        setError(field, { type: 'server', message: refused[field] }, { shouldFocus: index === 0 }),
      )
    },
    () => setInvalid(true),
  )

  const errorId = (field: keyof AddressFormValues) => `${id}-${field}-error`
  const problem = (field: keyof AddressFormValues) => {
    const text = fieldText(field, errors[field]?.message)
    return text === null ? null : (
      <p id={errorId(field)} className={styles.error}>
        {text}
      </p>
    )
  }
  const section = kind === 'billing' ? 'billing' : 'shipping'

  return (
    <section className={styles.formSection} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} ref={headingRef} tabIndex={-1}>
        {mode === 'new' ? t('form.newTitle') : t('form.editTitle')}
      </h2>
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <p className={styles.hint}>{t('form.requiredHint')}</p>
        <fieldset className={styles.kinds} {...(errors.kind && { 'aria-describedby': errorId('kind') })}>
          <legend>
            {t('form.kind')}
            <span aria-hidden="true"> *</span>
          </legend>
          {ADDRESS_KINDS.map((value) => (
            <label key={value} className={styles.choice}>
              <input type="radio" value={value} {...register('kind')} />
              {t(`kind.${value}`)}
            </label>
          ))}
          {problem('kind')}
        </fieldset>
        <AddressFieldGroup
          id={id}
          section={section}
          countries={countries}
          register={register}
          problem={(field) => fieldText(field, errors[field]?.message)}
          optionalText={t('form.optional')}
          hints={{ address_extra: t('form.addressExtraHint'), phone: t('form.phoneHint') }}
          phoneInputMode="tel"
          classes={styles}
        />
        {!isDefault && (
          <div className={styles.check}>
            <input
              type="checkbox"
              id={`${id}-is_default`}
              {...register('is_default')}
              {...(errors.is_default && { 'aria-invalid': true, 'aria-describedby': errorId('is_default') })}
            />
            <label htmlFor={`${id}-is_default`}>{t(`form.isDefault.${kind}`)}</label>
            {problem('is_default')}
          </div>
        )}
        <p role="alert" className={invalid ? styles.problem : styles.quiet}>
          {invalid ? t('form.invalid') : null}
        </p>
        <div className={styles.formActions}>
          <button type="submit" className={styles.primary} disabled={isSubmitting}>
            {isSubmitting ? t('form.saving') : t('form.save')}
          </button>
          <button type="button" className={styles.secondary} onClick={onCancel} disabled={isSubmitting}>
            {t('form.cancel')}
          </button>
        </div>
      </form>
    </section>
  )
}
