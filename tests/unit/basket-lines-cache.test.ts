import { describe, expect, it } from 'vitest'
import { cachedLines, rememberLines, type BasketStamp } from '@/lib/basket/server/lines-cache'
import type { Db } from '@/lib/db'
import type { BasketItemRow } from '@/lib/db/schema'

/**
 * lib/basket/server/lines-cache: lines are only handed out when the basket row's stamp, read under its lock,
 * vouches for them: no update is lost, whoever wrote before.
 */
const created = new Date('2026-11-25T08:00:00.000Z')
const stamp = (version: number, createdAt = created): BasketStamp => ({ version, createdAt })
const line = (key: string) => ({ key, quantity: 1 }) as BasketItemRow
const freshDb = () => ({}) as Db

describe('basket lines cache', () => {
  it.each([
    // [kept at, asked with, bumped by the asker's own lock, hit]
    [3, 4, true, true],
    [3, 3, false, true],
    [3, 5, true, false], // someone else wrote version 4: read again
    [3, 4, false, false], // a reader at version 4 cannot use version 3
    [3, 3, true, false], // a writer whose lock made version 3 needs version 2
  ])('kept at version %i, asked at %i (bumped %s): hit %s', (kept, asked, bumped, hit) => {
    const db = freshDb()
    rememberLines(db, 'basket_1_a', stamp(kept), [line('x')])
    const found = cachedLines(db, 'basket_1_a', stamp(asked), { bumped })
    expect(found?.map((l) => l.key) ?? null).toEqual(hit ? ['x'] : null)
  })

  it('never vouches for the lines of a basket that was removed and made anew under the same key', () => {
    const db = freshDb()
    rememberLines(db, 'basket_1_a', stamp(0), [line('old')])
    const remade = stamp(1, new Date(created.getTime() + 60_000))
    expect(cachedLines(db, 'basket_1_a', remade, { bumped: true })).toBeNull()
  })

  it('keeps the newer lines when an older write finishes last', () => {
    const db = freshDb()
    rememberLines(db, 'basket_1_a', stamp(5), [line('newer')])
    rememberLines(db, 'basket_1_a', stamp(4), [line('older')])
    expect(cachedLines(db, 'basket_1_a', stamp(5), { bumped: false })?.map((l) => l.key)).toEqual(['newer'])
  })

  it('is kept per database and per basket, and hands out a copy', () => {
    const [a, b] = [freshDb(), freshDb()]
    rememberLines(a, 'basket_1_a', stamp(1), [line('x')])
    expect(cachedLines(b, 'basket_1_a', stamp(1), { bumped: false })).toBeNull()
    expect(cachedLines(a, 'basket_1_b', stamp(1), { bumped: false })).toBeNull()
    cachedLines(a, 'basket_1_a', stamp(1), { bumped: false })?.push(line('y'))
    expect(cachedLines(a, 'basket_1_a', stamp(1), { bumped: false })?.length).toBe(1)
  })
})
