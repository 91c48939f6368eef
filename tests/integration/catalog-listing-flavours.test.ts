import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { CatalogIndex } from '@/lib/catalog/rules/listing/catalog-index'
import { FILTER_PARAMS } from '@/lib/catalog/rules/listing/filters'
import { getCatalogIndex, invalidateCatalogIndex } from '@/lib/catalog/server/listing/index-cache'
import { listProducts } from '@/lib/catalog/server/listing/query'
import { searchProducts } from '@/lib/catalog/server/search/query'
import { replaceCatalog } from '@/lib/catalog/server/seed'
import type { Db } from '@/lib/db/client'
import { createTestDb, testDrivers, type TestDb } from '@/tests/helpers/db'

/**
 * The filter whitelist (spec 01 §9) against the catalogs the seed really writes: home and baby goods
 * (spec 01 §1 flavours). Every whitelisted filter has facet values in at least one of them.
 */
describe.each(testDrivers)('catalog listing across flavours on %s', (driver) => {
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

  /** Filter params with something to choose in some top-level category of the catalog. */
  async function offeredFilters(db: Db): Promise<Set<string>> {
    const index: CatalogIndex = await getCatalogIndex(db)
    const offered = new Set<string>()
    for (const categoryId of index.categories.roots) {
      const result = await listProducts(db, { categoryId, language: 'de', currency: 'EUR', perPage: 1 })
      for (const facet of result?.facets ?? []) {
        if (facet.values.length > 0 || facet.range) offered.add(facet.param)
      }
    }
    return offered
  }

  it('offers facet values for every whitelisted filter in the home or the baby catalog', async () => {
    const offered = new Set([...(await offeredFilters(home.db)), ...(await offeredFilters(baby.db))])
    expect(FILTER_PARAMS.filter((param) => !offered.has(param))).toEqual([])
    expect(FILTER_PARAMS.length).toBeGreaterThanOrEqual(35)
  })

  it('filters baby goods by age, double size and length, with labels in each language', async () => {
    const index = await getCatalogIndex(baby.db)
    const root = index.categories.roots[0] as number
    for (const [param, language] of [
      ['dimAlterGeeignetAb', 'fr'],
      ['doppelgroesse', 'de'],
      ['asGro', 'nl'],
    ] as const) {
      const categoryId = index.categories.roots.find((id) =>
        (index.categories.members.get(id) ?? []).some((slot) => {
          const column = index.tokens.get(param)
          return column && column.offsets[slot + 1]! > column.offsets[slot]!
        }),
      )
      const listing = await listProducts(baby.db, {
        categoryId: categoryId ?? root,
        language,
        currency: 'EUR',
      })
      const facet = listing?.facets.find((f) => f.param === param)
      const value = facet?.values[0]
      expect(value?.label).toEqual(expect.any(String))
      const filtered = await listProducts(baby.db, {
        categoryId: categoryId ?? root,
        language,
        currency: 'EUR',
        filters: [{ param, kind: 'token', values: [value?.value as string] }],
      })
      expect(filtered?.total).toBe(value?.count)
    }
    const ages = (
      await listProducts(baby.db, { categoryId: root, language: 'fr', currency: 'EUR' })
    )?.facets.find((f) => f.param === 'dimAlterGeeignetAb')
    for (const v of ages?.values ?? []) expect(v.label).toMatch(/^(dès|à partir)/)
  })

  it('finds "Kuscheltier" typed with a typo in the baby catalog', async () => {
    const result = await searchProducts(baby.db, { q: 'kuscheltir', language: 'de', currency: 'EUR' })
    expect(result.correctedQuery).toBe('kuscheltier')
    expect(result.total).toBeGreaterThan(0)
    for (const p of result.products) expect(p.name).toMatch(/^Kuscheltier/)
    const fr = await searchProducts(baby.db, { q: 'pelluche', language: 'fr', currency: 'CHF' })
    expect(fr.total).toBe(result.total)
  })
})
