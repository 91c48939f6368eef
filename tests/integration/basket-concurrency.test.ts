import { beforeEach, describe, expect, it, vi } from 'vitest'
import { POST as addItem } from '@/app/api/shop/basket/addItem/route'
import { DELETE as deleteItem } from '@/app/api/shop/basket/deleteItem/route'
import { POST as updateItem } from '@/app/api/shop/basket/updateItem/route'
import { POST as addWishlistItem } from '@/app/api/shop/wishlist/addItem/route'
import { apiRequest, json, basketSnapshot, wishlistSnapshot } from '@/tests/helpers/basket-api'
import { useBasketDb } from '@/tests/helpers/basket-db'
import { newVisitor, type Visitor } from '@/tests/helpers/basket-visitors'
import { testDrivers } from '@/tests/helpers/db'

const scope = vi.hoisted(() => ({ cookies: new Map<string, string>(), market: 'de-de' as string | null }))
vi.mock('next/headers', async () =>
  (await import('@/tests/helpers/next-headers-fake')).fakeNextHeaders(scope),
)

/**
 * Writes from several tabs and fast clicks, all at once, never lose or double an update. The handlers
 * run concurrently on one process, as the server runs them, against PGlite and (with DATABASE_URL)
 * PostgreSQL with a pool of several connections.
 */
const add = (basketKey: string, variantId: number, quantity = 1) =>
  addItem(apiRequest('POST', '/api/shop/basket/addItem/', { body: { basketKey, variantId, quantity } }))
const update = (body: Record<string, unknown>) =>
  updateItem(apiRequest('POST', '/api/shop/basket/updateItem/', { body }))
const remove = (basketKey: string, itemKey: string) =>
  deleteItem(apiRequest('DELETE', '/api/shop/basket/deleteItem/', { body: { basketKey, itemKey } }))

describe.each(testDrivers)('concurrent basket and wishlist writes on %s', (driver) => {
  const t = useBasketDb(driver)
  let me: Visitor
  beforeEach(async () => {
    scope.market = 'de-de'
    me = await newVisitor(scope)
  })
  const lines = async () => (await basketSnapshot(t.db, me.basketKey())).lines
  const addFirst = async (variantId: number, quantity = 1) => {
    const body = await json(await add(me.basketKey(), variantId, quantity))
    return body.basket.items.find((i: { variant: { id: number } }) => i.variant.id === variantId)
      .key as string
  }

  it('20 parallel adds of different variants leave 20 lines', async () => {
    const variants = t.picks.plain.slice(0, 20)
    expect(variants).toHaveLength(20)
    const responses = await Promise.all(variants.map((v) => add(me.basketKey(), v.id)))
    expect(responses.map((r) => r.status)).toEqual(Array(20).fill(201))
    const stored = await lines()
    expect(stored).toHaveLength(20)
    expect(new Set(stored.map((l) => l.variantId))).toEqual(new Set(variants.map((v) => v.id)))
    expect(stored.every((l) => l.quantity === 1)).toBe(true)
  })

  it('10 parallel +1 adds of one variant raise its line by exactly 10', async () => {
    const v = t.picks.plain[0]!
    await addFirst(v.id, 2)
    const responses = await Promise.all(Array.from({ length: 10 }, () => add(me.basketKey(), v.id, 1)))
    expect(responses.map((r) => r.status)).toEqual(Array(10).fill(200))
    expect((await lines()).map((l) => l.quantity)).toEqual([12])
  })

  it('10 parallel +1 updates by read-modify-write with expectedQuantity (retried on 409) raise it by 10', async () => {
    const itemKey = await addFirst(t.picks.plain[1]!.id, 1)
    const plusOne = async () => {
      for (let attempt = 0; attempt < 50; attempt++) {
        const [line] = await lines()
        const response = await update({
          basketKey: me.basketKey(),
          itemKey,
          quantity: line!.quantity + 1,
          expectedQuantity: line!.quantity,
        })
        if (response.status === 200) return attempt
        expect(response.status).toBe(409)
      }
      throw new Error('no update got through in 50 attempts')
    }
    await Promise.all(Array.from({ length: 10 }, plusOne))
    expect((await lines()).map((l) => l.quantity)).toEqual([11])
  })

  it('a parallel delete and update end consistent: the line is gone, no 500, the update 200 or 404', async () => {
    for (let round = 0; round < 5; round++) {
      const itemKey = await addFirst(t.picks.plain[2]!.id, 1)
      const [removed, updated] = await Promise.all([
        remove(me.basketKey(), itemKey),
        update({ basketKey: me.basketKey(), itemKey, quantity: 3 }),
      ])
      expect(removed.status).toBe(200)
      expect([200, 404]).toContain(updated.status)
      expect(await lines()).toEqual([])
    }
  })

  it('a parallel delete and add of the same variant end consistent: gone, or a fresh line of the add', async () => {
    const v = t.picks.plain[3]!
    for (let round = 0; round < 5; round++) {
      const itemKey = await addFirst(v.id, 2)
      const [removed, added] = await Promise.all([
        remove(me.basketKey(), itemKey),
        add(me.basketKey(), v.id, 1),
      ])
      expect(removed.status).toBe(200)
      expect([200, 201]).toContain(added.status)
      const after = await lines()
      // Add first: 3 pieces, then removed. Delete first: the add makes a new line of 1.
      if (added.status === 200) expect(after).toEqual([])
      else expect(after.map((l) => [l.key === itemKey, l.quantity])).toEqual([[false, 1]])
      for (const line of after) await remove(me.basketKey(), line.key)
    }
  })

  it('parallel updates of different lines each land', async () => {
    const keys = await Promise.all(t.picks.plain.slice(4, 10).map((v) => addFirst(v.id, 1)))
    const responses = await Promise.all(
      keys.map((itemKey, i) => update({ basketKey: me.basketKey(), itemKey, quantity: i + 2 })),
    )
    expect(responses.map((r) => r.status)).toEqual(Array(keys.length).fill(200))
    const byKey = new Map((await lines()).map((l) => [l.key, l.quantity]))
    expect(keys.map((k) => byKey.get(k))).toEqual(keys.map((_k, i) => i + 2))
  })

  it('10 parallel wishlist adds of the same product leave one entry', async () => {
    const productId = t.picks.plainProductIds[0]!
    const responses = await Promise.all(
      Array.from({ length: 10 }, () =>
        addWishlistItem(
          apiRequest('POST', '/api/shop/wishlist/addItem/', {
            body: { wishlistKey: me.wishlistKey(), itemCreationId: productId },
          }),
        ),
      ),
    )
    expect(responses.map((r) => r.status)).toEqual(Array(10).fill(200))
    const { entries } = await wishlistSnapshot(t.db, me.wishlistKey())
    expect(entries.map((e) => [e.productId, e.variantId])).toEqual([[productId, null]])
  })
})
