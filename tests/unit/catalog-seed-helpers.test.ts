import { describe, expect, it } from 'vitest'
import { parseSeedArgs } from '@/lib/catalog/server/seed/cli'
import { shelfPrice } from '@/lib/catalog/server/seed/draft'
import { createRng, hashSeed } from '@/lib/catalog/server/seed/prng'
import { toChf } from '@/lib/catalog/server/seed/rows'

describe('seeded random numbers', () => {
  it('repeat for the same seed and differ for another', () => {
    const draw = (seed: string) => {
      const rng = createRng(seed)
      return Array.from({ length: 20 }, () => rng.next())
    }
    expect(draw('a')).toEqual(draw('a'))
    expect(draw('a')).not.toEqual(draw('b'))
    expect(hashSeed('storefront')).toBe(hashSeed('storefront'))
  })

  it('stay within their bounds and sample without repeats', () => {
    const rng = createRng(42)
    for (let i = 0; i < 500; i++) {
      const n = rng.int(3, 7)
      expect(n).toBeGreaterThanOrEqual(3)
      expect(n).toBeLessThanOrEqual(7)
    }
    const picked = rng.sample(['a', 'b', 'c', 'd'], 3)
    expect(new Set(picked).size).toBe(3)
    expect(rng.sample(['a'], 5)).toEqual(['a'])
    expect(() => rng.pick([])).toThrow()
  })
})

describe('seed prices', () => {
  it.each([
    [9600, 10080],
    [10000, 10500],
    [9650, 10135],
    [4850, 5095],
    [999, 1050],
    [0, 0],
  ])('CHF of %i EUR cents is %i: × 1.05, rounded to 5 Rappen', (eur, chf) => {
    expect(toChf(eur)).toBe(chf)
    expect(toChf(eur) % 5).toBe(0)
  })

  it.each([
    [12870, 12899],
    [12840, 12799],
    [437, 439],
    [20, 99],
  ])('shelf price of %i is %i', (cents, shelf) => {
    expect(shelfPrice(cents)).toBe(shelf)
  })
})

describe('seed-catalog command line', () => {
  it.each([
    [[], { force: false }],
    [['--count', '50000'], { count: 50000, force: false }],
    [['--count=2000', '--flavour', 'baby', '--force'], { count: 2000, flavour: 'baby', force: true }],
    [['--seed', 'bench'], { seed: 'bench', force: false }],
  ])('%j → %j', (argv, expected) => {
    expect(parseSeedArgs(argv)).toEqual(expected)
  })

  it.each([
    [['--count', 'many']],
    [['--count', '0']],
    [['--flavour', 'garden']],
    [['--colour', 'rot']],
    [['50000']],
  ])('refuses %j', (argv) => {
    expect(() => parseSeedArgs(argv)).toThrow()
  })
})
