import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { getCatalogIndex, invalidateCatalogIndex } from '@/lib/catalog/server/listing/index-cache'
import { parseListingParams } from '@/lib/catalog/rules/listing/params'
import { listProducts } from '@/lib/catalog/server/listing/query'
import { replaceCatalog } from '@/lib/catalog/server/seed'
import { createTestDb, testDrivers, type TestDb } from '@/tests/helpers/db'

/**
 * Spec 01 §9 whitelist: the filters on product traits (lib/catalog/server/seed/product-traits.ts) end to end,
 * URL → parsed selection → filtered listing, whose total is the count the facet offered.
 */
const TRAIT_FILTERS = [
  'material',
  'stil',
  'energieeffizienz',
  'garantie',
  'spuelmaschinenfest',
  'waschbar',
  'aufbauservice',
  'akku',
] as const

describe.each(testDrivers)('trait filters on %s', (driver) => {
  let home: TestDb
  let baby: TestDb
  beforeAll(async () => {
    ;[home, baby] = await Promise.all([createTestDb(driver), createTestDb(driver)])
    await replaceCatalog(baby.db, { flavour: 'baby', count: 400 })
    invalidateCatalogIndex(baby.db)
  })
  afterAll(async () => {
    for (const t of [home, baby]) if (t) invalidateCatalogIndex(t.db)
    await Promise.all([home?.close(), baby?.close()])
  })

  it.each(TRAIT_FILTERS)('%s: the facet count is what choosing the value lists', async (param) => {
    let checked = 0
    for (const t of [home, baby]) {
      const index = await getCatalogIndex(t.db)
      for (const categoryId of index.categories.roots) {
        const base = { categoryId, language: 'fr', currency: 'CHF' } as const
        const facet = (await listProducts(t.db, base))?.facets.find((f) => f.param === param)
        const value = facet?.values.find((v) => !v.selected && v.count > 0)
        if (!facet || !value) continue
        const { value: parsed, problems } = parseListingParams(new URLSearchParams({ [param]: value.value }))
        expect(problems).toEqual([])
        const filtered = await listProducts(t.db, { ...base, filters: parsed.filters })
        expect(filtered?.total).toBe(value.count)
        const again = filtered?.facets
          .find((f) => f.param === param)
          ?.values.find((v) => v.value === value.value)
        expect(again?.selected).toBe(true)
        if (facet.kind !== 'boolean') expect(value.label).toEqual(expect.any(String))
        checked++
      }
    }
    expect(checked).toBeGreaterThan(0)
  })

  it('words materials in the page language and ignores parameters off the whitelist', async () => {
    const index = await getCatalogIndex(home.db)
    const categoryId = index.categories.roots[0] as number
    const de = await listProducts(home.db, { categoryId, language: 'de', currency: 'EUR' })
    const nl = await listProducts(home.db, { categoryId, language: 'nl', currency: 'EUR' })
    const labels = (r: typeof de) => r?.facets.find((f) => f.param === 'material')?.values.map((v) => v.label)
    expect(labels(de)?.length).toBeGreaterThan(0)
    expect(labels(de)).not.toEqual(labels(nl))
    const { value } = parseListingParams(new URLSearchParams({ materiel: 'holz', groesse: 'xl' }))
    expect(value.filters).toEqual([])
  })
  it('words every value a facet offers in the page language: no catalog code is shown', async () => {
    for (const [t, language] of [
      [home, 'fr'],
      [baby, 'nl'],
    ] as const) {
      const index = await getCatalogIndex(t.db)
      for (const categoryId of index.categories.roots) {
        const result = await listProducts(t.db, { categoryId, language, currency: 'EUR' })
        for (const facet of result?.facets ?? []) {
          if (facet.kind === 'boolean' || facet.kind === 'price' || facet.kind === 'rating') continue
          if (facet.kind === 'threshold') continue
          const unlabelled = facet.values.filter((v) => v.label === undefined || v.label === '')
          expect(unlabelled, `${facet.param} in ${language}`).toEqual([])
        }
        const collection = result?.facets.find((f) => f.param === 'collection')
        for (const v of collection?.values ?? []) expect(v.label).not.toBe(v.value)
      }
    }
  })
})
