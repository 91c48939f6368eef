'use client'

/**
 * An address's own fields, gender to phone, as the address book's form and the checkout show them: one
 * markup, so both label, mark and fill them alike. The caller owns the form (react-hook-form), the
 * problems' texts and the stylesheet, since the two forms keep their own look and message sources.
 */
import type { ReactNode } from 'react'
import type { UseFormRegisterReturn } from 'react-hook-form'
import { useTranslations } from 'next-intl'
import type { AddressFieldName } from '@/lib/account/rules/address-fields'
import { GENDERS } from '@/lib/newsletter/rules/salutation'

type TextField = Exclude<AddressFieldName, 'gender' | 'country'>

interface Props {
  /** The form's useId: a field's id is `${id}-${field}`, its problem's `${id}-${field}-error`. */
  id: string
  /** Which address the browser's autofill should offer. */
  section: 'billing' | 'shipping'
  countries: readonly string[]
  register: (field: AddressFieldName) => UseFormRegisterReturn
  /** A field's problem as the shopper reads it, or null: a problem marks the field invalid. */
  problem: (field: AddressFieldName) => string | null
  /** The word after an optional field's label (each form reads it from its own messages). */
  optionalText: string
  /** Hints under a field, tied to it (the address book explains the address extra and the phone). */
  hints?: Partial<Record<TextField, string>>
  /** The phone's keyboard on a touch screen, where the form asks for one. */
  phoneInputMode?: 'tel'
  /**
   * The caller's stylesheet (a CSS module), since the address book and the checkout lay the fields out
   * in their own sheets: its field, row, streetRow, postcodeRow, optional, error and hint classes.
   */
  classes: Readonly<Record<string, string>>
}

export function AddressFieldGroup(props: Props) {
  const { id, section, countries, register, problem, optionalText, hints = {}, classes } = props
  const t = useTranslations('account.addresses')

  const errorId = (field: AddressFieldName) => `${id}-${field}-error`
  const hintId = (field: AddressFieldName) => `${id}-${field}-hint`
  const message = (field: AddressFieldName) => {
    const text = problem(field)
    return text === null ? null : (
      <p id={errorId(field)} className={classes.error}>
        {text}
      </p>
    )
  }
  const a11y = (field: AddressFieldName) => {
    const bad = problem(field) !== null
    const hint = field !== 'gender' && field !== 'country' && hints[field] !== undefined
    const described = [hint && hintId(field), bad && errorId(field)].filter(Boolean).join(' ')
    return {
      id: `${id}-${field}`,
      ...(bad && { 'aria-invalid': true as const }),
      ...(described && { 'aria-describedby': described }),
    }
  }
  const label = (text: string, required: boolean): ReactNode => (
    <>
      {text}
      {required ? (
        <span aria-hidden="true"> *</span>
      ) : (
        <span className={classes.optional}> ({optionalText})</span>
      )}
    </>
  )
  const textField = (field: TextField, text: string, required: boolean, autoComplete?: string) => {
    const phone = field === 'phone'
    return (
      <div className={classes.field}>
        <label htmlFor={`${id}-${field}`}>{label(text, required)}</label>
        <input
          type={phone ? 'tel' : 'text'}
          inputMode={phone ? props.phoneInputMode : undefined}
          autoComplete={autoComplete ? `${section} ${autoComplete}` : 'off'}
          aria-required={required || undefined}
          {...register(field)}
          {...a11y(field)}
        />
        {hints[field] && (
          <p id={hintId(field)} className={classes.hint}>
            {hints[field]}
          </p>
        )}
        {message(field)}
      </div>
    )
  }

  return (
    <>
      <div className={classes.field}>
        <label htmlFor={`${id}-gender`}>{label(t('form.gender'), false)}</label>
        <select autoComplete={`${section} honorific-prefix`} {...register('gender')} {...a11y('gender')}>
          <option value="">{t('form.genderNone')}</option>
          {GENDERS.map((gender) => (
            <option key={gender} value={gender}>
              {t(`form.genders.${gender}`)}
            </option>
          ))}
        </select>
        {message('gender')}
      </div>
      <div className={classes.row}>
        {textField('first_name', t('form.firstName'), true, 'given-name')}
        {textField('last_name', t('form.lastName'), true, 'family-name')}
      </div>
      {textField('company', t('form.company'), false, 'organization')}
      <div className={`${classes.row} ${classes.streetRow}`}>
        {textField('street', t('form.street'), true, 'address-line1')}
        {textField('house_number', t('form.houseNumber'), true)}
      </div>
      {textField('address_extra', t('form.addressExtra'), false, 'address-line2')}
      <div className={`${classes.row} ${classes.postcodeRow}`}>
        {textField('postcode', t('form.postcode'), true, 'postal-code')}
        {textField('city', t('form.city'), true, 'address-level2')}
      </div>
      <div className={classes.field}>
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
        {message('country')}
      </div>
      {textField('phone', t('form.phone'), false, 'tel')}
    </>
  )
}
