import { describe, expect, it, vi } from 'vitest'
import { BoundedCache } from '@/lib/cache/bounded-cache'
import type { CatalogIndex } from '@/lib/catalog/rules/listing/catalog-index'
import {
  cachedPageProducts,
  PRODUCT_TTL_MS,
  WHOLE_CATALOG_MAX,
} from '@/lib/catalog/server/listing/page-products'
import type { readPageProducts } from '@/lib/catalog/server/listing/read'
import { findText } from '@/lib/catalog/server/search/query'
import type { Product } from '@/lib/catalog/rules/types'
import type { Db } from '@/lib/db/client'

/**
 * The per-process caches of listings and search: a page's products and a
 * query's text hits are read once per catalog index and for at most PRODUCT_TTL_MS, within a bound.
 */
describe('BoundedCache: expiring entries within a weight bound', () => {
  it('answers a value until its time is up, then forgets it', () => {
    const cache = new BoundedCache<string>({ ttlMs: 1_000, maxWeight: 10 })
    cache.set('a', 'A', 0)
    expect(cache.get('a', 1_000)).toBe('A')
    expect(cache.get('a', 1_001)).toBeUndefined()
    expect(cache.size).toBe(0)
    expect(cache.totalWeight).toBe(0)
  })

  it('drops the entries used longest ago once the weights exceed the bound', () => {
    const cache = new BoundedCache<string>({ ttlMs: 1_000, maxWeight: 3 })
    cache.set('a', 'A', 0)
    cache.set('b', 'B', 0)
    cache.set('c', 'C', 0)
    // Reading a makes b the one used longest ago.
    expect(cache.get('a', 1)).toBe('A')
    cache.set('d', 'D', 2)
    expect(['a', 'b', 'c', 'd'].map((k) => cache.get(k, 3))).toEqual(['A', undefined, 'C', 'D'])
  })

  it('weighs entries as told: a heavy one pushes out several light ones, a too heavy one is not kept', () => {
    const cache = new BoundedCache<string>({ ttlMs: 1_000, maxWeight: 10 })
    for (const key of ['a', 'b', 'c', 'd']) cache.set(key, key, 0, 2)
    cache.set('big', 'BIG', 0, 5)
    expect(cache.totalWeight).toBe(9)
    expect(cache.get('a', 0)).toBeUndefined()
    expect(cache.get('b', 0)).toBeUndefined()
    cache.set('huge', 'HUGE', 0, 11)
    expect(cache.get('huge', 0)).toBeUndefined()
    expect(cache.get('big', 0)).toBe('BIG')
  })

  it('replaces a key in place and deletes it on request', () => {
    const cache = new BoundedCache<string>({ ttlMs: 1_000, maxWeight: 10 })
    cache.set('a', 'first', 0, 4)
    cache.set('a', 'second', 0, 1)
    expect([cache.get('a', 0), cache.totalWeight]).toEqual(['second', 1])
    cache.delete('a')
    expect([cache.get('a', 0), cache.totalWeight]).toEqual([undefined, 0])
  })
})

const db = {} as Db
const anIndex = () => ({ fingerprint: 'x' }) as unknown as CatalogIndex
const product = (id: number) => ({ id, name: `P${id}` }) as unknown as Product

/** A stand-in for the database read: knows products 1–9, records what it was asked for. */
function fakeRead() {
  const calls: number[][] = []
  const read = vi.fn(async (_db: Db, ids: readonly number[]) => {
    calls.push([...ids])
    return ids.filter((id) => id < 10).map(product)
  }) as unknown as typeof readPageProducts
  return { read, calls }
}

describe('cachedPageProducts: a listing page reads only products it has not read lately', () => {
  it('keeps the order asked for, leaves out unknown products, and reads each product once', async () => {
    const index = anIndex()
    const { read, calls } = fakeRead()
    const first = await cachedPageProducts(db, index, [3, 1, 42, 2], 'de', 'EUR', { now: 0, read })
    expect(first.map((p) => p.id)).toEqual([3, 1, 2])
    const second = await cachedPageProducts(db, index, [2, 4, 42, 3], 'de', 'EUR', { now: 10, read })
    expect(second.map((p) => p.id)).toEqual([2, 4, 3])
    // The unknown 42 is remembered as unknown too.
    expect(calls).toEqual([[3, 1, 42, 2], [4]])
  })

  it('shares one read between concurrent requests for the same page', async () => {
    const index = anIndex()
    const { read, calls } = fakeRead()
    const pages = await Promise.all(
      [0, 1, 2].map(() => cachedPageProducts(db, index, [5, 6], 'de', 'EUR', { now: 0, read })),
    )
    expect(pages.map((page) => page.map((p) => p.id))).toEqual([
      [5, 6],
      [5, 6],
      [5, 6],
    ])
    expect(calls).toEqual([[5, 6]])
  })

  it('reads again per language and currency, for a new index and after PRODUCT_TTL_MS', async () => {
    const index = anIndex()
    const { read, calls } = fakeRead()
    await cachedPageProducts(db, index, [7], 'de', 'EUR', { now: 0, read })
    await cachedPageProducts(db, index, [7], 'fr', 'EUR', { now: 0, read })
    await cachedPageProducts(db, index, [7], 'de', 'CHF', { now: 0, read })
    await cachedPageProducts(db, anIndex(), [7], 'de', 'EUR', { now: 0, read })
    await cachedPageProducts(db, index, [7], 'de', 'EUR', { now: PRODUCT_TTL_MS, read })
    expect(calls).toHaveLength(4)
    await cachedPageProducts(db, index, [7], 'de', 'EUR', { now: PRODUCT_TTL_MS + 1, read })
    expect(calls).toHaveLength(5)
  })

  it('issue 15 item 1: reads a small catalog whole on the first miss, so later pages read nothing', async () => {
    const index = {
      fingerprint: 'x',
      size: 4,
      ids: Int32Array.from([1, 2, 3, 42]),
    } as unknown as CatalogIndex
    const { read, calls } = fakeRead()
    expect(
      (await cachedPageProducts(db, index, [2], 'de', 'EUR', { now: 0, read })).map((p) => p.id),
    ).toEqual([2])
    expect(
      (await cachedPageProducts(db, index, [3, 1], 'de', 'EUR', { now: 1, read })).map((p) => p.id),
    ).toEqual([3, 1])
    expect(calls).toEqual([[1, 2, 3, 42]])
    const large = { fingerprint: 'y', size: WHOLE_CATALOG_MAX + 1, ids: Int32Array.from([1, 2, 3]) }
    await cachedPageProducts(db, large as unknown as CatalogIndex, [2], 'de', 'EUR', { now: 0, read })
    expect(calls).toEqual([[1, 2, 3, 42], [2]])
  })

  it('does not keep a failed read: the next request tries again', async () => {
    const index = anIndex()
    const failing = vi.fn(async () => {
      throw new Error('database gone')
    }) as unknown as typeof readPageProducts
    await expect(cachedPageProducts(db, index, [8], 'de', 'EUR', { now: 0, read: failing })).rejects.toThrow(
      'database gone',
    )
    const { read, calls } = fakeRead()
    expect(
      (await cachedPageProducts(db, index, [8], 'de', 'EUR', { now: 1, read })).map((p) => p.id),
    ).toEqual([8])
    expect(calls).toEqual([[8]])
  })
})

describe('findText: one full-text statement per query words, language and ranking', () => {
  /** A database answering every full-text statement with the same two hits, counting the statements. */
  function fakeDb() {
    const execute = vi.fn(async () => ({
      rows: [
        {
          v: [
            [11, 0.5],
            [12, 0.25],
          ],
        },
      ],
    }))
    return { db: { execute } as unknown as Db, execute }
  }
  const index = () => ({ vocabulary: { de: ['handtuch'], fr: [], nl: [] } }) as unknown as CatalogIndex

  it('answers repeated queries from the cache, however they are spelt', async () => {
    const { db, execute } = fakeDb()
    const catalog = index()
    const first = await findText(db, catalog, 'Handtuch', 'de', true)
    const again = await findText(db, catalog, '  handtuch!  ', 'de', true)
    expect(first.hits.map((h) => h.id)).toEqual([11, 12])
    expect(again).toBe(first)
    expect(execute).toHaveBeenCalledTimes(1)
  })

  it('asks again for other words, another ranking, another language or a new index', async () => {
    const { db, execute } = fakeDb()
    const catalog = index()
    await findText(db, catalog, 'handtuch', 'de', true)
    await findText(db, catalog, 'handtuch', 'de', false)
    await findText(db, catalog, 'handtuch', 'fr', true)
    await findText(db, catalog, 'handtuch blau', 'de', true)
    await findText(db, index(), 'handtuch', 'de', true)
    expect(execute).toHaveBeenCalledTimes(5)
  })
})
