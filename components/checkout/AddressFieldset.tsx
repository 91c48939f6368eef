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
import { useFieldText } from '@/components/account/address-book/field-text'
import { AddressFieldGroup } from '@/components/forms/AddressFieldGroup'
import styles from './checkout.module.css'

type Prefix = 'billing' | 'shipping'

interface Props {
  prefix: Prefix
  addresses: readonly AddressView[]
  countries: readonly string[]
  /** The message key of a problem by field path (the form's and the server's). */
  problem: (path: string) => string | undefined
}

export function AddressFieldset({ prefix, addresses, countries, problem }: Props) {
  const tc = useTranslations('checkout')
  const root = useTranslations()
  const fieldText = useFieldText()
  const id = useId()
  const { register } = useFormContext<CheckoutFormValues>()
  const choice = useWatch<CheckoutFormValues>({ name: `${prefix}.choice` })

  const text = (field: string) => {
    const key = problem(`${prefix}.fields.${field}`)
    // The order's own refusals (checkout.errors.*) read from the root; the address schema's from account.
    if (key === undefined) return null
    return key.startsWith('checkout.') && root.has(key) ? root(key) : fieldText(field, key)
  }

  return (
    <div className={styles.address}>
      {addresses.length > 0 && (
        <fieldset className={styles.choices}>
          <legend className="visually-hidden">{tc('address.choose')}</legend>
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
          <AddressFieldGroup
            id={id}
            section={prefix}
            countries={countries}
            register={(field) => register(`${prefix}.fields.${field}`)}
            problem={text}
            optionalText={tc('address.optional')}
            classes={styles}
          />
        </div>
      )}
    </div>
  )
}
