import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres'
import { eq } from 'drizzle-orm'
import { latestLines } from '@/lib/basket/server/lines-cache'
import { addLine } from '@/lib/basket/server/add-line'
import { deleteLine, readBasketLines, readLines, updateLine } from '@/lib/basket/server/repository'
import type { BasketOwner } from '@/lib/basket/rules/types'
import { stampedWrite } from '@/lib/basket/server/stamped-write'
import type { Db } from '@/lib/db'
import * as schema from '@/lib/db/schema'
import { pickSeedVariants, type SeedPicks } from '@/tests/helpers/basket-api'
import { createTestDb, testDrivers, type TestDb } from '@/tests/helpers/db'

/**
 * The basket lines cache of lib/basket/server/lines-cache: two instances of the shop on one
 * database (two Db objects, each with its own cache) write the same basket in turn. Neither may answer
 * from lines the other has changed since.
 */
describe.each(testDrivers)('basket lines across two instances on %s', (driver) => {
  let t: TestDb
  let other: Db
  let picks: SeedPicks
  beforeAll(async () => {
    t = await createTestDb(driver)
    const c = t.connection
    other = (c.driver === 'pglite'
      ? drizzlePglite(c.client, { schema })
      : drizzlePostgres(c.pool, { schema })) as unknown as Db
    picks = await pickSeedVariants(t.db)
  })
  afterAll(async () => {
    await t?.close()
  })

  const owner = (id: string): BasketOwner => ({ key: `basket_1_${id}`, shopId: 1, ownerId: id })
  const add = (db: Db, o: BasketOwner, variant: { id: number; productId: number }) =>
    addLine(db, o, {
      variantId: variant.id,
      productId: variant.productId,
      quantity: 1,
      itemGroup: null,
      customData: {},
      displayData: {},
      options: {},
      available: 10,
    })
  const variantsOf = (lines: { variantId: number }[]) => lines.map((l) => l.variantId)

  it('an add on one instance sees the line the other instance added in between', async () => {
    const o = owner('instances-add')
    const [a, b, c] = [picks.plain[0]!, picks.plain[1]!, picks.plain[2]!]
    await add(t.db, o, a)
    await add(other, o, b)
    const third = await add(t.db, o, c)
    expect(variantsOf(third.lines)).toEqual([a.id, b.id, c.id])
    expect(variantsOf(await readBasketLines(t.db, o.key))).toEqual([a.id, b.id, c.id])
  })

  it('an update and a delete on one instance show in the next answer of the other', async () => {
    const o = owner('instances-update')
    const [a, b] = [picks.plain[3]!, picks.plain[4]!]
    const first = await add(t.db, o, a)
    await add(t.db, o, b)
    const keyA = first.lines[0]!.key
    await updateLine(other, o, keyA, { quantity: 4, available: 10 })
    const again = await add(t.db, o, b)
    expect(again.lines.map((l) => [l.variantId, l.quantity])).toEqual([
      [a.id, 4],
      [b.id, 2],
    ])
    await deleteLine(other, o, keyA)
    expect(variantsOf(await readBasketLines(t.db, o.key))).toEqual([b.id])
    expect(variantsOf((await add(t.db, o, a)).lines)).toEqual([b.id, a.id])
  })

  describe('one-statement writes (lib/basket/server/stamped-write)', () => {
    const newLineOf = (o: BasketOwner, v: { id: number; productId: number }, key: string) => ({
      key,
      basketKey: o.key,
      variantId: v.id,
      productId: v.productId,
      quantity: 1,
      itemGroupId: '',
      itemGroup: null,
      customData: {},
      displayData: {},
      options: {},
    })
    const stampOf = async (key: string) => {
      const [row] = await t.db
        .select({ version: schema.baskets.version, createdAt: schema.baskets.createdAt })
        .from(schema.baskets)
        .where(eq(schema.baskets.key, key))
      return row!
    }

    it('writes when the stamp is current, and the row it answers is the row stored', async () => {
      const o = owner('stamped-current')
      const [a, b] = [picks.plain[5]!, picks.plain[6]!]
      await add(t.db, o, a)
      const before = await stampOf(o.key)
      const { stamp, row } = await stampedWrite(t.db, o, before, {
        kind: 'insert',
        line: {
          ...newLineOf(o, b, 'stamped-item-1'),
          quantity: 2,
          itemGroupId: 'g1',
          itemGroup: { id: 'g1', isMainItem: true, isRequired: false },
          customData: { customText: { text1: 'Anna' } },
          displayData: { note: 'ü' },
          options: { gift: true },
        },
      })
      expect(stamp).toEqual({ version: before.version + 1, createdAt: before.createdAt })
      const stored = (await readLines(t.db, o.key)).find((l) => l.key === 'stamped-item-1')
      expect(row).toEqual(stored)
      const raised = await stampedWrite(t.db, o, stamp, {
        kind: 'update',
        key: 'stamped-item-1',
        quantity: 5,
      })
      expect(raised.row?.quantity).toBe(5)
      expect(raised.stamp.version).toBe(stamp.version + 1)
    })

    it.each([
      ['an older version', (s: { version: number; createdAt: Date }) => ({ ...s, version: s.version - 1 })],
      [
        'a basket made anew under the same key',
        (s: { version: number; createdAt: Date }) => ({
          ...s,
          createdAt: new Date(s.createdAt.getTime() - 1),
        }),
      ],
    ])('writes nothing for %s', async (name, stale) => {
      const o = owner(`stamped-stale-${name.length}`)
      const [a, b] = [picks.plain[7]!, picks.plain[8]!]
      const first = await add(t.db, o, a)
      const current = await stampOf(o.key)
      const insert = await stampedWrite(t.db, o, stale(current), {
        kind: 'insert',
        line: newLineOf(o, b, `stale-${name.length}`),
      })
      expect(insert.row).toBeNull()
      const update = await stampedWrite(t.db, o, stale(insert.stamp), {
        kind: 'update',
        key: first.itemKey,
        quantity: 7,
      })
      expect(update.row).toBeNull()
      expect((await readLines(t.db, o.key)).map((l) => [l.variantId, l.quantity])).toEqual([[a.id, 1]])
    })

    it('an add after a cached write takes the one-statement path and keeps the cache current', async () => {
      const o = owner('stamped-path')
      const [a, b] = [picks.plain[9]!, picks.plain[10]!]
      await add(t.db, o, a)
      const cached = latestLines(t.db, o.key)
      const second = await add(t.db, o, b)
      const third = await add(t.db, o, b)
      expect(third.created).toBe(false)
      expect(third.lines.map((l) => [l.variantId, l.quantity])).toEqual([
        [a.id, 1],
        [b.id, 2],
      ])
      expect(second.created).toBe(true)
      // Two writes, two versions on from the first: the cache followed each of them.
      expect(latestLines(t.db, o.key)?.stamp.version).toBe(cached!.stamp.version + 2)
      expect(await readLines(t.db, o.key)).toEqual(third.lines)
    })
  })
})
