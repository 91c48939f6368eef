import { describe, expect, it } from 'vitest'
import { appliedChips, facetSections, facetViews, inlineFacets } from '@/lib/catalog/rules/listing/facet-view'
import type { Facet } from '@/lib/catalog/rules/listing/facets'

const ctx = (search = '') => ({
  basePath: '/de/kueche/',
  query: new URLSearchParams(search),
  defaultSort: 'Relevancy:desc' as const,
  money: { locale: 'de-DE', currency: 'EUR' as const },
})
const nbsp = (text: string | null) => text?.replace(/[\u00a0\u202f]/g, ' ') ?? null

const FACETS: Facet[] = [
  {
    param: 'brand',
    kind: 'brand',
    multi: true,
    values: [{ value: '7', label: 'Kochkunst', count: 3, selected: false }],
  },
  {
    param: 'farbe',
    kind: 'attribute',
    multi: true,
    values: [{ value: 'rot', label: 'Rot', count: 2, selected: true }],
  },
  { param: 'subbrand', kind: 'attribute', multi: true, values: [] },
  { param: 'price', kind: 'price', multi: false, values: [], range: { min: 999, max: 4999 } },
  { param: 'sale', kind: 'boolean', multi: false, values: [{ value: '1', count: 4, selected: false }] },
  { param: 'rating', kind: 'rating', multi: false, values: [{ value: '4', count: 2, selected: false }] },
  {
    param: 'lieferzeit',
    kind: 'threshold',
    multi: false,
    values: [{ value: '7', count: 9, selected: false }],
  },
  { param: 'masse', kind: 'attribute', multi: true, values: [{ value: '30x50', count: 1, selected: false }] },
]

describe('facets as the listing shows them (spec 01 §9)', () => {
  it('spec 01 §9: facets nobody can pick are left out; values keep their counts', () => {
    const views = facetViews(FACETS, ctx('farbe=rot'))
    expect(views.map((v) => v.param)).toEqual([
      'brand',
      'farbe',
      'price',
      'sale',
      'rating',
      'lieferzeit',
      'masse',
    ])
    expect(views[0]?.options[0]).toMatchObject({
      count: 3,
      selected: false,
      href: '/de/kueche/?brand=7&farbe=rot',
    })
    expect(views[1]).toMatchObject({ selectedCount: 1, options: [{ selected: true, href: '/de/kueche/' }] })
  })

  it.each([
    ['sale', { kind: 'yes', param: 'sale' }],
    ['rating', { kind: 'threshold', param: 'rating', value: 4 }],
    ['lieferzeit', { kind: 'threshold', param: 'lieferzeit', value: 7 }],
    ['masse', { kind: 'label', label: '30x50' }],
    ['brand', { kind: 'label', label: 'Kochkunst' }],
  ])('the %s facet words its value as %j', (param, text) => {
    expect(facetViews(FACETS, ctx()).find((v) => v.param === param)?.options[0]?.text).toEqual(text)
  })

  it('the filter dialog lists the yes/no filters together, each worded once by its own name', () => {
    const views = facetViews(FACETS, ctx())
    const { lists, flags } = facetSections(views)
    expect(lists.map((v) => v.param)).not.toContain('sale')
    expect(lists.every((v) => v.options.every((o) => o.text.kind !== 'yes'))).toBe(true)
    expect(flags?.options.map((o) => o.text)).toContainEqual({ kind: 'yes', param: 'sale' })
    expect(facetSections(lists).flags).toBeNull()
  })

  it('price bands are links without counts; a price typed into the address is offered as selected', () => {
    const price = facetViews(FACETS, ctx('price=15-25')).find((v) => v.param === 'price')
    expect(price?.options.map((o) => [o.value, o.selected, o.count])).toEqual([
      ['15-25', true, undefined],
      ['-20', false, undefined],
      ['20-30', false, undefined],
      ['30-40', false, undefined],
      ['40-', false, undefined],
    ])
    const first = price?.options[1]?.text
    expect(first?.kind === 'price' && [first.min, nbsp(first.max)]).toEqual([null, '20 €'])
    expect(price?.options[0]?.href).toBe('/de/kueche/')
  })

  it('spec 01 §9: at most 4 filters inline on desktop', () => {
    const views = facetViews(FACETS, ctx())
    expect(inlineFacets(views).map((v) => v.param)).toEqual(['brand', 'farbe', 'price', 'sale'])
    expect(inlineFacets(views.slice(0, 2))).toHaveLength(2)
  })

  it('one chip per applied value, each linking to the page without it', () => {
    const chips = appliedChips(
      [
        { param: 'farbe', values: ['rot', 'blau'] },
        { param: 'sale', values: ['1'] },
        { param: 'price', values: ['10-'] },
      ],
      FACETS,
      ctx('farbe=rot&farbe=blau&price=10-&sale=1&sort=Price:asc'),
    )
    expect(chips.map((c) => [c.param, c.value, c.href])).toEqual([
      ['farbe', 'rot', '/de/kueche/?farbe=blau&price=10-&sale=1&sort=Price%3Aasc'],
      ['farbe', 'blau', '/de/kueche/?farbe=rot&price=10-&sale=1&sort=Price%3Aasc'],
      ['sale', '1', '/de/kueche/?farbe=rot&farbe=blau&price=10-&sort=Price%3Aasc'],
      ['price', '10-', '/de/kueche/?farbe=rot&farbe=blau&sale=1&sort=Price%3Aasc'],
    ])
    expect(chips.map((c) => c.text.kind)).toEqual(['label', 'label', 'yes', 'price'])
    // A value the facets no longer list (no product left) is still named by its raw value.
    expect(chips[1]?.text).toEqual({ kind: 'label', label: 'blau' })
  })
})
