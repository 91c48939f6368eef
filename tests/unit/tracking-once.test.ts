import { describe, expect, it } from 'vitest'
import { ONCE_MAX_KEYS, parseOnceKeys, rememberOnce } from '@/lib/tracking/rules/once'

// Spec 02 §7: frontend_purchase is pushed once per order, also when the thank-you page is reloaded.
describe('events pushed once (spec 02 §7)', () => {
  it.each([
    [null, []],
    ['', []],
    ['not json', []],
    ['{"a":1}', []],
    ['["purchase:DE-1", 3, null, "purchase:DE-2"]', ['purchase:DE-1', 'purchase:DE-2']],
  ])('reads the stored keys %j as %j', (stored, keys) => {
    expect(parseOnceKeys(stored)).toEqual(keys)
  })

  it.each([
    [[], 'purchase:DE-1', ['purchase:DE-1']],
    [['purchase:DE-1'], 'purchase:DE-1', null],
    [['purchase:DE-1'], 'purchase:DE-2', ['purchase:DE-1', 'purchase:DE-2']],
  ])('remembers %j + %s as %j (null: pushed before)', (keys, key, next) => {
    expect(rememberOnce(keys, key)).toEqual(next)
  })

  it('keeps only the newest keys', () => {
    const keys = Array.from({ length: ONCE_MAX_KEYS }, (_, i) => `k${i}`)
    const next = rememberOnce(keys, 'new')!
    expect(next).toHaveLength(ONCE_MAX_KEYS)
    expect(next[0]).toBe('k1')
    expect(next.at(-1)).toBe('new')
    expect(rememberOnce(['a', 'b', 'c'], 'd', 2)).toEqual(['c', 'd'])
  })
})
