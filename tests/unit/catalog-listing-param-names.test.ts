// The listing's parameter names (lib/catalog/rules/listing/param-names.ts) are a copy of the filter
// table's, kept apart so the header's language switch does not ship the table (spec 01 §9 filters).
import { describe, expect, it } from 'vitest'
import { FILTER_PARAMS } from '@/lib/catalog/rules/listing/filters'
import { FILTER_PARAM_NAMES, hasListingQuery, isListingParam } from '@/lib/catalog/rules/listing/param-names'

describe('listing parameter names (spec 01 §9)', () => {
  it('are exactly the filter table’s parameters, in its order', () => {
    expect(FILTER_PARAM_NAMES).toEqual(FILTER_PARAMS)
  })

  it.each([
    ['page', true],
    ['sort', true],
    ['farbe', true],
    ['akku', true],
    ['variant', false],
    ['q', false],
  ])('%s is a listing parameter: %s', (name, expected) => {
    expect(isListingParam(name)).toBe(expected)
  })

  it.each([
    ['?farbe=', true],
    ['page=2', true],
    ['?utm_source=x', false],
    ['', false],
  ])('%j carries a listing parameter: %s', (search, expected) => {
    expect(hasListingQuery(search)).toBe(expected)
  })
})
