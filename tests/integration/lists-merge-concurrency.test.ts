import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { mergeGuestListsInOwnTransaction } from '@/lib/lists/server/merge'
import { pickSeedVariants, type SeedPicks } from '@/tests/helpers/basket-api'
import { createTestDb, testDrivers, type TestDb } from '@/tests/helpers/db'
import {
  entriesOf,
  linesOf,
  listExists,
  mergePair,
  newGuestId,
  putLine,
  save,
} from '@/tests/helpers/lists-merge'

/**
 * Spec 02 §4 "User", logins at once: merges into one account, and a merge beside the account's own basket
 * writes, run concurrently and lose or double nothing. On PostgreSQL they run on separate connections of
 * the pool and wait for each other's row locks; on PGlite the one connection takes them in turn.
 */
describe.each(testDrivers)('concurrent guest → account merges on %s (spec 02 §4 User)', (driver) => {
  let t: TestDb
  let picks: SeedPicks
  beforeAll(async () => {
    t = await createTestDb(driver)
    picks = await pickSeedVariants(t.db)
  })
  afterAll(() => t?.close())
  const merge = (input: Parameters<typeof mergeGuestListsInOwnTransaction>[1]) =>
    mergeGuestListsInOwnTransaction(t.db, input)

  it('spec 02 §4: two devices logging into one account at once both bring their lines and entries', async () => {
    for (let round = 0; round < 3; round++) {
      const one = mergePair()
      const two = mergePair(one.input.accountId)
      const [shared, a, b] = [picks.plain[0]!, picks.plain[1]!, picks.plain[2]!]
      await putLine(t.db, one.accountBasket, shared, 1)
      await putLine(t.db, one.guestBasket, shared, 2)
      await putLine(t.db, one.guestBasket, a, 1)
      await putLine(t.db, two.guestBasket, shared, 3)
      await putLine(t.db, two.guestBasket, b, 4)
      await save(t.db, one.guestWishlist, picks.plainProductIds[0]!)
      await save(t.db, two.guestWishlist, picks.plainProductIds[0]!)
      await save(t.db, two.guestWishlist, picks.plainProductIds[1]!)
      const outcomes = await Promise.all([merge(one.input), merge(two.input)])
      expect(outcomes.map((o) => o.basket.reports)).toEqual([[], []])
      const expected: [number, string, number][] = [
        [shared.id, '', 6],
        [a.id, '', 1],
        [b.id, '', 4],
      ]
      expect(await linesOf(t.db, one.accountBasket)).toEqual(expected.sort((x, y) => x[0] - y[0]))
      expect(await entriesOf(t.db, one.accountWishlist)).toEqual(
        [`${picks.plainProductIds[0]}/-`, `${picks.plainProductIds[1]}/-`].sort(),
      )
      for (const guest of [one.guestBasket, two.guestBasket, one.guestWishlist, two.guestWishlist]) {
        expect(await listExists(t.db, guest)).toBe(false)
      }
    }
  })

  it('spec 02 §4: the same login sent twice at once merges the guest once', async () => {
    for (let round = 0; round < 3; round++) {
      const p = mergePair()
      await putLine(t.db, p.accountBasket, picks.plain[3]!, 1)
      await putLine(t.db, p.guestBasket, picks.plain[3]!, 2)
      await putLine(t.db, p.guestBasket, picks.plain[4]!, 1)
      await save(t.db, p.guestWishlist, picks.plainProductIds[2]!)
      const outcomes = await Promise.all([merge(p.input), merge(p.input), merge(p.input)])
      expect(outcomes.map((o) => o.basket.moved + o.basket.joined).sort()).toEqual([0, 0, 2])
      expect(outcomes.map((o) => o.wishlist.added).sort()).toEqual([0, 0, 1])
      const expected: [number, string, number][] = [
        [picks.plain[3]!.id, '', 3],
        [picks.plain[4]!.id, '', 1],
      ]
      expect(await linesOf(t.db, p.accountBasket)).toEqual(expected.sort((x, y) => x[0] - y[0]))
      expect(await entriesOf(t.db, p.accountWishlist)).toEqual([`${picks.plainProductIds[2]}/-`])
    }
  })

  it('spec 02 §4: adds to the account basket during a merge all land', async () => {
    const p = mergePair()
    const adds = picks.plain.slice(5, 15)
    const moved = picks.plain.slice(15, 20)
    expect(adds.length + moved.length).toBe(15)
    for (const v of moved) await putLine(t.db, p.guestBasket, v, 1)
    await Promise.all([
      merge(p.input),
      ...adds.map((v) => putLine(t.db, p.accountBasket, v, 1)),
      // Other guests of the same account at the same time.
      ...[0, 1].map(async (i) => {
        const other = mergePair(p.input.accountId, newGuestId())
        await putLine(t.db, other.guestBasket, adds[i]!, 2)
        await merge(other.input)
      }),
    ])
    const stored = new Map((await linesOf(t.db, p.accountBasket)).map(([v, , q]) => [v, q]))
    expect(stored.size).toBe(15)
    for (const v of moved) expect(stored.get(v.id)).toBe(1)
    expect(adds.map((v, i) => stored.get(v.id)! - (i < 2 ? 2 : 0))).toEqual(Array(10).fill(1))
  })
})
