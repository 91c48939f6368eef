import { describe, expect, it } from 'vitest'
import {
  LAST_SEEN_COOKIE,
  LAST_SEEN_MAX,
  lastSeenFromCookieHeader,
  parseLastSeen,
  recordLastSeen,
  serialiseLastSeen,
} from '@/lib/recommendations/rules/last-seen'

const ids = (n: number, from = 100001) => Array.from({ length: n }, (_, i) => String(from + i))

describe('lastSeen cookie', () => {
  it('reads product numbers in order, most recent first, and writes them back', () => {
    expect(parseLastSeen('100003.100001.100002')).toEqual(['100003', '100001', '100002'])
    expect(serialiseLastSeen(['100003', '100001'])).toBe('100003.100001')
    expect(parseLastSeen(serialiseLastSeen(ids(5)))).toEqual(ids(5))
  })

  it('puts the viewed product first, once, and forgets the oldest beyond the bound', () => {
    expect(recordLastSeen('100002.100001', 100001)).toBe('100001.100002')
    expect(recordLastSeen(undefined, '100009')).toBe('100009')
    const full = serialiseLastSeen(ids(LAST_SEEN_MAX))
    const next = parseLastSeen(recordLastSeen(full, 200000))
    expect(next).toHaveLength(LAST_SEEN_MAX)
    expect(next[0]).toBe('200000')
    expect(next).not.toContain(ids(LAST_SEEN_MAX).at(-1))
  })

  it('drops duplicates, keeping the most recent place', () => {
    expect(parseLastSeen('100001.100002.100001.100002.100003')).toEqual(['100001', '100002', '100003'])
  })

  it.each([
    [undefined, []],
    [null, []],
    ['', []],
    ['abc', []],
    ['0.-1.1e5.100001 .  .12345678901', ['100001']],
    ['100001,100002', ['100001', '100002']],
    ['100001%2C100002', ['100001', '100002']],
    ['%E0%A4%A', []],
    ['<script>alert(1)</script>.100001', ['100001']],
    ['100001;100002', []],
  ])('hostile or odd value %j reads as %j', (value, expected) => {
    expect(parseLastSeen(value as string | null | undefined)).toEqual(expected)
  })

  it('stays bounded however long the value is', () => {
    const huge = ids(5000).join('.')
    const parsed = parseLastSeen(huge)
    expect(parsed).toEqual(ids(LAST_SEEN_MAX))
    expect(parseLastSeen('.'.repeat(100_000) + '100001')).toEqual([])
    expect(serialiseLastSeen(ids(100))).toBe(ids(LAST_SEEN_MAX).join('.'))
    expect(serialiseLastSeen(['x', '100001', '100001'])).toBe('100001')
  })

  it('finds the cookie in a Cookie header', () => {
    expect(lastSeenFromCookieHeader(`sid=abc; ${LAST_SEEN_COOKIE}=100002.100001; x=1`)).toEqual([
      '100002',
      '100001',
    ])
    expect(lastSeenFromCookieHeader('sid=abc; notlastSeen=100001')).toEqual([])
    expect(lastSeenFromCookieHeader(null)).toEqual([])
  })
})
