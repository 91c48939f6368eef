'use client'

/**
 * One address of the checkout (issue 11 item 2), billing or shipping: for a customer the address book's
 * entries to choose from or a new one, for a guest the fields to type. Labels and problems as in the
 * address book (components/account/address-book), each problem tied to its field and announced.
 */
import { useId } from 'react'
import { useFormContext, useWatch } from 'react-hook-form'
import { useTranslations } from 'next-intl'
import { streetLine, type AddressView } from '@/lib/account/rules/address-fields'
import { NEW_ADDRESS, type CheckoutFormValues } from '@/lib/checkout/rules/checkout-form'
import { GENDERS } from '@/lib/newsletter/rules/salutation'
import { useFieldText } from '@/components/account/address-book/field-text'
import styles from './checkout.module.css'

type Prefix = 'billing' | 'shipping'
type TextField =
  | 'first_name'
  | 'last_name'
  | 'company'
  | 'street'
  | 'house_number'
  | 'address_extra'
  | 'postcode'
  | 'city'
  | 'phone'

interface Props {
  prefix: Prefix
  addresses: readonly AddressView[]
  countries: readonly string[]
  /** The message key of a problem by field path (the form's and the server's). */
  problem: (path: string) => string | undefined
}

export function AddressFieldset({ prefix, addresses, countries, problem }: Props) {
  const t = useTranslations('account.addresses')
  const tc = useTranslations('checkout')
  const root = useTranslations()
  const fieldText = useFieldText()
  const id = useId()
  const { register } = useFormContext<CheckoutFormValues>()
  const choice = useWatch<CheckoutFormValues>({ name: `${prefix}.choice` })
  const section = prefix === 'billing' ? 'billing' : 'shipping'

  const errorId = (field: string) => `${id}-${field}-error`
  const message = (field: string) => {
    const key = problem(`${prefix}.fields.${field}`)
    // The order's own refusals (checkout.errors.*) read from the root; the address schema's from account.
    const text =
      key === undefined
        ? null
        : key.startsWith('checkout.') && root.has(key)
          ? root(key)
          : fieldText(field, key)
    return text === null ? null : (
      <p id={errorId(field)} className={styles.error}>
        {text}
      </p>
    )
  }
  const a11y = (field: string) => {
    const bad = problem(`${prefix}.fields.${field}`) !== undefined
    return {
      id: `${id}-${field}`,
      ...(bad && { 'aria-invalid': true as const, 'aria-describedby': errorId(field) }),
    }
  }
  const label = (text: string, required: boolean) => (
    <>
      {text}
      {required ? (
        <span aria-hidden="true"> *</span>
      ) : (
        <span className={styles.optional}> ({tc('address.optional')})</span>
      )}
    </>
  )
  const textField = (
    field: TextField,
    text: string,
    required: boolean,
    autoComplete?: string,
    type = 'text',
  ) => (
    <div className={styles.field}>
      <label htmlFor={`${id}-${field}`}>{label(text, required)}</label>
      <input
        type={type}
        autoComplete={autoComplete ? `${section} ${autoComplete}` : 'off'}
        aria-required={required || undefined}
        {...register(`${prefix}.fields.${field}`)}
        {...a11y(field)}
      />
      {message(field)}
    </div>
  )

  return (
    <div className={styles.address}>
      {addresses.length > 0 && (
        <fieldset className={styles.choices}>
          <legend className={styles.visuallyHidden}>{tc('address.choose')}</legend>
          {addresses.map((a) => (
            <label key={a.id} className={styles.choiceCard}>
              <input type="radio" value={String(a.id)} {...register(`${prefix}.choice`)} />
              <span>
                <strong>
                  {a.first_name} {a.last_name}
                </strong>
                <br />
                {a.company && (
                  <>
                    {a.company}
                    <br />
                  </>
                )}
                {streetLine(a)}, {a.postcode} {a.city}
              </span>
            </label>
          ))}
          <label className={styles.choiceCard}>
            <input type="radio" value={NEW_ADDRESS} {...register(`${prefix}.choice`)} />
            <span>{tc('address.newAddress')}</span>
          </label>
        </fieldset>
      )}
      {choice === NEW_ADDRESS && (
        <div className={styles.fields}>
          <div className={styles.field}>
            <label htmlFor={`${id}-gender`}>{label(t('form.gender'), false)}</label>
            <select
              autoComplete={`${section} honorific-prefix`}
              {...register(`${prefix}.fields.gender`)}
              {...a11y('gender')}
            >
              <option value="">{t('form.genderNone')}</option>
              {GENDERS.map((gender) => (
                <option key={gender} value={gender}>
                  {t(`form.genders.${gender}`)}
                </option>
              ))}
            </select>
            {message('gender')}
          </div>
          <div className={styles.row}>
            {textField('first_name', t('form.firstName'), true, 'given-name')}
            {textField('last_name', t('form.lastName'), true, 'family-name')}
          </div>
          {textField('company', t('form.company'), false, 'organization')}
          <div className={`${styles.row} ${styles.streetRow}`}>
            {textField('street', t('form.street'), true, 'address-line1')}
            {textField('house_number', t('form.houseNumber'), true)}
          </div>
          {textField('address_extra', t('form.addressExtra'), false, 'address-line2')}
          <div className={`${styles.row} ${styles.postcodeRow}`}>
            {textField('postcode', t('form.postcode'), true, 'postal-code')}
            {textField('city', t('form.city'), true, 'address-level2')}
          </div>
          <div className={styles.field}>
            <label htmlFor={`${id}-country`}>{label(t('form.country'), true)}</label>
            <select
              autoComplete={`${section} country`}
              aria-required
              {...register(`${prefix}.fields.country`)}
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
          {textField('phone', t('form.phone'), false, 'tel', 'tel')}
        </div>
      )}
    </div>
  )
}
