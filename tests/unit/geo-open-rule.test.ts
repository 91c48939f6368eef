import { describe, expect, it } from 'vitest'
import { countryChoiceCookie, storedCountryChoice, takeChoiceFromSearch } from '@/lib/geo/rules/choice-cookie'
import { normaliseCountry } from '@/lib/geo/rules/country'
import { countryPickerDecision, type PickerFacts } from '@/lib/geo/rules/open-rule'

// Spec 02 §2 "Country picker overlay": the visitor's country comes from an IP lookup, the shop's is the
// second part of the locale; it opens only if the visitor is not a crawler, has not already selected a
// country, and the two countries differ.
const visitor: PickerFacts = { crawler: false, storedChoice: null, visitorCountry: 'ch', shopCountry: 'de' }

describe('when the country picker opens', () => {
  it.each<[string, Partial<PickerFacts>, ReturnType<typeof countryPickerDecision>]>([
    ['a Swiss visitor on de-de', {}, { open: true, detected: 'ch' }],
    ['an upper-case lookup answer', { visitorCountry: 'CH' }, { open: true, detected: 'ch' }],
    ['a visitor from a country without a shop', { visitorCountry: 'us' }, { open: true, detected: 'us' }],
    ['a crawler', { crawler: true }, { open: false, reason: 'crawler' }],
    ['a crawler who once chose', { crawler: true, storedChoice: 'de' }, { open: false, reason: 'crawler' }],
    ['a visitor who chose this shop', { storedChoice: 'de' }, { open: false, reason: 'chosen' }],
    ['a visitor who chose another shop', { storedChoice: 'at' }, { open: false, reason: 'chosen' }],
    ['a stored choice that is no country', { storedChoice: 'zz' }, { open: true, detected: 'ch' }],
    [
      'an unknown country (test address)',
      { visitorCountry: null },
      { open: false, reason: 'unknown-country' },
    ],
    ["Cloudflare's XX", { visitorCountry: 'XX' }, { open: false, reason: 'unknown-country' }],
    ['a Tor exit (T1)', { visitorCountry: 'T1' }, { open: false, reason: 'unknown-country' }],
    ['a German visitor on de-de', { visitorCountry: 'de' }, { open: false, reason: 'same-country' }],
    ['a Swiss visitor on fr-ch', { shopCountry: 'ch' }, { open: false, reason: 'same-country' }],
    [
      'a Belgian visitor on nl-nl',
      { visitorCountry: 'be', shopCountry: 'nl' },
      { open: true, detected: 'be' },
    ],
  ])('%s', (_, facts, decision) => {
    expect(countryPickerDecision({ ...visitor, ...facts })).toEqual(decision)
  })
})

describe('country codes', () => {
  it.each([
    ['ch', 'ch'],
    [' DE ', 'de'],
    ['xx', null],
    ['EU', null],
    ['che', null],
    ['', null],
    [undefined, null],
    [42, null],
  ])('%j → %j', (value, code) => {
    expect(normaliseCountry(value)).toBe(code)
  })
})

// "Choosing a country stores the choice": cookie shop-country, 365 days, SameSite=Lax.
describe('the stored choice', () => {
  it.each([
    ['shop-country=ch', 'ch'],
    ['sid=abc; shop-country=at; NEXT_LOCALE=de', 'at'],
    ['my-shop-country=ch', null],
    ['shop-country=', null],
    ['shop-country=%E0%A4%A', null],
    ['', null],
    [null, null],
  ])('%j → %j', (header, choice) => {
    expect(storedCountryChoice(header)).toBe(choice)
  })

  it('is a year-long, Lax cookie for the whole site, Secure over https', () => {
    expect(countryChoiceCookie('ch', { secure: false })).toBe(
      'shop-country=ch; Path=/; Max-Age=31536000; SameSite=Lax',
    )
    expect(countryChoiceCookie('ch', { secure: true })).toMatch(/; Secure$/)
  })

  it.each([
    ['?shop-country=ch', 'ch', ''],
    ['?q=topf&shop-country=ch&page=2', 'ch', '?q=topf&page=2'],
    ['?shop-country=nowhere&q=1', null, '?q=1'],
    ['?q=1', null, '?q=1'],
    ['', null, ''],
  ])('the hand-over in %j is %j, leaving %j', (search, choice, rest) => {
    expect(takeChoiceFromSearch(search)).toEqual({ choice, search: rest })
  })
})
