import { describe, expect, it } from 'vitest'
import { FILTER_PARAMS, FILTERS, filterDefinition } from '@/lib/catalog/rules/listing/filters'
import { appliedFilters, parseListingParams } from '@/lib/catalog/rules/listing/params'
import { DEFAULT_SORT, SORT_OPTIONS } from '@/lib/catalog/rules/listing/sort'

/** Listing URL parameters (spec 01 §9: filter whitelist, default sort Relevancy:desc). */
const parse = (search: string) => parseListingParams(new URLSearchParams(search))

describe('the filter whitelist (spec 01 §9)', () => {
  it('is one list of distinct URL parameters, none reserved by the listing itself', () => {
    expect(new Set(FILTER_PARAMS).size).toBe(FILTERS.length)
    for (const reserved of ['page', 'perPage', 'sort', 'locale', 'q', 'category']) {
      expect(FILTER_PARAMS).not.toContain(reserved)
    }
  })

  it.each([
    ['brand', 'brand', true],
    ['farbe', 'attribute', true],
    ['masse', 'attribute', true],
    ['kategorie', 'category', true],
    ['price', 'price', false],
    ['rating', 'rating', false],
    ['sale', 'boolean', false],
    ['personalisiert', 'boolean', false],
    ['lieferzeit', 'threshold', false],
  ])('%s is a %s filter (multi %s)', (param, kind, multi) => {
    expect(filterDefinition(param)).toMatchObject({ kind, multi })
  })

  it('offers the sort options of spec 01 §9 with Relevancy:desc as default', () => {
    expect(DEFAULT_SORT).toBe('Relevancy:desc')
    expect(SORT_OPTIONS).toEqual([
      'Relevancy:desc',
      'Price:asc',
      'Price:desc',
      'New:desc',
      'Rating:desc',
      'Sale:desc',
      'Name:asc',
    ])
  })
})

describe('parseListingParams', () => {
  it('defaults: first page of 24, relevancy, no filters', () => {
    expect(parse('')).toEqual({
      value: { filters: [], sort: 'Relevancy:desc', page: 1, perPage: 24 },
      problems: [],
    })
  })

  it('reads each kind of filter', () => {
    const { value, problems } = parse(
      'farbe=rot&farbe=blau&farbe=rot&sale=1&new=true&freeShipping=0&price=10-50&rating=4&lieferzeit=7&kategorie=1002&dimAlterGeeignetAb=ab+6+Monaten&doppelgroesse=50%2F56',
    )
    expect(problems).toEqual([])
    expect(value.filters).toEqual([
      { param: 'kategorie', kind: 'token', values: ['1002'] },
      { param: 'farbe', kind: 'token', values: ['rot', 'blau'] },
      { param: 'price', kind: 'price', min: 1000, max: 5000 },
      { param: 'rating', kind: 'threshold', value: 4 },
      { param: 'sale', kind: 'boolean' },
      { param: 'new', kind: 'boolean' },
      { param: 'lieferzeit', kind: 'threshold', value: 7 },
      { param: 'doppelgroesse', kind: 'token', values: ['50/56'] },
      { param: 'dimAlterGeeignetAb', kind: 'token', values: ['ab 6 Monaten'] },
    ])
  })

  it.each([
    ['price=10-', { min: 1000, max: null }],
    ['price=-50', { min: null, max: 5000 }],
    ['price=0-0', { min: 0, max: 0 }],
  ])('reads the open price range %s in whole units as cents', (search, range) => {
    expect(parse(search).value.filters).toEqual([{ param: 'price', kind: 'price', ...range }])
  })

  it('ignores unknown parameters and empty values', () => {
    expect(parse('utm_source=x&foo=bar&farbe=&sale=&q=sofa&locale=de')).toEqual({
      value: { filters: [], sort: 'Relevancy:desc', page: 1, perPage: 24 },
      problems: [],
    })
  })

  it('caps the page size at 96 without a problem', () => {
    expect(parse('perPage=500')).toMatchObject({ value: { perPage: 96 }, problems: [] })
    expect(parse('perPage=96')).toMatchObject({ value: { perPage: 96 }, problems: [] })
  })

  it.each([
    ['price=abc', 'query.price'],
    ['price=50-10', 'query.price'],
    ['price=-', 'query.price'],
    ['price=10.5-20', 'query.price'],
    ['price=1-99999999', 'query.price'],
    ['page=-1', 'query.page'],
    ['page=0', 'query.page'],
    ['page=abc', 'query.page'],
    ['page=10001', 'query.page'],
    ['perPage=0', 'query.perPage'],
    ['rating=9', 'query.rating'],
    ['rating=4.5', 'query.rating'],
    ['rabatt=15', 'query.rabatt'],
    ['sort=foo', 'query.sort'],
    ['sort=price:asc', 'query.sort'],
    ['sort=Name:asc&sort=Price:asc', 'query.sort'],
    ['page=1&page=2', 'query.page'],
    ['sale=yes', 'query.sale'],
    ['sale=1&sale=1', 'query.sale'],
    ['kategorie=kueche', 'query.kategorie'],
    ['farbe=%3Cscript%3E', 'query.farbe'],
    [`farbe=${'x'.repeat(81)}`, 'query.farbe'],
    [Array.from({ length: 31 }, (_, i) => `brand=b${i}`).join('&'), 'query.brand'],
  ])('reports %s as a problem of %s and leaves it out', (search, field) => {
    const { value, problems } = parse(search)
    expect(problems).toEqual([expect.objectContaining({ field, message: expect.any(String) })])
    expect(value.filters.find((f) => `query.${f.param}` === field)).toBeUndefined()
    expect(value.page).toBe(1)
    expect(value.sort).toBe('Relevancy:desc')
  })

  it('keeps the good parts next to a bad one (a page renders the clean rest)', () => {
    const { value, problems } = parse('farbe=rot&farbe=%3Cb%3E&price=abc&sort=Price:asc&page=2')
    expect(problems.map((p) => p.field)).toEqual(['query.farbe', 'query.price'])
    expect(value).toEqual({
      filters: [{ param: 'farbe', kind: 'token', values: ['rot'] }],
      sort: 'Price:asc',
      page: 2,
      perPage: 24,
    })
  })
})

describe('appliedFilters', () => {
  it('gives the filters back as URL values (tracking filterUsed, spec 02 §7)', () => {
    const { value } = parse('farbe=rot&sale=1&price=10-&rating=3')
    expect(appliedFilters(value.filters)).toEqual([
      { param: 'farbe', values: ['rot'] },
      { param: 'price', values: ['10-'] },
      { param: 'rating', values: ['3'] },
      { param: 'sale', values: ['1'] },
    ])
  })
})
