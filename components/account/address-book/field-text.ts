'use client'

/** The address form's checks (the shared zod schema) and its problems' texts. */
import { useCallback, useMemo } from 'react'
import type { FieldErrors, Resolver } from 'react-hook-form'
import { useTranslations } from 'next-intl'
import {
  ADDRESS_MAX_LENGTH,
  ADDRESS_MESSAGES,
  addressSchemaFor,
  type AddressFields,
  type AddressFormValues,
} from '@/lib/account/rules/address-fields'

/**
 * react-hook-form checks the form with the schema the route handlers use, for the market's countries:
 * each field's first issue is its error, its message a key of messages/{lang}/account.json.
 */
export function useAddressResolver(countries: readonly string[]) {
  return useMemo<Resolver<AddressFormValues, unknown, AddressFields>>(() => {
    const schema = addressSchemaFor(countries)
    return async (values) => {
      const result = schema.safeParse(values)
      if (result.success) return { values: result.data, errors: {} }
      const errors: Record<string, { type: string; message: string }> = {}
      for (const issue of result.error.issues) {
        const field = issue.path[0]
        if (typeof field === 'string' && !errors[field])
          errors[field] = { type: 'validate', message: issue.message }
      }
      return { values: {}, errors: errors as FieldErrors<AddressFormValues> }
    }
  }, [countries])
}

/** A field's message key as the shopper reads it, with its limits. */

export function useFieldText() {
  const t = useTranslations('account')
  return useCallback(
    (field: string, key: string | undefined): string | null => {
      if (key === undefined) return null
      const max = ADDRESS_MAX_LENGTH[field as keyof typeof ADDRESS_MAX_LENGTH] ?? 0
      // A key without a text (a server we are out of step with) still says what to do.
      return t.has(key) ? t(key, { max, min: 0 }) : t(ADDRESS_MESSAGES.invalid)
    },
    [t],
  )
}
