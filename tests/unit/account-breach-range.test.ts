import { describe, expect, it } from 'vitest'
import {
  formatRangeBody,
  isRangePrefix,
  listedOnly,
  padRangeBody,
  parseRangeBody,
  RANGE_PADDING,
  type PaddingRandom,
} from '@/lib/account/rules/breach-range'
import { isInRange } from '@/lib/account/rules/leaked-password'

const SUFFIX = '1E4C9B93F3F0682250B6CF8331B7EE68FD8'
const OTHER = '0018A45C4D1DEF81644B54AB7F969B88D65'

/** Counts up: suffixes 000…1, 000…2 …, so a test knows every padding line. */
function countingRandom(startAt = 0, int = 0): PaddingRandom {
  let n = startAt
  return {
    randomInt: (bound) => Math.min(int, bound - 1),
    randomSuffix: () => (++n).toString(16).padStart(35, '0'),
  }
}

const linesOf = (body: string) => body.split('\r\n').filter(Boolean)

describe('spec 02 §7 / §9: the hash parameter is the first 5 hex digits of a SHA-1', () => {
  it.each([
    ['5BAA6', true],
    ['5baa6', true],
    ['00000', true],
    ['FFFFF', true],
    ['5BAA', false],
    ['5BAA61', false],
    ['5BAG6', false],
    ['', false],
    [' 5BAA6', false],
    ['5BAA6\n', false],
    ['0x5BA', false],
  ])('%j → %s', (value, valid) => {
    expect(isRangePrefix(value)).toBe(valid)
  })
})

describe('spec 02 §7: the range body (pwned-passwords format)', () => {
  it('reads LF and CRLF lines, upper-cases suffixes and keeps counts', () => {
    expect(parseRangeBody(`${SUFFIX.toLowerCase()}:3\r\n${OTHER}:0\n\n`)).toEqual([
      { suffix: SUFFIX, count: 3 },
      { suffix: OTHER, count: 0 },
    ])
    expect(parseRangeBody('')).toEqual([])
  })

  it.each([
    ['an HTML page', '<html><body>Service unavailable</body></html>'],
    ['a line without a count', SUFFIX],
    ['a short suffix', `${SUFFIX.slice(1)}:2`],
    ['a negative count', `${SUFFIX}:-1`],
    ['one bad line among good ones', `${OTHER}:1\r\nnope\r\n`],
  ])('refuses %s (it must not read as "nothing listed")', (_, body) => {
    expect(parseRangeBody(body)).toBeNull()
  })

  it('writes SUFFIX:COUNT lines, each ended by CRLF; count-0 lines are not listed', () => {
    const entries = [
      { suffix: SUFFIX, count: 12 },
      { suffix: OTHER, count: 0 },
    ]
    expect(formatRangeBody(entries)).toBe(`${SUFFIX}:12\r\n${OTHER}:0\r\n`)
    expect(listedOnly(entries)).toEqual([{ suffix: SUFFIX, count: 12 }])
  })
})

describe('spec 02 §5 / §7: padding hides how many suffixes a range lists', () => {
  it('pads to 800–1,000 lines: the random total, never fewer', () => {
    expect(linesOf(padRangeBody([], countingRandom(0, 0)))).toHaveLength(RANGE_PADDING.minLines)
    expect(linesOf(padRangeBody([], countingRandom(0, 200)))).toHaveLength(RANGE_PADDING.maxLines)
    const listed = [{ suffix: SUFFIX, count: 7 }]
    expect(linesOf(padRangeBody(listed, countingRandom(0, 57)))).toHaveLength(857)
  })

  it('keeps the listed lines, adds only count-0 lines, and sorts by suffix', () => {
    const body = padRangeBody([{ suffix: SUFFIX, count: 7 }], countingRandom(), { minLines: 5, maxLines: 5 })
    const lines = linesOf(body)
    expect(lines).toHaveLength(5)
    expect(lines.filter((line) => !line.endsWith(':0'))).toEqual([`${SUFFIX}:7`])
    expect([...lines].sort()).toEqual(lines)
    expect(isInRange(SUFFIX, body)).toBe(true)
  })

  it('a padding line never makes a suffix listed', () => {
    const body = padRangeBody([], countingRandom(), { minLines: 3, maxLines: 3 })
    const paddingSuffix = linesOf(body)[0]!.split(':')[0]!
    expect(linesOf(body)[0]).toBe(`${paddingSuffix}:0`)
    expect(isInRange(paddingSuffix, body)).toBe(false)
  })

  it('a random suffix equal to a listed one is drawn again, so the listed count stands', () => {
    const listedSuffix = '1'.padStart(35, '0')
    const body = padRangeBody([{ suffix: listedSuffix, count: 4 }], countingRandom(0), {
      minLines: 3,
      maxLines: 3,
    })
    expect(linesOf(body)).toEqual([
      `${listedSuffix}:4`,
      `${'2'.padStart(35, '0')}:0`,
      `${'3'.padStart(35, '0')}:0`,
    ])
  })

  it('a range listing more than the padding target is answered whole', () => {
    const listed = Array.from({ length: 6 }, (_, i) => ({
      suffix: String(i).padStart(35, 'A'),
      count: i + 1,
    }))
    expect(linesOf(padRangeBody(listed, countingRandom(), { minLines: 3, maxLines: 4 }))).toHaveLength(6)
  })
})
