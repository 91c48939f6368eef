import { describe, expect, it } from 'vitest'
import {
  ADDRESS_COUNTRIES,
  isAddressCountry,
  isValidPostcode,
  normalizePostcode,
} from '@/lib/account/rules/address'

describe('address countries', () => {
  it('are the markets’ countries, upper case', () => {
    expect([...ADDRESS_COUNTRIES].sort()).toEqual(['AT', 'BE', 'CH', 'DE', 'FR', 'NL'])
    expect(isAddressCountry('DE')).toBe(true)
    expect(isAddressCountry('de')).toBe(false)
    expect(isAddressCountry('LU')).toBe(false)
  })
})

describe('postcodes per country', () => {
  it.each([
    ['DE', '10115', true],
    ['DE', '01067', true],
    ['DE', '1011', false],
    ['DE', '101155', false],
    ['DE', '1011a', false],
    ['FR', '75001', true],
    ['FR', '7500', false],
    ['AT', '1010', true],
    ['AT', '10100', false],
    ['CH', '8001', true],
    ['CH', '800', false],
    ['BE', '1000', true],
    ['BE', '10000', false],
    ['NL', '1012 AB', true],
    ['NL', '1012AB', true],
    ['NL', '1012 ab', true],
    ['NL', ' 1012 AB ', true],
    ['NL', '0123 AB', false],
    ['NL', '1012  AB', false],
    ['NL', '1012 A', false],
    ['NL', '1012 SA', false],
    ['NL', '1012 SD', false],
    ['NL', '1012 SS', false],
    ['NL', '1012 SB', true],
    ['NL', '1012', false],
    ['LU', '1234', false],
    ['DE', '', false],
  ])('%s %j → %s', (country, postcode, valid) => {
    expect(isValidPostcode(country, postcode)).toBe(valid)
  })

  it('stores Dutch postcodes as 1234 AB and others trimmed', () => {
    expect(normalizePostcode('NL', '1012ab')).toBe('1012 AB')
    expect(normalizePostcode('NL', ' 1012 AB ')).toBe('1012 AB')
    expect(normalizePostcode('DE', ' 10115 ')).toBe('10115')
  })
})
