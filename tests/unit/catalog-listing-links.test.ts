import { describe, expect, it } from 'vitest'
import {
  canonicalListingQuery,
  changeListingQuery,
  hasListingQuery,
  listingHref,
  paginationItems,
  priceBands,
} from '@/lib/catalog/rules/listing/links'
import { parseListingParams } from '@/lib/catalog/rules/listing/params'

const q = (text: string) => new URLSearchParams(text)
const canonical = (text: string) => {
  const params = q(text)
  return canonicalListingQuery(parseListingParams(params).value, params).toString()
}

describe('listing parameters in the address (spec 01 §9)', () => {
  it.each([
    ['', false],
    ['?q=topf', false],
    ['?utm_source=mail', false],
    ['?page=2', true],
    ['?perPage=48', true],
    ['?sort=Price:asc', true],
    ['?farbe=rot', true],
    ['?brand=', true],
    ['?lieferzeit=abc', true],
    ['q=topf&sale=1', true],
  ])('spec 01 §9: %j carries listing parameters: %s', (search, expected) => {
    expect(hasListingQuery(search)).toBe(expected)
  })

  it.each([
    ['farbe=rot&page=2', 'farbe=rot&page=2'],
    ['page=2&farbe=rot&brand=7', 'brand=7&farbe=rot&page=2'],
    ['sort=Relevancy:desc', ''],
    ['sort=Price:asc', 'sort=Price%3Aasc'],
    ['sort=bogus&farbe=rot', 'farbe=rot'],
    ['page=abc&farbe=rot', 'farbe=rot'],
    ['page=0', ''],
    ['perPage=24', ''],
    ['perPage=500', 'perPage=96'],
    ['price=10-50', 'price=10-50'],
    ['price=50-10', ''],
    ['rating=9', ''],
    ['sale=1', 'sale=1'],
    ['sale=0', ''],
    ['q=topf&farbe=%3Cscript%3E', 'q=topf'],
    ['utm=x&farbe=rot', 'utm=x&farbe=rot'],
  ])('spec 01 §9: %s is shown as the clean query %j', (input, expected) => {
    expect(canonical(input)).toBe(expected)
  })

  it('spec 01 §9: a block default other than Relevancy keeps an explicit Relevancy sort', () => {
    const params = q('sort=Relevancy:desc')
    expect(canonicalListingQuery(parseListingParams(params).value, params, 'New:desc').get('sort')).toBe(
      'Relevancy:desc',
    )
  })
})

describe('listing links change one thing and go back to page 1', () => {
  it.each([
    ['farbe=rot&page=3', { kind: 'toggle', param: 'farbe', value: 'blau' }, 'farbe=rot&farbe=blau'],
    ['farbe=rot&farbe=blau', { kind: 'toggle', param: 'farbe', value: 'rot' }, 'farbe=blau'],
    ['rating=3', { kind: 'toggle', param: 'rating', value: '4' }, 'rating=4'],
    ['rating=4', { kind: 'toggle', param: 'rating', value: '4' }, ''],
    ['sale=1', { kind: 'toggle', param: 'sale', value: '1' }, ''],
    ['price=10-50', { kind: 'toggle', param: 'price', value: '50-' }, 'price=50-'],
    ['farbe=rot&farbe=blau&page=2', { kind: 'remove', param: 'farbe', value: 'rot' }, 'farbe=blau'],
    ['farbe=rot&brand=1', { kind: 'remove', param: 'farbe' }, 'brand=1'],
    ['q=topf&farbe=rot&sale=1&sort=Price:asc&page=4', { kind: 'reset' }, 'q=topf&sort=Price%3Aasc'],
    ['farbe=rot&page=4', { kind: 'sort', sort: 'Price:desc' }, 'farbe=rot&sort=Price%3Adesc'],
    ['sort=Price:desc', { kind: 'sort', sort: 'Relevancy:desc' }, ''],
    ['farbe=rot', { kind: 'page', page: 2 }, 'farbe=rot&page=2'],
    ['farbe=rot&page=2', { kind: 'page', page: 1 }, 'farbe=rot'],
  ] as const)('%s + %j → %j', (input, change, expected) => {
    expect(changeListingQuery(q(input), change).toString()).toBe(expected)
  })

  it('builds the address on the page path, without a dangling "?"', () => {
    expect(listingHref('/de/kueche/', q('page=2'), { kind: 'page', page: 1 })).toBe('/de/kueche/')
    expect(listingHref('/fr/cuisine/', q(''), { kind: 'page', page: 2 })).toBe('/fr/cuisine/?page=2')
  })
})

describe('page links (pagination without JavaScript)', () => {
  const show = (page: number, count: number) =>
    paginationItems(page, count)
      .map((i) => (i.kind === 'gap' ? '…' : i.current ? `[${i.page}]` : String(i.page)))
      .join(' ')
  it.each([
    [1, 0, ''],
    [1, 1, ''],
    [1, 2, '[1] 2'],
    [1, 5, '[1] 2 … 5'],
    [3, 5, '1 2 [3] 4 5'],
    [5, 10, '1 … 4 [5] 6 … 10'],
    [10, 10, '1 … 9 [10]'],
    [4, 10, '1 2 3 [4] 5 … 10'],
    [12, 10, '1 … 10'],
  ])('page %i of %i: %s', (page, count, expected) => {
    expect(show(page, count)).toBe(expected)
  })
})

describe('price bands of the price facet', () => {
  it.each([
    [null, []],
    [{ min: 1000, max: 1099 }, []],
    [{ min: 999, max: 1099 }, ['-10', '10-']],
    [{ min: 499, max: 8999 }, ['-20', '20-40', '40-60', '60-']],
    [{ min: 999, max: 4999 }, ['-20', '20-30', '30-40', '40-']],
    [{ min: 150, max: 650 }, ['-2', '2-4', '4-6', '6-']],
    [{ min: 1999, max: 24999 }, ['-50', '50-100', '100-150', '150-']],
  ] as const)('range %j (cents) → bands %j (whole units, at most 4)', (range, expected) => {
    expect(priceBands(range).map((b) => b.value)).toEqual(expected)
  })
})
