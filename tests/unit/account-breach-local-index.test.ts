import { createHash, randomBytes } from 'node:crypto'
import { beforeAll, describe, expect, it } from 'vitest'
import { isRangePrefix, parseRangeBody } from '@/lib/account/rules/breach-range'
import { checkLeakedPassword, rangePrefix, rangeSuffix, sha1Hex } from '@/lib/account/rules/leaked-password'
import { passwordProblems } from '@/lib/account/rules/password'
import { paddedRangeBody } from '@/lib/account/server/breach-ranges'
import {
  buildRangeIndex,
  countForRank,
  createLocalRanges,
  loadCommonPasswords,
  localRangeIndex,
  shopperSpellings,
  type RangeIndex,
} from '@/lib/account/server/breach/local-index'

const STRONG = 'vT7qLm2xR9wZpK4d'

describe('spec 02 §5: the spellings of a listed password a shopper types to pass the rule', () => {
  it.each([
    ['password123', ['Password123', 'pASSWORD123']],
    ['123qweasdzxc', ['123Qweasdzxc', '123qWEASDZXC']],
    ['basketball', ['Basketball', 'bASKETBALL']],
    // Too short for the rule (9 characters): no spelling of it could be chosen.
    ['password1', []],
    // No letter to capitalise.
    ['1234567890', []],
    // Too long for the rule.
    ['a'.repeat(31), []],
    // A space fails the rule whatever the case.
    ['pass word123', []],
  ])('%s → %j', (listed, spellings) => {
    expect(shopperSpellings(listed)).toEqual(spellings)
    for (const spelling of spellings) expect(passwordProblems(spelling)).toEqual([])
  })

  it('counts come from the rank, most common highest, every one above 0', () => {
    expect(countForRank(0, 3)).toBe(3)
    expect(countForRank(2, 3)).toBe(1)
  })
})

describe('spec 02 §5 / §7: the range index over a ranked list', () => {
  const index = buildRangeIndex(['password', 'password123', 'password'])

  it('lists each password under its prefix with its rank-derived count', async () => {
    const hash = await sha1Hex('password')
    expect(hash).toBe('5BAA61E4C9B93F3F0682250B6CF8331B7EE68FD8')
    // Listed twice: the better rank (0 of 3 → count 3) stands.
    expect(index.body('5BAA6')).toBe('1E4C9B93F3F0682250B6CF8331B7EE68FD8:3\r\n')
    expect(index.body('5baa6')).toBe(index.body('5BAA6'))
    const capitalised = await sha1Hex('Password123')
    expect(index.body(rangePrefix(capitalised))).toContain(`${rangeSuffix(capitalised)}:2\r\n`)
    expect(index.hashes).toBe(4)
  })

  it('answers an empty body for a range listing nothing, and refuses what is no prefix', () => {
    expect(index.body('00000')).toBe('')
    expect(index.body('FFFFF')).toBe('')
    for (const bad of ['5BAA', '5BAA61', 'XYZ12', '']) expect(() => index.body(bad)).toThrow(RangeError)
  })

  it('finds every hash in its range, neighbours sharing a range included', () => {
    const words = Array.from({ length: 5_000 }, (_, i) => `word${i}`)
    const big = buildRangeIndex(words)
    expect(big.hashes).toBe(5_000)
    const byRange = new Map<string, string[]>()
    for (const word of words) {
      const hash = createHash('sha1').update(word).digest('hex').toUpperCase()
      byRange.set(rangePrefix(hash), [...(byRange.get(rangePrefix(hash)) ?? []), rangeSuffix(hash)])
    }
    expect(big.ranges).toBe(byRange.size)
    expect([...byRange.values()].some((suffixes) => suffixes.length > 1)).toBe(true)
    const found = [...byRange.keys()].map((prefix) => parseRangeBody(big.body(prefix))!.map((e) => e.suffix))
    expect(found).toEqual([...byRange.values()].map((suffixes) => [...suffixes].sort()))
  })
})

describe('spec 02 §5: the shipped common-password list as breach source', () => {
  let index: RangeIndex
  const load = (prefix: string) => Promise.resolve(index.body(prefix))

  beforeAll(async () => {
    index = await localRangeIndex()
  })

  it('is built once per process from the whole list, with the shopper spellings', async () => {
    const words = await loadCommonPasswords()
    expect(words.length).toBeGreaterThan(40_000)
    expect(index.hashes).toBeGreaterThan(words.length)
    expect(await localRangeIndex()).toBe(index)
  })

  it.each(['password', 'password123', 'Password123', 'pASSWORD123', 'Basketball', '1Qaz2wsx3edc'])(
    'a listed password or its shopper spelling is leaked: %s',
    async (password) => {
      expect(await checkLeakedPassword(password, load)).toBe('leaked')
    },
  )

  it('a strong password, fixed or freshly random, is clean', async () => {
    expect(await checkLeakedPassword(STRONG, load)).toBe('clean')
    const random = `${randomBytes(15).toString('base64url')}aZ`
    expect(await checkLeakedPassword(random, load)).toBe('clean')
  })

  it('the padded answer lists the leaked suffix once, and its count-0 lines match nothing', async () => {
    const ranges = createLocalRanges()
    const hash = await sha1Hex('Password123')
    const body = await paddedRangeBody(rangePrefix(hash), ranges)
    const entries = parseRangeBody(body)!
    expect(entries.length).toBeGreaterThanOrEqual(800)
    expect(entries.length).toBeLessThanOrEqual(1000)
    expect(entries.filter((entry) => entry.count > 0).map((entry) => entry.suffix)).toContain(
      rangeSuffix(hash),
    )
    expect(body).toMatch(/^([0-9A-F]{35}:\d+\r\n)+$/)
    // A padded answer for a strong password's range: the password stays clean.
    const strong = await sha1Hex(STRONG)
    expect(isRangePrefix(rangePrefix(strong))).toBe(true)
    const strongBody = await paddedRangeBody(rangePrefix(strong), ranges)
    expect(await checkLeakedPassword(STRONG, async () => strongBody)).toBe('clean')
  })
})
