import { describe, expect, it } from 'vitest'
import de from '@/messages/de/account.json'
import {
  ADDRESS_MAX_LENGTH,
  addressFormValues,
  addressIdParams,
  addressSchema,
  addressSchemaFor,
  marketAddressCountries,
  streetLine,
  type AddressView,
} from '@/lib/account/rules/address-fields'
import { MARKET_DEFINITIONS } from '@/lib/config/markets'

// The address book's form (issue 10 item 2): names of spec 02 §5, postcodes per country, the market's countries.
const address = {
  kind: 'shipping',
  gender: 'f',
  first_name: 'Ada',
  last_name: 'Lovelace',
  company: '',
  street: 'Hauptstraße',
  house_number: '12a',
  address_extra: '',
  postcode: '10115',
  city: 'Berlin',
  country: 'DE',
  phone: '',
}

/** The first message per field, or {} when the values pass. */
const errorsOf = (values: unknown, schema = addressSchema) =>
  Object.fromEntries(
    (schema.safeParse(values).error?.issues ?? []).reverse().map((i) => [i.path[0], i.message]),
  )

/** A message key's text in German, so every key the rules emit exists. */
const textOf = (key: string) =>
  key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], de)

describe('address postcodes per country (lib/account/rules/address.ts)', () => {
  it.each([
    ['DE', '10115', undefined],
    ['DE', ' 01067 ', undefined],
    ['DE', '1011', 'addresses.validation.postcode.DE'],
    ['DE', '1011a', 'addresses.validation.postcode.DE'],
    ['AT', '1010', undefined],
    ['AT', '10100', 'addresses.validation.postcode.AT'],
    ['CH', '8001', undefined],
    ['CH', '800', 'addresses.validation.postcode.CH'],
    ['BE', '1000', undefined],
    ['BE', '10000', 'addresses.validation.postcode.BE'],
    ['NL', '1012 AB', undefined],
    ['NL', '1012ab', undefined],
    ['NL', '1012 SS', 'addresses.validation.postcode.NL'],
    ['NL', '0123 AB', 'addresses.validation.postcode.NL'],
    ['FR', '75001', undefined],
    ['FR', '7500', 'addresses.validation.postcode.FR'],
    ['DE', '', 'generic.validation.required'],
    ['DE', '   ', 'generic.validation.required'],
  ])('%s %j → %s', (country, postcode, key) => {
    expect(errorsOf({ ...address, country, postcode }).postcode).toBe(key)
    if (key) expect(typeof textOf(key)).toBe('string')
  })

  it('stores Dutch postcodes upper case with one space, others trimmed', () => {
    expect(addressSchema.parse({ ...address, country: 'NL', postcode: '1012ab' }).postcode).toBe('1012 AB')
    expect(addressSchema.parse({ ...address, postcode: ' 10115 ' }).postcode).toBe('10115')
  })

  it('reports the postcode together with the other fields’ problems', () => {
    expect(errorsOf({ ...address, street: ' ', postcode: '1' })).toEqual({
      street: 'generic.validation.required',
      postcode: 'addresses.validation.postcode.DE',
    })
  })

  it('checks no postcode against a country it does not deliver to', () => {
    expect(errorsOf({ ...address, country: 'LU', postcode: '1234' })).toEqual({
      country: 'addresses.validation.country',
    })
  })
})

describe('address names (spec 02 §5 Names)', () => {
  it.each([
    ['Jürgen', undefined],
    ['Dr. Weiß-Müller', undefined],
    ['  Élodie  ', undefined],
    ['', 'generic.error.name.required'],
    ['   ', 'generic.error.name.required'],
    ['Anna1', 'generic.validation.name'],
    ["O'Brien", 'generic.validation.name'],
    ['x'.repeat(ADDRESS_MAX_LENGTH.first_name), undefined],
    ['x'.repeat(ADDRESS_MAX_LENGTH.first_name + 1), 'generic.validation.maxLength'],
  ])('%j → %s', (name, key) => {
    expect(errorsOf({ ...address, first_name: name }).first_name).toBe(key)
    expect(errorsOf({ ...address, last_name: name }).last_name).toBe(key)
  })
})

describe('address fields', () => {
  it('trims, and turns blank optional fields into null', () => {
    expect(
      addressSchema.parse({ ...address, first_name: ' Ada ', company: '  ', gender: '', phone: undefined }),
    ).toEqual({
      ...address,
      gender: null,
      company: null,
      address_extra: null,
      phone: null,
      is_default: false,
    })
  })

  it.each([
    ['kind', 'home', 'addresses.validation.invalid'],
    ['gender', 'x', 'addresses.validation.invalid'],
    ['gender', null, undefined],
    ['street', '', 'generic.validation.required'],
    ['street', 'x'.repeat(61), 'generic.validation.maxLength'],
    ['house_number', '12345678901', 'generic.validation.maxLength'],
    ['city', undefined, 'generic.validation.required'],
    ['company', 'x'.repeat(61), 'generic.validation.maxLength'],
    ['phone', '+49 (0)30 / 123-456', undefined],
    ['phone', '0123', 'addresses.validation.phone'],
    ['phone', 'ruf an', 'addresses.validation.phone'],
    ['country', 'de', 'addresses.validation.country'],
    ['is_default', 'yes', 'addresses.validation.invalid'],
  ])('%s %j → %s', (field, value, key) => {
    expect(errorsOf({ ...address, [field]: value })[field]).toBe(key)
    if (key) expect(typeof textOf(key)).toBe('string')
  })

  it('takes an address id of digits only', () => {
    expect(addressIdParams.parse({ id: '42' })).toEqual({ id: 42 })
    for (const id of ['0', '-1', '1.5', 'abc', '12345678901'])
      expect(addressIdParams.safeParse({ id }).success).toBe(false)
  })
})

describe('the countries a market delivers to', () => {
  it.each([
    ['de-de', ['DE']],
    ['de-at', ['AT']],
    ['de-ch', ['CH']],
    ['fr-ch', ['CH']],
    ['fr-be', ['BE']],
    ['nl-be', ['BE']],
    ['nl-nl', ['NL']],
    ['fr-fr', ['FR']],
  ])('%s → %j', (code, countries) => {
    const market = MARKET_DEFINITIONS.find((m) => m.code === code)!
    expect(marketAddressCountries(market)).toEqual(countries)
  })

  it("refuses another market's country in a market's form", () => {
    const swiss = addressSchemaFor(['CH'])
    expect(errorsOf({ ...address, country: 'CH', postcode: '8001' }, swiss)).toEqual({})
    expect(errorsOf(address, swiss)).toEqual({ country: 'addresses.validation.country' })
  })
})

describe('address display and form values', () => {
  const view: AddressView = { ...addressSchema.parse(address), id: 7, is_default: true }

  it('writes the street line as the country does', () => {
    expect(streetLine(view)).toBe('Hauptstraße 12a')
    expect(streetLine({ ...view, country: 'FR', street: 'rue de la Paix', house_number: '12' })).toBe(
      '12 rue de la Paix',
    )
  })

  it('fills the form from an address and starts a new one empty', () => {
    expect(addressFormValues(view, 'billing', 'DE')).toEqual({ ...address, is_default: true })
    expect(addressFormValues(null, 'billing', 'CH')).toMatchObject({
      kind: 'billing',
      country: 'CH',
      street: '',
    })
    // What the form sends back parses to the same address.
    expect(addressSchema.parse(addressFormValues(view, 'billing', 'DE'))).toEqual({
      ...addressSchema.parse(address),
      is_default: true,
    })
  })
})
