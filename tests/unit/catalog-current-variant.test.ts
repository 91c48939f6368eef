import { describe, expect, it } from 'vitest'
import { currentVariant } from '@/lib/catalog/rules/current-variant'
import { variant } from './catalog-fixtures'

const a = variant({ id: 11, referenceKey: '500100_01', cents: 2999, bvc: 1 })
const b = variant({ id: 12, referenceKey: '500100_02', cents: 1999, bvc: 2 })
const c = variant({ id: 13, referenceKey: '500100_03', cents: 999, bvc: 4 })
const d = variant({ id: 14, referenceKey: '500100_04', cents: 499, bvc: 3 })
const e = variant({ id: 15, referenceKey: '500100_05', cents: 1999, bvc: 1 })

describe('current variant (spec 01 §4)', () => {
  it.each([
    ['the query names a referenceKey', [a, b, c], '500100_01', a],
    ['the query names an id', [a, b, c], '11', a],
    ['the query names a sold-out variant', [a, b, c], '500100_03', c],
    ['the query is padded with spaces', [a, b, c], ' 500100_01 ', a],
    ['the query names no variant of the product: cheapest available', [a, b, c], '999999_01', b],
    ['no query: cheapest available, BVC 3 and 4 excluded', [a, b, c, d], null, b],
    ['empty query: cheapest available', [a, b, c, d], '', b],
    ['equal prices: the earlier one', [a, e, b], undefined, e],
    ['nothing available: the first variant', [c, d], null, c],
  ])('spec 01 §4: %s', (_case, variants, query, expected) => {
    expect(currentVariant(variants, query)).toBe(expected)
  })

  it('spec 01 §4: equal cheapest prices keep catalog order', () => {
    expect(currentVariant([b, e])).toBe(b)
    expect(currentVariant([e, b])).toBe(e)
  })

  it('spec 01 §4: a product without variants has no current variant', () => {
    expect(currentVariant([], 'x')).toBeUndefined()
  })
})
