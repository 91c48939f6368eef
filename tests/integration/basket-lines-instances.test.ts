import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import { drizzle as drizzlePostgres } from 'drizzle-orm/node-postgres'
import { addLine, deleteLine, readBasketLines, updateLine, type BasketOwner } from '@/lib/basket/repository'
import type { Db } from '@/lib/db'
import * as schema from '@/lib/db/schema'
import { pickSeedVariants, type SeedPicks } from '@/tests/helpers/basket-api'
import { createTestDb, testDrivers, type TestDb } from '@/tests/helpers/db'

/**
 * Issue 5 §3 with the lines cache of lib/basket/lines-cache: two instances of the shop on one
 * database (two Db objects, each with its own cache) write the same basket in turn. Neither may answer
 * from lines the other has changed since.
 */
describe.each(testDrivers)('basket lines across two instances on %s (issue 5 §3)', (driver) => {
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
})
