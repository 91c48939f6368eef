/**
 * The checkout form (issue 11 item 2): what it holds, how it is checked in the browser with the address
 * book's own schema (lib/account/rules/address-fields.ts, so browser and server name the same message
 * keys), and the placement body it becomes. Pure; the server checks everything again.
 */
import {
  ADDRESS_FIELD_ORDER,
  addressFormValues,
  addressSchemaFor,
  type AddressFields,
  type AddressFormValues,
  type AddressView,
} from '@/lib/account/rules/address-fields'
import type { PaymentCode } from '@/lib/config/payment'

/** An address on the form: an address book entry (its id as text) or 'new', with the typed fields. */
export interface CheckoutAddressValues {
  choice: string
  fields: AddressFormValues
}

export interface CheckoutFormValues {
  billing: CheckoutAddressValues
  differentShipping: boolean
  shipping: CheckoutAddressValues
  paymentMethod: PaymentCode | ''
  acceptTerms: boolean
}

export const NEW_ADDRESS = 'new'

/** Field path (`billing.fields.first_name`) → message key. */
export type CheckoutProblems = Record<string, string>

export const CHECKOUT_MESSAGES = {
  methodRequired: 'checkout.errors.paymentMethodRequired',
  acceptTerms: 'checkout.errors.acceptTerms',
} as const

export interface CheckoutPerson {
  firstName: string
  lastName: string
  gender: string | null
}

/** The form's start: the default address book entries, else a new address with the person's name. */
export function initialCheckoutValues(
  addresses: readonly AddressView[],
  person: CheckoutPerson | null,
  country: string,
): CheckoutFormValues {
  const preset = (kind: 'billing' | 'shipping'): CheckoutAddressValues => {
    const own =
      addresses.find((a) => a.kind === kind && a.is_default) ?? addresses.find((a) => a.kind === kind)
    const fields = addressFormValues(null, kind, country)
    if (person && kind === 'billing') {
      fields.first_name = person.firstName
      fields.last_name = person.lastName
      fields.gender = (person.gender ?? '') as AddressFormValues['gender']
    }
    return { choice: own ? String(own.id) : NEW_ADDRESS, fields }
  }
  return {
    billing: preset('billing'),
    differentShipping: false,
    shipping: preset('shipping'),
    paymentMethod: '',
    acceptTerms: false,
  }
}

function checkAddress(
  prefix: 'billing' | 'shipping',
  value: CheckoutAddressValues,
  countries: readonly string[],
  problems: CheckoutProblems,
): AddressFields | null {
  if (value.choice !== NEW_ADDRESS) return null
  const result = addressSchemaFor(countries).safeParse({ ...value.fields, kind: prefix, is_default: false })
  if (result.success) return result.data
  for (const issue of result.error.issues) {
    const path = `${prefix}.fields.${String(issue.path[0])}`
    problems[path] ??= issue.message
  }
  return null
}

/** The browser's check: every problem by field path, in no particular order. */
export function checkoutProblems(
  values: CheckoutFormValues,
  ctx: { countries: readonly string[]; needsMethod: boolean },
): CheckoutProblems {
  const problems: CheckoutProblems = {}
  checkAddress('billing', values.billing, ctx.countries, problems)
  if (values.differentShipping) checkAddress('shipping', values.shipping, ctx.countries, problems)
  if (ctx.needsMethod && !values.paymentMethod) problems.paymentMethod = CHECKOUT_MESSAGES.methodRequired
  if (!values.acceptTerms) problems.acceptTerms = CHECKOUT_MESSAGES.acceptTerms
  return problems
}

/** The placement body's address: an address book id, or the typed fields without kind and default. */
export function addressInput(
  value: CheckoutAddressValues,
  countries: readonly string[],
): { addressId: number } | Record<string, string | null> {
  if (value.choice !== NEW_ADDRESS) return { addressId: Number(value.choice) }
  const parsed = addressSchemaFor(countries).parse({ ...value.fields, kind: 'billing', is_default: false })
  return Object.fromEntries(
    Object.entries(parsed).filter(([field]) => field !== 'kind' && field !== 'is_default'),
  ) as Record<string, string | null>
}

/** A server field (`body.billingAddress.postcode`) as the form's path (`billing.fields.postcode`). */
export function formPathOf(serverField: string): string | null {
  const parts = serverField.split('.')
  if (parts[0] !== 'body') return null
  const [, top, field] = parts
  if (top === 'billingAddress' || top === 'shippingAddress') {
    const prefix = top === 'billingAddress' ? 'billing' : 'shipping'
    return field === 'addressId' || !field ? `${prefix}.choice` : `${prefix}.fields.${field}`
  }
  if (top === 'paymentMethod' || top === 'acceptTerms') return top
  if (top === 'voucherCode' || top === 'giftCard') return top
  return null
}

/** The order the form shows its fields in: focus goes to the first with a problem. */
export const CHECKOUT_FIELD_ORDER = [
  'billing.choice',
  ...ADDRESS_FIELD_ORDER.map((f) => `billing.fields.${f}`),
  'shipping.choice',
  ...ADDRESS_FIELD_ORDER.map((f) => `shipping.fields.${f}`),
  'voucherCode',
  'giftCard',
  'paymentMethod',
  'acceptTerms',
]
