import { describe, expect, it } from 'vitest'
import { evaluate, offered } from '@/lib/catalog/rules/listing/evaluate'
import { buildFacets } from '@/lib/catalog/rules/listing/facets'
import { INDEXED_PRODUCT_ATTRIBUTES } from '@/lib/catalog/rules/listing/filters'
import { buildCatalogIndex } from '@/lib/catalog/server/listing/index-build'
import type { IndexSource, ProductFactsRow } from '@/lib/catalog/server/listing/index-source'
import { globalOrder, pickPage, rankedPage } from '@/lib/catalog/server/listing/order'
import { parseListingParams } from '@/lib/catalog/rules/listing/params'
import type { Db } from '@/lib/db/client'

/**
 * Filters, facets and sort orders over a hand-made catalog of six products (spec 01 §9):
 * what each product has is spelled out here, so every count can be checked by reading the table.
 */
interface Spec {
  id: number
  brand: number
  colours: string[]
  eur: number | null
  chf?: number
  sale?: number
  rating?: [string, string]
  freeShipping?: boolean
  isNew?: boolean
  popularity: number
  liveDay: number
  categories: number[]
  masse?: string[]
  deliverableDays?: number | null
}

// One product per line reads as the table it is.
// prettier-ignore
const CATALOG: Spec[] = [
  { id: 1, brand: 1, colours: ['rot'], eur: 1999, sale: 20, rating: ['4.5', '10'], freeShipping: true, popularity: 50, liveDay: 10, categories: [10, 11], masse: ['30x50'], deliverableDays: 3 },
  { id: 2, brand: 1, colours: ['blau'], eur: 4999, rating: ['3.0', '4'], popularity: 90, liveDay: 20, categories: [10, 11], masse: ['30x50', '50x100'], deliverableDays: 7 },
  { id: 3, brand: 2, colours: ['rot', 'weiss'], eur: 999, freeShipping: true, isNew: true, popularity: 10, liveDay: 30, categories: [10, 12], deliverableDays: null },
  { id: 4, brand: 2, colours: ['rot'], eur: 2999, sale: 40, rating: ['5.0', '1'], popularity: 70, liveDay: 5, categories: [10, 12], deliverableDays: 14 },
  { id: 5, brand: 1, colours: ['gruen'], eur: 1499, freeShipping: true, popularity: 30, liveDay: 25, categories: [10, 11], deliverableDays: 2 },
  // Not sold in euros: left out of every euro listing.
  { id: 6, brand: 2, colours: ['rot'], eur: null, chf: 1500, popularity: 99, liveDay: 40, categories: [10, 12] },
]

function facts(s: Spec): ProductFactsRow {
  const attributes: Record<string, string> = s.freeShipping ? { freeShipping: 'j' } : {}
  return [
    s.id,
    s.brand,
    s.isNew ?? false,
    s.popularity,
    Date.UTC(2026, 0, s.liveDay),
    [],
    null,
    [],
    INDEXED_PRODUCT_ATTRIBUTES.map((key) => attributes[key] ?? null),
    null,
    false,
    s.rating?.[0] ?? null,
    s.rating?.[1] ?? null,
    s.colours,
  ]
}

const texts = (de: string, fr: string): Record<'de' | 'fr' | 'nl', [string, string]> => ({
  de: [de, de.toLowerCase()],
  fr: [fr, fr.toLowerCase()],
  nl: [de, de.toLowerCase()],
})

const SOURCE: IndexSource = {
  products: CATALOG.map(facts),
  prices: CATALOG.flatMap((s) => [
    ...(s.eur === null ? [] : [[s.id, 'EUR', s.eur, s.eur + 500, s.sale ?? null] as const]),
    [s.id, 'CHF', s.chf ?? (s.eur as number), (s.chf ?? (s.eur as number)) + 500, null] as const,
  ]).map((row) => [...row]),
  variants: CATALOG.map((s) => [
    s.id,
    s.deliverableDays !== null && s.deliverableDays !== undefined,
    false,
    s.deliverableDays ?? null,
    false,
    (s.masse ?? []).map((m) => `masse\u001f${m}`),
  ]),
  productCategories: CATALOG.map((s) => [s.id, s.categories]),
  // prettier-ignore
  categories: [
    { id: 10, parentId: null, key: 'bad', depth: 1, position: 0, label: 'Bad | Bad | 1', pathIds: [10], texts: texts('Bad', 'Salle de bain') },
    { id: 11, parentId: 10, key: 'tuecher', depth: 2, position: 1, label: 'Bad | Tücher | 2', pathIds: [10, 11], texts: texts('Tücher', 'Serviettes') },
    { id: 12, parentId: 10, key: 'matten', depth: 2, position: 0, label: 'Bad | Matten | 3', pathIds: [10, 12], texts: texts('Matten', 'Tapis') },
  ],
  brands: [
    [1, 'Frottana'],
    [2, 'Casa Verde'],
  ],
  labels: [
    ['product:farbe', [{ value: 'rot', label: { de: 'Rot', fr: 'Rouge', nl: 'Rood' } }]],
    ['product:farbe', [{ value: 'weiss', label: { de: 'Weiß', fr: 'Blanc', nl: 'Wit' } }]],
    ['product:farbe', [{ value: 'blau', label: { de: 'Blau', fr: 'Bleu', nl: 'Blauw' } }]],
    ['variants', { masse: { value: '30x50', label: '30 × 50 cm' } }],
  ],
  names: { de: ['Handtuch Lund'], fr: ['Serviette Lund'], nl: ['Handdoek Lund'] },
  fingerprint: 'test',
}

const index = buildCatalogIndex(SOURCE)
const all = index.categories.members.get(10) as Int32Array
const selections = (search: string) => parseListingParams(new URLSearchParams(search)).value.filters
const ids = (slots: ArrayLike<number>) => Array.from(slots, (slot) => index.ids[slot])
const run = (search: string, currency: 'EUR' | 'CHF' = 'EUR') => {
  const filters = selections(search)
  const result = evaluate(index, offered(index, all, currency), filters, currency)
  return {
    ids: ids(result.matched).sort(),
    facets: buildFacets(index, result.facets, filters, 'de', index.categories.byId.get(10)?.children ?? []),
  }
}
const facet = (result: ReturnType<typeof run>, param: string) => result.facets.find((f) => f.param === param)
// Orders other than by name read nothing from the database.
const noDb = undefined as unknown as Db

describe('evaluate: filters', () => {
  it('lists only products priced in the currency', () => {
    expect(run('').ids).toEqual([1, 2, 3, 4, 5])
    expect(run('', 'CHF').ids).toEqual([1, 2, 3, 4, 5, 6])
  })

  it.each([
    ['farbe=rot', [1, 3, 4]],
    ['farbe=rot&farbe=blau', [1, 2, 3, 4]],
    ['farbe=rot&freeShipping=1', [1, 3]],
    ['brand=casa-verde', [3, 4]],
    ['kategorie=11', [1, 2, 5]],
    ['masse=50x100', [2]],
    ['sale=1', [1, 4]],
    ['rabatt=30', [4]],
    ['rating=4', [1, 4]],
    ['new=1', [3]],
    ['deliverable=1', [1, 2, 4, 5]],
    ['lieferzeit=3', [1, 5]],
    ['price=10-25', [1, 5]],
    ['price=-10', [3]],
    ['farbe=lila', []],
  ])('%s keeps %j', (search, expected) => {
    expect(run(search).ids).toEqual(expected)
  })

  it('sale is per currency: nothing is on sale in francs here', () => {
    expect(run('sale=1', 'CHF').ids).toEqual([])
  })
})

describe('evaluate: facets count with every OTHER filter applied', () => {
  it('counts a chosen facet as if it were not chosen, and the others within the selection', () => {
    const result = run('farbe=rot&freeShipping=1')
    // Colours among free-shipping products (1 rot, 3 rot+weiss, 5 gruen).
    expect(facet(result, 'farbe')?.values).toEqual([
      { value: 'rot', label: 'Rot', count: 2, selected: true },
      { value: 'gruen', count: 1, selected: false },
      { value: 'weiss', label: 'Weiß', count: 1, selected: false },
    ])
    // Free shipping among red products (1, 3, 4).
    expect(facet(result, 'freeShipping')?.values).toEqual([{ value: '1', count: 2, selected: true }])
    // Brands within the full selection (1 and 3).
    expect(facet(result, 'brand')?.values).toEqual([
      { value: 'casa-verde', label: 'Casa Verde', count: 1, selected: false },
      { value: 'frottana', label: 'Frottana', count: 1, selected: false },
    ])
  })

  it('keeps a chosen value that nothing matches, so it can be unchosen', () => {
    expect(facet(run('farbe=blau&freeShipping=1'), 'farbe')?.values.find((v) => v.value === 'blau')).toEqual({
      value: 'blau',
      label: 'Blau',
      count: 0,
      selected: true,
    })
  })

  it('counts thresholds per option and gives the price range of the rest', () => {
    const result = run('rating=4&price=10-100')
    expect(facet(result, 'rating')?.values).toEqual([
      { value: '1', count: 3, selected: false },
      { value: '2', count: 3, selected: false },
      { value: '3', count: 3, selected: false },
      { value: '4', count: 2, selected: true },
      { value: '5', count: 1, selected: false },
    ])
    // Prices of the products rated 4 and more (1: 19.99, 4: 29.99): the price filter itself left out.
    expect(facet(result, 'price')?.range).toEqual({ min: 1999, max: 2999 })
    expect(facet(run('farbe=lila'), 'price')?.range).toBeNull()
  })

  it('offers the given sub-categories in tree order with their names', () => {
    expect(facet(run('farbe=rot'), 'kategorie')?.values).toEqual([
      { value: '12', label: 'Matten', count: 2, selected: false },
      { value: '11', label: 'Tücher', count: 1, selected: false },
    ])
  })
})

describe('sort orders and pages', () => {
  const order = async (sort: Parameters<typeof globalOrder>[2], currency: 'EUR' | 'CHF' = 'EUR') =>
    ids(
      pickPage(
        await globalOrder(noDb, index, sort, currency, 'de'),
        offered(index, all, currency),
        index.size,
        { page: 1, perPage: 10 },
      ),
    )

  it.each([
    ['Relevancy:desc', [2, 4, 1, 5, 3]],
    ['Price:asc', [3, 5, 1, 4, 2]],
    ['Price:desc', [2, 4, 1, 5, 3]],
    ['New:desc', [3, 5, 2, 1, 4]],
    ['Rating:desc', [4, 1, 2, 3, 5]],
    ['Sale:desc', [4, 1, 2, 5, 3]],
  ] as const)('%s', async (sort, expected) => {
    expect(await order(sort)).toEqual(expected)
  })

  it('puts a product without a price in the currency last (only reachable in a mixed base)', async () => {
    const slots = await globalOrder(noDb, index, 'Price:asc', 'EUR', 'de')
    expect(ids(slots).at(-1)).toBe(6)
  })

  it('picks pages from the order and answers nothing beyond the last', async () => {
    const slots = await globalOrder(noDb, index, 'Price:asc', 'EUR', 'de')
    const matched = offered(index, all, 'EUR')
    expect(ids(pickPage(slots, matched, index.size, { page: 1, perPage: 2 }))).toEqual([3, 5])
    expect(ids(pickPage(slots, matched, index.size, { page: 3, perPage: 2 }))).toEqual([2])
    expect(pickPage(slots, matched, index.size, { page: 4, perPage: 2 })).toEqual([])
  })

  it('orders search hits by text rank, then bestseller score, then number', () => {
    const matched = offered(index, all, 'EUR')
    const rank = new Map([...matched].map((slot) => [slot, index.ids[slot] === 3 ? 0.9 : 0.5]))
    expect(ids(rankedPage(index, matched, rank, { page: 1, perPage: 3 }))).toEqual([3, 2, 4])
  })
})

describe('the index', () => {
  it('holds the search vocabulary from names and labels, per language', () => {
    expect(index.vocabulary.de).toEqual(
      expect.arrayContaining(['handtuch', 'lund', 'frottana', 'rot', 'tücher']),
    )
    expect(index.vocabulary.fr).toEqual(expect.arrayContaining(['serviette', 'rouge', 'serviettes']))
  })

  it('finds categories by key and by slug per language', () => {
    expect(index.categories.byKey.get('matten')).toBe(12)
    expect(index.categories.bySlug.fr.get('tapis')).toBe(12)
    expect(index.categories.byId.get(10)?.children).toEqual([12, 11])
  })
})
