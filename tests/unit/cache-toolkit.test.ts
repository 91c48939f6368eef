import { describe, expect, it } from 'vitest'
import { BoundedCache } from '@/lib/cache/bounded-cache'
import { forgetPerObject, perObject } from '@/lib/cache/per-object'
import { processSingleton } from '@/lib/cache/process-singleton'

/**
 * The cache toolkit every in-process cache is built from (README, in-process caches): a bounded cache
 * with optional TTL, a holder per owner object, a holder per process. The LRU and weight rules of
 * BoundedCache are shown in catalog-listing-caches.test.ts.
 */
describe('BoundedCache: how long an entry stays fresh', () => {
  it.each([
    { case: 'cache TTL, last fresh moment', ttlMs: 1_000, entryTtl: undefined, at: 1_000, kept: true },
    { case: 'cache TTL, just after', ttlMs: 1_000, entryTtl: undefined, at: 1_001, kept: false },
    { case: 'no TTL: until pushed out', ttlMs: undefined, entryTtl: undefined, at: 1e12, kept: true },
    { case: 'entry TTL shorter than the cache’s', ttlMs: 1_000, entryTtl: 100, at: 101, kept: false },
    { case: 'entry TTL longer than the cache’s', ttlMs: 1_000, entryTtl: 5_000, at: 4_000, kept: true },
    { case: 'TTL 0 keeps nothing', ttlMs: 0, entryTtl: undefined, at: 0, kept: false },
    { case: 'entry TTL 0 keeps nothing', ttlMs: 1_000, entryTtl: 0, at: 0, kept: false },
  ])('$case', ({ ttlMs, entryTtl, at, kept }) => {
    const cache = new BoundedCache<string>({ ttlMs, maxWeight: 10 })
    cache.set('a', 'A', 0, 1, entryTtl)
    expect(cache.get('a', at)).toBe(kept ? 'A' : undefined)
  })

  it('lists the fresh entries, used longest ago first, without counting that as a use', () => {
    const cache = new BoundedCache<string>({ ttlMs: 1_000, maxWeight: 2 })
    cache.set('old', 'O', 0)
    cache.set('new', 'N', 500)
    expect([...cache.entries(1_200)]).toEqual([['new', 'N']])
    expect([...cache.entries(900)]).toEqual([
      ['old', 'O'],
      ['new', 'N'],
    ])
    // Still the one used longest ago: a third entry pushes it out.
    cache.set('third', 'T', 900)
    expect(cache.get('old', 900)).toBeUndefined()
  })

  it('empties on clear', () => {
    const cache = new BoundedCache<string>({ maxWeight: 10 })
    cache.set('a', 'A', 0, 3)
    cache.clear()
    expect([cache.size, cache.totalWeight, cache.get('a', 0)]).toEqual([0, 0, undefined])
  })
})

describe('processSingleton: one value per key for the whole process', () => {
  it('makes the value once and hands the same one to every caller', () => {
    let made = 0
    const make = () => ({ n: ++made })
    const first = processSingleton('__storefrontTestSingleton', make)
    expect(processSingleton('__storefrontTestSingleton', make)).toBe(first)
    expect(made).toBe(1)
    // On globalThis, where every bundle of the process finds it.
    expect((globalThis as Record<string, unknown>).__storefrontTestSingleton).toBe(first)
  })

  it('keeps nothing when making fails: the next call tries again', () => {
    expect(() =>
      processSingleton('__storefrontTestFailing', () => {
        throw new Error('bad env')
      }),
    ).toThrow('bad env')
    expect(processSingleton('__storefrontTestFailing', () => 'ok')).toBe('ok')
  })
})

describe('perObject: one value per key and owner', () => {
  const KEY = '__storefrontTestPerObject'

  it.each([
    { case: 'same owner, same key', owner: 'a', key: KEY, same: true },
    { case: 'another owner', owner: 'b', key: KEY, same: false },
    { case: 'another key', owner: 'a', key: `${KEY}Other`, same: false },
  ])('$case', ({ owner, key, same }) => {
    const owners = { a: {}, b: {} }
    const first = perObject(KEY, owners.a, () => ({}))
    expect(perObject(key, owners[owner as 'a' | 'b'], () => ({})) === first).toBe(same)
  })

  it.each([
    { case: 'forget drops the value', only: 'none', dropped: true },
    { case: 'forget only while it is still that value', only: 'current', dropped: true },
    { case: 'a stale forget leaves a newer value alone', only: 'older', dropped: false },
  ])('$case', ({ only, dropped }) => {
    const owner = {}
    const older = {}
    const current = perObject(KEY, owner, () => ({}))
    forgetPerObject(KEY, owner, only === 'none' ? undefined : only === 'current' ? current : older)
    expect(perObject(KEY, owner, () => ({})) !== current).toBe(dropped)
  })
})
