/**
 * The pure parts of the Redis cache handler (issue 15 item 6): entries survive the trip through text with
 * their Buffers and Maps, a tag revalidation is recorded as Next's own cache records it, and records of
 * one tag heard in any order merge to the latest.
 */
import { describe, expect, it } from 'vitest'
import {
  decodeEntry,
  encodeEntry,
  isOutlived,
  mergeTagRecords,
  revalidatedTag,
  TAG_RECORD_MAX_AGE_MS,
} from '@/lib/cache/server/redis-entries.mjs'

describe('encodeEntry / decodeEntry', () => {
  it('keeps Buffers and Maps of a page entry', () => {
    const entry = {
      lastModified: 1_700_000_000_000,
      cacheControl: { revalidate: 300, expire: 86_400 },
      value: {
        kind: 'APP_PAGE',
        html: '<h1>x</h1>',
        rscData: Buffer.from([0, 1, 2, 255]),
        headers: { 'x-next-cache-tags': 'a,b' },
        status: 200,
        segmentData: new Map([['/_tree', Buffer.from('tree')]]),
      },
    }
    const back = decodeEntry(encodeEntry(entry)) as typeof entry
    expect(back).toEqual(entry)
    expect(Buffer.isBuffer(back.value.rscData)).toBe(true)
    expect(back.value.segmentData.get('/_tree')?.toString()).toBe('tree')
  })

  it('leaves plain objects that merely look alike', () => {
    const entry = { lastModified: 1, value: { kind: 'FETCH', data: { $buffer: 'x', other: 1 } } }
    expect(decodeEntry(encodeEntry(entry))).toEqual(entry)
  })

  it.each([null, undefined, '', 'not json', '{"value":1}', '[]'])('reads %j as no entry', (text) => {
    expect(decodeEntry(text)).toBeNull()
  })
})

describe('revalidatedTag', () => {
  it('with a profile: stale now, expired after the profile’s expire', () => {
    expect(revalidatedTag(undefined, { expire: 60 }, 1_000)).toEqual({ stale: 1_000, expired: 61_000 })
  })
  it('without durations: expired now, an earlier stale kept', () => {
    expect(revalidatedTag({ stale: 5 }, undefined, 1_000)).toEqual({ stale: 5, expired: 1_000 })
  })
})

describe('mergeTagRecords', () => {
  it('takes the later time of each field, in any order', () => {
    const older = { stale: 10, expired: 100 }
    const newer = { stale: 20 }
    expect(mergeTagRecords(older, newer)).toEqual({ stale: 20, expired: 100 })
    expect(mergeTagRecords(newer, older)).toEqual({ stale: 20, expired: 100 })
    expect(mergeTagRecords(undefined, newer)).toEqual({ stale: 20 })
  })
})

describe('isOutlived', () => {
  const now = 10 * TAG_RECORD_MAX_AGE_MS
  it('drops records older than any stored entry', () => {
    expect(isOutlived({ stale: now - TAG_RECORD_MAX_AGE_MS - 1 }, now)).toBe(true)
    expect(isOutlived({ stale: now - 1_000 }, now)).toBe(false)
  })
  it('an expiry still ahead does not keep an old record', () => {
    expect(isOutlived({ stale: 0, expired: now + 1_000 }, now)).toBe(true)
  })
  it('a recent expiry keeps it', () => {
    expect(isOutlived({ expired: now - 1_000 }, now)).toBe(false)
  })
})
