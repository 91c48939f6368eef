'use client'

/**
 * The address form (issue 10 item 2): react-hook-form over the shared zod schema (lib/account/rules/
 * address-fields.ts), so the browser and the server report the same message keys. Every field is
 * labelled; a problem sets aria-invalid and is tied to its field with aria-describedby; a failed send
 * is announced (role="alert") and focus moves to the first field in question.
 */
import { useEffect, useId, useRef, useState, type InputHTMLAttributes } from 'react'
import { useForm, useWatch } from 'react-hook-form'
import { useTranslations } from 'next-intl'
import { ADDRESS_KINDS, type AddressFields, type AddressFormValues } from '@/lib/account/rules/address-fields'
import { GENDERS } from '@/lib/newsletter/rules/salutation'
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
  'gender',
  'first_name',
  'last_name',
  'company',
  'street',
  'house_number',
  'address_extra',
  'postcode',
  'city',
  'country',
  'phone',
  'is_default',
] as const satisfies readonly (keyof AddressFormValues)[]

type TextField = Exclude<keyof AddressFormValues, 'kind' | 'gender' | 'country' | 'is_default'>

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
  const hintId = (field: keyof AddressFormValues) => `${id}-${field}-hint`
  const problem = (field: keyof AddressFormValues) => {
    const text = fieldText(field, errors[field]?.message)
    return text === null ? null : (
      <p id={errorId(field)} className={styles.error}>
        {text}
      </p>
    )
  }
  const a11y = (field: keyof AddressFormValues, hint = false) => {
    const described = [hint && hintId(field), errors[field] && errorId(field)].filter(Boolean).join(' ')
    return {
      id: `${id}-${field}`,
      ...(errors[field] && { 'aria-invalid': true }),
      ...(described && { 'aria-describedby': described }),
    }
  }
  const section = kind === 'billing' ? 'billing' : 'shipping'
  const label = (text: string, required: boolean) => (
    <>
      {text}
      {required ? (
        <span aria-hidden="true"> *</span>
      ) : (
        <span className={styles.optional}> ({t('form.optional')})</span>
      )}
    </>
  )
  const textField = (
    field: TextField,
    text: string,
    options: { required?: boolean; autoComplete?: string; hint?: string; wide?: boolean } & Pick<
      InputHTMLAttributes<HTMLInputElement>,
      'inputMode' | 'type'
    > = {},
  ) => (
    <div className={options.wide ? `${styles.field} ${styles.wide}` : styles.field}>
      <label htmlFor={`${id}-${field}`}>{label(text, options.required ?? false)}</label>
      <input
        type={options.type ?? 'text'}
        inputMode={options.inputMode}
        autoComplete={options.autoComplete ? `${section} ${options.autoComplete}` : 'off'}
        aria-required={options.required || undefined}
        {...register(field)}
        {...a11y(field, options.hint !== undefined)}
      />
      {options.hint && (
        <p id={hintId(field)} className={styles.hint}>
          {options.hint}
        </p>
      )}
      {problem(field)}
    </div>
  )

  return (
    <section className={styles.formSection} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} ref={headingRef} tabIndex={-1}>
        {mode === 'new' ? t('form.newTitle') : t('form.editTitle')}
      </h2>
      <form className={styles.form} onSubmit={onSubmit} noValidate>
        <p className={styles.hint}>{t('form.requiredHint')}</p>
        <fieldset className={styles.kinds} {...(errors.kind && { 'aria-describedby': errorId('kind') })}>
          <legend>{label(t('form.kind'), true)}</legend>
          {ADDRESS_KINDS.map((value) => (
            <label key={value} className={styles.choice}>
              <input type="radio" value={value} {...register('kind')} />
              {t(`kind.${value}`)}
            </label>
          ))}
          {problem('kind')}
        </fieldset>
        <div className={styles.field}>
          <label htmlFor={`${id}-gender`}>{label(t('form.gender'), false)}</label>
          <select autoComplete={`${section} honorific-prefix`} {...register('gender')} {...a11y('gender')}>
            <option value="">{t('form.genderNone')}</option>
            {GENDERS.map((gender) => (
              <option key={gender} value={gender}>
                {t(`form.genders.${gender}`)}
              </option>
            ))}
          </select>
          {problem('gender')}
        </div>
        <div className={styles.row}>
          {textField('first_name', t('form.firstName'), { required: true, autoComplete: 'given-name' })}
          {textField('last_name', t('form.lastName'), { required: true, autoComplete: 'family-name' })}
        </div>
        {textField('company', t('form.company'), { autoComplete: 'organization' })}
        <div className={`${styles.row} ${styles.streetRow}`}>
          {textField('street', t('form.street'), { required: true, autoComplete: 'address-line1' })}
          {textField('house_number', t('form.houseNumber'), { required: true })}
        </div>
        {textField('address_extra', t('form.addressExtra'), {
          autoComplete: 'address-line2',
          hint: t('form.addressExtraHint'),
        })}
        <div className={`${styles.row} ${styles.postcodeRow}`}>
          {textField('postcode', t('form.postcode'), { required: true, autoComplete: 'postal-code' })}
          {textField('city', t('form.city'), { required: true, autoComplete: 'address-level2' })}
        </div>
        <div className={styles.field}>
          <label htmlFor={`${id}-country`}>{label(t('form.country'), true)}</label>
          <select
            autoComplete={`${section} country`}
            aria-required
            {...register('country')}
            {...a11y('country')}
          >
            {countries.map((country) => (
              <option key={country} value={country}>
                {t(`countries.${country}`)}
              </option>
            ))}
          </select>
          {problem('country')}
        </div>
        {textField('phone', t('form.phone'), {
          type: 'tel',
          inputMode: 'tel',
          autoComplete: 'tel',
          hint: t('form.phoneHint'),
        })}
        {!isDefault && (
          <div className={styles.check}>
            <input type="checkbox" {...register('is_default')} {...a11y('is_default')} />
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
