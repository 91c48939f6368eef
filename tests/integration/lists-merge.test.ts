import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addLine } from '@/lib/basket/server/add-line'
import { readBasketLines } from '@/lib/basket/server/repository'
import { mergeGuestLists, mergeGuestListsInOwnTransaction } from '@/lib/lists/server/merge'
import { basketSnapshot, pickSeedVariants, setVariantBvc, type SeedPicks } from '@/tests/helpers/basket-api'
import { createTestDb, testDrivers, type TestDb } from '@/tests/helpers/db'
import {
  entriesOf,
  group,
  linesOf,
  listExists,
  mergePair,
  putLine,
  save,
  setStock,
} from '@/tests/helpers/lists-merge'

/**
 * Spec 02 §4 "User": on login the guest's basket and wishlist are merged into the account's, on PGlite
 * and (with DATABASE_URL) PostgreSQL, through the shop's own basket and wishlist writers.
 */
describe.each(testDrivers)('guest → account merge on %s (spec 02 §4 User)', (driver) => {
  let t: TestDb
  let picks: SeedPicks
  beforeAll(async () => {
    t = await createTestDb(driver)
    picks = await pickSeedVariants(t.db)
  })
  afterAll(() => t?.close())
  const merge = (input: Parameters<typeof mergeGuestListsInOwnTransaction>[1]) =>
    mergeGuestListsInOwnTransaction(t.db, input)

  it('spec 02 §4: into an empty account the guest lines go over as they are, keys and all', async () => {
    const p = mergePair()
    const [a, b] = [picks.plain[0]!, picks.plain[1]!]
    await putLine(t.db, p.guestBasket, a, 2)
    await putLine(t.db, p.guestBasket, b, 1, group('bundle-7'))
    const guestKeys = (await basketSnapshot(t.db, p.guestBasket.key)).lines.map((l) => l.key)
    const outcome = await merge(p.input)
    expect(outcome.basket).toEqual({ moved: 2, joined: 0, reports: [] })
    const account = await basketSnapshot(t.db, p.accountBasket.key)
    expect(account.lines.map((l) => l.key).sort()).toEqual([...guestKeys].sort())
    expect(await linesOf(t.db, p.accountBasket)).toEqual(
      [
        [a.id, '', 2],
        [b.id, 'bundle-7', 1],
      ].sort((x, y) => (x[0] as number) - (y[0] as number)),
    )
  })

  it('spec 02 §4: the same variant and item group add their quantities; another item group stays apart', async () => {
    const p = mergePair()
    const [a, b] = [picks.plain[2]!, picks.plain[3]!]
    await putLine(t.db, p.accountBasket, a, 2)
    await putLine(t.db, p.accountBasket, b, 1, group('12345678'))
    await putLine(t.db, p.guestBasket, a, 3)
    await putLine(t.db, p.guestBasket, b, 4, group('12345678'))
    await putLine(t.db, p.guestBasket, b, 1, group('87654321'))
    const outcome = await merge(p.input)
    expect(outcome.basket).toEqual({ moved: 1, joined: 2, reports: [] })
    const expected: [number, string, number][] = [
      [a.id, '', 5],
      [b.id, '12345678', 5],
      [b.id, '87654321', 1],
    ]
    expect(await linesOf(t.db, p.accountBasket)).toEqual(expected.sort((x, y) => x[0] - y[0]))
  })

  it('spec 02 §4: an engraved guest line keeps its text apart from the account’s lines', async () => {
    const p = mergePair()
    const v = picks.personalised
    await putLine(t.db, p.accountBasket, v, 1, group('11112222'), { text1: 'Anna' })
    await putLine(t.db, p.guestBasket, v, 1, group('11112222'), { text1: 'Ben' })
    await merge(p.input)
    const { lines } = await basketSnapshot(t.db, p.accountBasket.key)
    expect(lines.map((l) => (l.customData.customText as { text1: string }).text1).sort()).toEqual([
      'Anna',
      'Ben',
    ])
    expect(new Set(lines.map((l) => l.itemGroupId)).size).toBe(2)
  })

  it('spec 02 §4, §9: lines over the limits are capped or refused and reported with the product name', async () => {
    const p = mergePair()
    const [wide, low, gone] = [picks.plain[4]!, picks.lowStock, picks.plain[5]!]
    await setStock(t.db, wide.id, 500)
    await putLine(t.db, p.accountBasket, wide, 60)
    await putLine(t.db, p.guestBasket, wide, 50)
    await putLine(t.db, p.guestBasket, low, low.stock + 2)
    await putLine(t.db, p.guestBasket, gone, 1)
    await setVariantBvc(t.db, gone.id, 4)
    try {
      const { basket } = await merge(p.input)
      expect(basket.reports.map(({ name, ...r }) => ({ ...r, named: typeof name === 'string' }))).toEqual([
        {
          productId: wide.productId,
          variantId: wide.id,
          requested: 50,
          taken: 39,
          reason: 'limit',
          named: true,
        },
        {
          productId: low.productId,
          variantId: low.id,
          requested: low.stock + 2,
          taken: low.stock,
          reason: 'unavailable',
          named: true,
        },
        {
          productId: gone.productId,
          variantId: gone.id,
          requested: 1,
          taken: 0,
          reason: 'unavailable',
          named: true,
        },
      ])
      expect(await linesOf(t.db, p.accountBasket)).toEqual(
        [
          [wide.id, '', 99],
          [low.id, '', low.stock],
        ].sort((x, y) => (x[0] as number) - (y[0] as number)),
      )
    } finally {
      await setVariantBvc(t.db, gone.id, 1)
    }
  })

  it('spec 02 §4: wishlists are united without duplicates', async () => {
    const p = mergePair()
    const { productId, variantIds } = picks.multiVariant
    const [x, y] = picks.plainProductIds.filter((id) => id !== productId)
    if (x === undefined || y === undefined) throw new Error('the seed has too few products')
    await save(t.db, p.accountWishlist, x)
    await save(t.db, p.accountWishlist, productId, variantIds[0]!)
    await save(t.db, p.guestWishlist, x)
    await save(t.db, p.guestWishlist, productId, variantIds[0]!)
    await save(t.db, p.guestWishlist, productId)
    await save(t.db, p.guestWishlist, y)
    const { wishlist } = await merge(p.input)
    expect(wishlist).toEqual({ added: 2, alreadySaved: 2, overLimit: 0 })
    expect(await entriesOf(t.db, p.accountWishlist)).toEqual(
      [`${x}/-`, `${productId}/${variantIds[0]}`, `${productId}/-`, `${y}/-`].sort(),
    )
  })

  it('spec 02 §4: afterwards the guest lists are gone, and a second run changes nothing', async () => {
    const p = mergePair()
    await putLine(t.db, p.guestBasket, picks.plain[6]!, 2)
    await putLine(t.db, p.accountBasket, picks.plain[6]!, 1)
    await save(t.db, p.guestWishlist, picks.plainProductIds[2]!)
    await merge(p.input)
    expect(await listExists(t.db, p.guestBasket)).toBe(false)
    expect(await listExists(t.db, p.guestWishlist)).toBe(false)
    const basket = await basketSnapshot(t.db, p.accountBasket.key)
    const entries = await entriesOf(t.db, p.accountWishlist)
    const again = await merge(p.input)
    expect(again).toEqual({
      basket: { moved: 0, joined: 0, reports: [] },
      wishlist: { added: 0, alreadySaved: 0, overLimit: 0 },
    })
    expect(await basketSnapshot(t.db, p.accountBasket.key)).toEqual(basket)
    expect(await entriesOf(t.db, p.accountWishlist)).toEqual(entries)
  })

  it('spec 02 §4: a guest with nothing leaves the account untouched; an account id is never merged', async () => {
    const p = mergePair()
    await putLine(t.db, p.accountBasket, picks.plain[7]!, 1)
    const before = await basketSnapshot(t.db, p.accountBasket.key)
    expect((await merge(p.input)).basket.moved).toBe(0)
    const other = mergePair()
    await putLine(t.db, other.accountBasket, picks.plain[8]!, 1)
    await merge({ ...p.input, guestId: other.input.accountId })
    expect(await basketSnapshot(t.db, p.accountBasket.key)).toEqual(before)
    expect(await listExists(t.db, other.accountBasket)).toBe(true)
  })

  it('spec 02 §4: runs in the login’s transaction, so a failed login leaves both baskets as they were', async () => {
    const p = mergePair()
    await putLine(t.db, p.guestBasket, picks.plain[9]!, 2)
    await expect(
      t.db.transaction(async (tx) => {
        await mergeGuestLists(tx, p.input)
        throw new Error('login failed after the merge')
      }),
    ).rejects.toThrow('login failed')
    expect(await linesOf(t.db, p.guestBasket)).toEqual([[picks.plain[9]!.id, '', 2]])
    expect(await listExists(t.db, p.accountBasket)).toBe(false)
  })

  it('spec 02 §4: the account basket’s kept lines are not trusted after a merge in the caller’s transaction', async () => {
    const p = mergePair()
    const [a, b, c] = [picks.plain[10]!, picks.plain[11]!, picks.plain[12]!]
    await putLine(t.db, p.accountBasket, a, 1)
    await putLine(t.db, p.guestBasket, b, 1)
    await t.db.transaction((tx) => mergeGuestLists(tx, p.input))
    expect((await readBasketLines(t.db, p.accountBasket.key)).map((l) => l.variantId)).toEqual([a.id, b.id])
    const added = await addLine(t.db, p.accountBasket, {
      variantId: c.id,
      productId: c.productId,
      quantity: 1,
      itemGroup: null,
      customData: {},
      displayData: {},
      options: {},
      available: 10,
    })
    expect(added.lines.map((l) => l.variantId).sort()).toEqual([a.id, b.id, c.id].sort())
  })
})
