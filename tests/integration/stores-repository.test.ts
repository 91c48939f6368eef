import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { and, eq, sql } from 'drizzle-orm'
import { mailOutbox, products, retailStores, storeStock, variants } from '@/lib/db/schema'
import { HttpError } from '@/lib/http/rules/errors'
import { storesWithStock } from '@/lib/stores/server/repository'
import { reserve as reserveIn, STORE_RESERVATION_MAIL } from '@/lib/stores/server/reservations'
import type { ReserveRequest } from '@/lib/stores/rules/schemas'
import { ensureStoresSeeded, SEED_STORES, seedStockQuantity } from '@/lib/stores/server/seed'
import { createTestDb, testDrivers, type TestDb } from '@/tests/helpers/db'
import { reservationCount, setShelf, shelf, stockedVariant } from './stores-helpers'

const request = (
  storeId: number,
  items: ReserveRequest['items'],
  email = 'anna@example.de',
): ReserveRequest => ({
  storeId,
  items,
  name: 'Anna Beispiel',
  email,
  locale: 'de',
})
// No visitor session: the per-session cap (issue 13 item 4) has its own test.
const reserve = (db: TestDb['db'], market: 'de-de' | 'de-at', input: ReserveRequest) =>
  reserveIn(db, market, input, { sessionId: null })

async function refusal(run: Promise<unknown>): Promise<number> {
  try {
    await run
  } catch (error) {
    if (error instanceof HttpError) return error.status
    throw error
  }
  throw new Error('expected a refusal')
}

// Click and reserve: the stores, their shelves and reservations, on both drivers.
describe.each(testDrivers)('retail stores on %s', (driver) => {
  let t: TestDb
  beforeAll(async () => {
    t = await createTestDb(driver)
  }, 60_000)
  afterAll(() => t?.close())

  it('the first start seeded every store, stocking only buyable variants of active products', async () => {
    const stores = await t.db.select().from(retailStores)
    expect(stores.map((s) => s.id).sort()).toEqual(SEED_STORES.map((s) => s.id).sort())
    const [wrong] = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(storeStock)
      .innerJoin(variants, eq(variants.id, storeStock.variantId))
      .innerJoin(products, eq(products.id, variants.productId))
      .where(sql`not ${products.isActive} or ${variants.bvc} not in (1, 2) or ${storeStock.quantity} < 1`)
    expect(wrong?.n).toBe(0)
    for (const store of SEED_STORES) {
      const [count] = await t.db
        .select({ n: sql<number>`count(*)::int` })
        .from(storeStock)
        .where(eq(storeStock.storeId, store.id))
      if (store.stocked) expect(count?.n).toBeGreaterThan(0)
      else expect(count?.n).toBe(0)
    }
    const sample = await stockedVariant(t.db, 101)
    expect(sample.quantity).toBe(seedStockQuantity(101, sample.variantId))
  })

  it('seeding again changes nothing', async () => {
    expect(await ensureStoresSeeded(t.db)).toBe(false)
    await t.migrate()
    expect(await t.db.select().from(retailStores)).toHaveLength(SEED_STORES.length)
  })

  it("lists the market's stores with their pieces of each variant, 0 where none", async () => {
    const { variantId, quantity } = await stockedVariant(t.db, 201)
    const stores = await storesWithStock(t.db, 'de-at', [variantId, 999_999_999])
    expect(stores.map((s) => s.id).sort()).toEqual([201, 202, 203, 204])
    const wien = stores.find((s) => s.id === 201)!
    expect(wien).toMatchObject({ name: 'Wien Neubau', city: 'Wien', postalCode: '1070' })
    expect(wien.stock).toEqual({ [variantId]: quantity, 999999999: 0 })
    expect(stores.find((s) => s.id === 204)!.stock[variantId]).toBe(0)
    expect(await storesWithStock(t.db, 'de-ch', [variantId])).toEqual([])
  })

  it('a reservation takes the pieces off the shelf, records itself with its end and mails the shopper', async () => {
    const { variantId, quantity } = await stockedVariant(t.db, 102, 2)
    const result = await reserve(t.db, 'de-de', request(102, [{ variantId, quantity: 2 }]))
    expect(result).toMatchObject({ type: 'success', store: { id: 102, city: 'Hamburg' } })
    expect(result.reservationIds).toHaveLength(1)
    expect(await shelf(t.db, 102, variantId)).toBe(quantity - 2)
    const [mail] = await t.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.kind, STORE_RESERVATION_MAIL), eq(mailOutbox.recipient, 'anna@example.de')))
    expect(mail).toMatchObject({ market: 'de-de', language: 'de' })
    // Issue 13 item 4: the mail says until when the pieces are held (48 hours by default).
    expect(mail?.payload).toMatchObject({ name: 'Anna Beispiel', count: 2, store: { city: 'Hamburg' } })
    expect(String(mail?.payload.heldUntil)).toMatch(/2\d{3}/)
    const held = new Date(result.heldUntil).getTime() - Date.now()
    expect(held).toBeGreaterThan(47.9 * 3_600_000)
    expect(held).toBeLessThanOrEqual(48 * 3_600_000)
  })

  it('refuses more than the shelf holds (409), a foreign or unknown store (404), leaving all as it was', async () => {
    const { variantId, quantity } = await stockedVariant(t.db, 103)
    const other = await stockedVariant(t.db, 104)
    const before = await reservationCount(t.db)
    expect(await refusal(reserve(t.db, 'de-de', request(103, [{ variantId, quantity: quantity + 1 }])))).toBe(
      409,
    )
    expect(await refusal(reserve(t.db, 'de-de', request(105, [{ variantId, quantity: 1 }])))).toBe(409)
    expect(await refusal(reserve(t.db, 'de-at', request(103, [{ variantId, quantity: 1 }])))).toBe(404)
    expect(await refusal(reserve(t.db, 'de-de', request(999, [{ variantId, quantity: 1 }])))).toBe(404)
    // One short line refuses the whole basket: the other line keeps its pieces too.
    await setShelf(t.db, 104, variantId, 0)
    const lines = [
      { variantId: other.variantId, quantity: 1 },
      { variantId, quantity: 1 },
    ]
    expect(await refusal(reserve(t.db, 'de-de', request(104, lines)))).toBe(409)
    expect(await shelf(t.db, 104, other.variantId)).toBe(other.quantity)
    expect(await shelf(t.db, 103, variantId)).toBe(quantity)
    expect(await reservationCount(t.db)).toBe(before)
  })

  it('ten shoppers racing for the last three pieces: exactly three get one', async () => {
    const { variantId } = await stockedVariant(t.db, 101)
    await setShelf(t.db, 101, variantId, 3)
    const before = await reservationCount(t.db)
    const results = await Promise.allSettled(
      // Ten different shoppers: one address would meet its cap of open reservations first.
      Array.from({ length: 10 }, (_, i) =>
        reserve(t.db, 'de-de', request(101, [{ variantId, quantity: 1 }], `racer${i}@example.de`)),
      ),
    )
    expect(results.filter((r) => r.status === 'fulfilled')).toHaveLength(3)
    for (const r of results) {
      if (r.status === 'rejected') expect(r.reason).toMatchObject({ status: 409 })
    }
    expect(await shelf(t.db, 101, variantId)).toBe(0)
    expect(await reservationCount(t.db)).toBe(before + 3)
  }, 30_000)
})
