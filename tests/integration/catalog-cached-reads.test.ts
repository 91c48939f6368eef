import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { eq } from 'drizzle-orm'
import { invalidateCatalogIndex } from '@/lib/catalog/server/listing/index-cache'
import {
  CATALOG_READ_TTL_MS,
  cachedProductIdOfVariant,
  getCachedProductsByIds,
  invalidateCachedProducts,
} from '@/lib/catalog/server/store'
import { variantPrices } from '@/lib/db/schema'
import { pickSeedVariants, type SeedPicks } from '@/tests/helpers/basket-api'
import { createTestDb, testDrivers, type TestDb } from '@/tests/helpers/db'

/**
 * lib/catalog/server/store/cached.ts: the basket's and the wishlist's catalog reads are kept a few seconds,
 * and a catalog writer in the process makes the next read fresh: prices and stock stay the catalog's own.
 */
describe.each(testDrivers)('cached catalog reads on %s', (driver) => {
  let t: TestDb
  let picks: SeedPicks
  beforeAll(async () => {
    t = await createTestDb(driver)
    picks = await pickSeedVariants(t.db)
  })
  afterAll(async () => {
    await t?.close()
  })
  afterEach(() => {
    vi.useRealTimers()
    invalidateCachedProducts(t.db)
  })

  const options = { language: 'de', currency: 'EUR' } as const
  const priceOf = async (variantId: number, productId: number) => {
    const [product] = await getCachedProductsByIds(t.db, [productId], options)
    return product?.variants.find((v) => v.id === variantId)?.price.withTax
  }
  const setPrice = (variantId: number, withTax: number) =>
    t.db.update(variantPrices).set({ withTax }).where(eq(variantPrices.variantId, variantId))

  it('answers from the cache until it expires, then reads the new price', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    const v = picks.plain[0]!
    const before = await priceOf(v.id, v.productId)
    await setPrice(v.id, 12_345)
    expect(await priceOf(v.id, v.productId)).toBe(before)
    vi.setSystemTime(Date.now() + CATALOG_READ_TTL_MS + 1)
    expect(await priceOf(v.id, v.productId)).toBe(12_345)
  })

  it.each([
    ['invalidateCachedProducts', (db: TestDb['db']) => invalidateCachedProducts(db)],
    ['invalidateCatalogIndex', (db: TestDb['db']) => invalidateCatalogIndex(db)],
  ])('%s makes the next read fresh', async (_name, invalidate) => {
    const v = picks.plain[1]!
    await priceOf(v.id, v.productId)
    await setPrice(v.id, 23_456)
    invalidate(t.db)
    expect(await priceOf(v.id, v.productId)).toBe(23_456)
  })

  it('keeps the order asked for and leaves out unknown ids', async () => {
    const [a, b] = [picks.plainProductIds[0]!, picks.plainProductIds[1]!]
    const found = await getCachedProductsByIds(t.db, [b, 999_999_999, a], options)
    expect(found.map((p) => p.id)).toEqual([b, a])
  })

  it('knows the product of a variant, and null for none', async () => {
    const v = picks.plain[2]!
    expect(await cachedProductIdOfVariant(t.db, v.id)).toBe(v.productId)
    expect(await cachedProductIdOfVariant(t.db, 999_999_999)).toBeNull()
    expect(await cachedProductIdOfVariant(t.db, -1)).toBeNull()
  })
})
