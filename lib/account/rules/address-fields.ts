/**
 * The address book's form (issue 10 item 2; spec 02 §3 gender, §5 names and generic messages): the
 * fields of an address as one zod/mini schema the form and the route handlers share, the countries a
 * market delivers to, the limit per customer, and how an address reads. Every issue's message is a key of
 * messages/{lang}/account.json.
 */
import * as z from 'zod/mini'
import { GENDERS } from '@/lib/newsletter/rules/salutation'
import { ADDRESS_COUNTRIES, isValidPostcode, normalizePostcode } from './address'
import { nameSchema } from './fields'
import { GENERIC_MESSAGES } from './generic-messages'

export const ADDRESS_KINDS = ['billing', 'shipping'] as const
export type AddressKind = (typeof ADDRESS_KINDS)[number]
export type AddressCountry = (typeof ADDRESS_COUNTRIES)[number]

/** Enough for home, work, parents and a few gift recipients; more is a mistake or a script. */
export const MAX_ADDRESSES_PER_CUSTOMER = 30

/** Longest input per field, in characters: what a parcel label and an invoice window hold. */
export const ADDRESS_MAX_LENGTH = {
  first_name: 50,
  last_name: 50,
  company: 60,
  street: 60,
  house_number: 10,
  address_extra: 60,
  postcode: 10,
  city: 50,
  phone: 30,
} as const
type LimitedField = keyof typeof ADDRESS_MAX_LENGTH

export const ADDRESS_MESSAGES = {
  required: GENERIC_MESSAGES.required,
  maxLength: GENERIC_MESSAGES.maxLength,
  invalid: 'addresses.validation.invalid',
  country: 'addresses.validation.country',
  phone: 'addresses.validation.phone',
} as const
/** Each country's postcode shape has its own text with an example (lib/account/rules/address.ts). */
export const postcodeMessage = (country: AddressCountry) =>
  `addresses.validation.postcode.${country}` as const

/**
 * The countries a market's addresses may name. Each market is a country shop that delivers within its
 * country (spec 02 §1 country picker: a shopper elsewhere switches shops), and billing follows the same
 * shop: de-de → DE, de-at → AT, de-ch and fr-ch → CH, fr-be and nl-be → BE, nl-nl → NL, fr-fr → FR. A
 * market that later ships abroad lists its further countries here.
 */
const EXTRA_COUNTRIES: Readonly<Record<string, readonly AddressCountry[]>> = {}

export function marketAddressCountries(market: { code: string; country: string }): AddressCountry[] {
  const own = market.country.toUpperCase() as AddressCountry
  return [...new Set([own, ...(EXTRA_COUNTRIES[market.code] ?? [])])].filter((c) =>
    (ADDRESS_COUNTRIES as readonly string[]).includes(c),
  )
}

// Phone numbers as people type them: digits, an optional leading +, spaces, slashes, dashes, brackets.
const PHONE_PATTERN = /^\+?[\d\s/()-]+$/
const PHONE_MIN_DIGITS = 5

const tooLong = (field: LimitedField) =>
  z.refine<string>((value) => [...value.trim()].length <= ADDRESS_MAX_LENGTH[field], {
    error: ADDRESS_MESSAGES.maxLength,
  })

/** A required text: blanks alone are missing (spec 02 §5), the value is trimmed. */
const requiredText = (field: LimitedField) =>
  z.pipe(
    z.string({ error: ADDRESS_MESSAGES.required }).check(
      z.refine((value) => value.trim() !== '', { error: ADDRESS_MESSAGES.required }),
      tooLong(field),
    ),
    z.transform((value: string) => value.trim()),
  )

/** An optional text: missing, null and blanks are all "not given" (null), else trimmed. */
const optionalText = (field: LimitedField, valid?: (value: string) => boolean, error?: string) =>
  z.pipe(
    z.optional(
      z.nullable(
        z.string({ error: ADDRESS_MESSAGES.invalid }).check(
          tooLong(field),
          z.refine((value: string) => !valid || value.trim() === '' || valid(value.trim()), { error }),
        ),
      ),
    ),
    z.transform((value: string | null | undefined) => (value?.trim() ? value.trim() : null)),
  )

const isPhone = (value: string) =>
  PHONE_PATTERN.test(value) && value.replace(/\D/g, '').length >= PHONE_MIN_DIGITS

/** The salutation of spec 02 §3 (m, f, d, n), optional on an address: '' or null is none. */
const genderSchema = z.pipe(
  z.optional(z.nullable(z.union([z.enum(GENDERS), z.literal('')], { error: ADDRESS_MESSAGES.invalid }))),
  z.transform((value) => (value ? value : null)),
)

const hasPostcodeAndCountry = (value: unknown) =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as { postcode?: unknown }).postcode === 'string' &&
  typeof (value as { country?: unknown }).country === 'string'

/**
 * An address as the form and POST / PATCH send it, for a market delivering to `countries`. The parsed
 * value is trimmed, optional fields are null when not given, the postcode is in its stored form. The
 * postcode is checked against the chosen country once that is valid, so a wrong country is told once.
 */
export function addressSchemaFor(countries: readonly string[]) {
  const isCountry = (value: unknown): value is AddressCountry =>
    typeof value === 'string' && countries.includes(value)
  return z.pipe(
    z
      .object({
        kind: z.enum(ADDRESS_KINDS, { error: ADDRESS_MESSAGES.invalid }),
        gender: genderSchema,
        first_name: z.pipe(nameSchema, z.string().check(tooLong('first_name'))),
        last_name: z.pipe(nameSchema, z.string().check(tooLong('last_name'))),
        company: optionalText('company'),
        street: requiredText('street'),
        house_number: requiredText('house_number'),
        address_extra: optionalText('address_extra'),
        postcode: requiredText('postcode'),
        city: requiredText('city'),
        country: z
          .string({ error: ADDRESS_MESSAGES.country })
          .check(z.refine(isCountry, { error: ADDRESS_MESSAGES.country })),
        phone: optionalText('phone', isPhone, ADDRESS_MESSAGES.phone),
        /** Make this address its kind's default (false changes nothing: a kind always keeps one). */
        is_default: z.optional(z.boolean({ error: ADDRESS_MESSAGES.invalid })),
      })
      .check(
        z.superRefine(
          (address, ctx) => {
            const { country, postcode } = address
            if (!isCountry(country) || postcode.trim() === '' || isValidPostcode(country, postcode)) return
            ctx.addIssue({
              code: 'custom',
              path: ['postcode'],
              message: postcodeMessage(country),
              input: postcode,
            })
          },
          // Also when other fields failed: the shopper learns every problem of the form at once.
          { when: ({ value }) => hasPostcodeAndCountry(value) },
        ),
      ),
    z.transform((address) => ({
      ...address,
      country: address.country as AddressCountry,
      postcode: normalizePostcode(address.country, address.postcode),
      is_default: address.is_default ?? false,
    })),
  )
}

/** Every market's countries: what the database allows; route handlers add the market's own limit. */
export const addressSchema = addressSchemaFor(ADDRESS_COUNTRIES)
export type AddressFields = z.output<typeof addressSchema>
/** What the form holds and sends: every field a string (an empty one is "not given"). */
export interface AddressFormValues {
  kind: AddressKind
  gender: '' | (typeof GENDERS)[number]
  first_name: string
  last_name: string
  company: string
  street: string
  house_number: string
  address_extra: string
  postcode: string
  city: string
  country: string
  phone: string
  is_default: boolean
}

/**
 * The address's own fields in the order the forms show them (address book, checkout): a form moves
 * focus to the first of them with a problem.
 */
export const ADDRESS_FIELD_ORDER = [
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
] as const satisfies readonly (keyof AddressFormValues)[]
export type AddressFieldName = (typeof ADDRESS_FIELD_ORDER)[number]

/** An address as the API answers it: the form's fields, its id and whether it is its kind's default. */
export interface AddressView extends Omit<AddressFields, 'is_default'> {
  id: number
  is_default: boolean
}

/** The form's values for an address being edited, or a new one of `kind` in `country`. */
export function addressFormValues(
  address: AddressView | null,
  kind: AddressKind,
  country: string,
): AddressFormValues {
  if (!address)
    return {
      kind,
      gender: '',
      first_name: '',
      last_name: '',
      company: '',
      street: '',
      house_number: '',
      address_extra: '',
      postcode: '',
      city: '',
      country,
      phone: '',
      is_default: false,
    }
  return {
    kind: address.kind,
    gender: address.gender ?? '',
    first_name: address.first_name,
    last_name: address.last_name,
    company: address.company ?? '',
    street: address.street,
    house_number: address.house_number,
    address_extra: address.address_extra ?? '',
    postcode: address.postcode,
    city: address.city,
    country: address.country,
    phone: address.phone ?? '',
    is_default: address.is_default,
  }
}

/** The street line as the country writes it: "12 rue de la Paix" in France, "Hauptstraße 12" elsewhere. */
export function streetLine(address: Pick<AddressView, 'street' | 'house_number' | 'country'>): string {
  return address.country === 'FR'
    ? `${address.house_number} ${address.street}`
    : `${address.street} ${address.house_number}`
}

/** The `[id]` of /api/user/addresses/[id]/: a positive serial, anything else a 400 naming params.id. */
export const addressIdParams = z.object({
  id: z.pipe(
    z
      .string({ error: ADDRESS_MESSAGES.invalid })
      .check(z.regex(/^[1-9]\d{0,8}$/, { error: ADDRESS_MESSAGES.invalid })),
    z.transform(Number),
  ),
})
