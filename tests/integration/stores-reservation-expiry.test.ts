/**
 * Issue 13 item 4: a reservation holds its pieces RESERVATION_TTL_HOURS, then the housekeeping sweep puts
 * them back on the shelf (a stock read counts them as back even before); open reservations are capped
 * per address and per visitor session.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { eq, inArray, sql } from 'drizzle-orm'
import { runHousekeeping } from '@/lib/db/housekeeping'
import { storeReservations } from '@/lib/db/schema'
import { HttpError } from '@/lib/http/rules/errors'
import { storesWithStock } from '@/lib/stores/server/repository'
import { reserve } from '@/lib/stores/server/reservations'
import { createTestDb, testDrivers, type TestDb } from '@/tests/helpers/db'
import { setShelf, shelf, stockedVariant } from './stores-helpers'

const request = (storeId: number, variantId: number, email: string, quantity = 1) => ({
  storeId,
  items: [{ variantId, quantity }],
  name: 'Anna Beispiel',
  email,
  locale: 'de' as const,
})

async function status(run: Promise<unknown>): Promise<number> {
  try {
    await run
    return 200
  } catch (error) {
    if (error instanceof HttpError) return error.status
    throw error
  }
}

describe.each(testDrivers)('reservation expiry and caps on %s', (driver) => {
  let t: TestDb
  beforeAll(async () => {
    t = await createTestDb(driver)
  }, 60_000)
  afterAll(() => t?.close())

  /** Moves the reservations' end into the past, as if their hours had passed. */
  const expire = (ids: number[]) =>
    t.db
      .update(storeReservations)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(inArray(storeReservations.id, ids))

  it('holds the pieces for the configured hours, then the sweep gives them back once', async () => {
    const { variantId } = await stockedVariant(t.db, 102)
    await setShelf(t.db, 102, variantId, 5)
    const made = await reserve(t.db, 'de-de', request(102, variantId, 'exp@example.de', 2), {
      sessionId: null,
      ttlHours: 6,
    })
    const held = new Date(made.heldUntil).getTime() - Date.now()
    expect(held).toBeGreaterThan(5.9 * 3_600_000)
    expect(held).toBeLessThanOrEqual(6 * 3_600_000)
    expect(await shelf(t.db, 102, variantId)).toBe(3)
    // Before its end the sweep leaves it alone.
    await runHousekeeping(t.db)
    expect(await shelf(t.db, 102, variantId)).toBe(3)

    await expire(made.reservationIds)
    // A stock read counts only unexpired reservations, even before the sweep ran.
    const [store] = (await storesWithStock(t.db, 'de-de', [variantId])).filter((s) => s.id === 102)
    expect(store?.stock[variantId]).toBe(5)
    const swept = await runHousekeeping(t.db)
    expect(swept.reservations).toBe(1)
    expect(await shelf(t.db, 102, variantId)).toBe(5)
    const [row] = await t.db
      .select()
      .from(storeReservations)
      .where(eq(storeReservations.id, made.reservationIds[0]!))
    expect(row?.status).toBe('expired')
    // Run again (or on a second instance): nothing is given back twice.
    expect((await runHousekeeping(t.db)).reservations).toBe(0)
    expect(await shelf(t.db, 102, variantId)).toBe(5)
    const [after] = (await storesWithStock(t.db, 'de-de', [variantId])).filter((s) => s.id === 102)
    expect(after?.stock[variantId]).toBe(5)
  })

  it('a new reservation may take the pieces of an expired one the sweep has not reached yet', async () => {
    const { variantId } = await stockedVariant(t.db, 103)
    await setShelf(t.db, 103, variantId, 1)
    const first = await reserve(t.db, 'de-de', request(103, variantId, 'first@example.de'), {
      sessionId: null,
    })
    expect(
      await status(reserve(t.db, 'de-de', request(103, variantId, 'second@example.de'), { sessionId: null })),
    ).toBe(409)
    await expire(first.reservationIds)
    expect(
      await status(reserve(t.db, 'de-de', request(103, variantId, 'second@example.de'), { sessionId: null })),
    ).toBe(200)
    expect(await shelf(t.db, 103, variantId)).toBe(0)
  })

  it('caps open reservations per address (429), whatever the session; an expired one frees its place', async () => {
    const { variantId } = await stockedVariant(t.db, 101)
    await setShelf(t.db, 101, variantId, 50)
    const made = []
    for (let i = 0; i < 3; i += 1)
      made.push(
        await reserve(t.db, 'de-de', request(101, variantId, 'cap@example.de'), { sessionId: `s${i}` }),
      )
    expect(
      await status(reserve(t.db, 'de-de', request(101, variantId, 'cap@example.de'), { sessionId: 'other' })),
    ).toBe(429)
    expect(await shelf(t.db, 101, variantId)).toBe(47)
    await expire(made[0]!.reservationIds)
    expect(
      await status(reserve(t.db, 'de-de', request(101, variantId, 'cap@example.de'), { sessionId: 'other' })),
    ).toBe(200)
  })

  it('caps open reservations per visitor session (429), whatever the address', async () => {
    const { variantId } = await stockedVariant(t.db, 104)
    await setShelf(t.db, 104, variantId, 50)
    for (let i = 0; i < 3; i += 1)
      await reserve(t.db, 'de-de', request(104, variantId, `s${i}@example.de`), { sessionId: 'one-session' })
    expect(
      await status(
        reserve(t.db, 'de-de', request(104, variantId, 'fresh@example.de'), { sessionId: 'one-session' }),
      ),
    ).toBe(429)
    expect(
      await status(
        reserve(t.db, 'de-de', request(104, variantId, 'fresh@example.de'), { sessionId: 'another' }),
      ),
    ).toBe(200)
  })

  it('six requests of one address at once: the cap lets exactly three through', async () => {
    const { variantId } = await stockedVariant(t.db, 101)
    await setShelf(t.db, 101, variantId, 50)
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) =>
        status(
          reserve(t.db, 'de-de', request(101, variantId, 'burst@example.de'), { sessionId: `burst${i}` }),
        ),
      ),
    )
    expect(results.filter((s) => s === 200)).toHaveLength(3)
    expect(results.filter((s) => s === 429)).toHaveLength(3)
    expect(await shelf(t.db, 101, variantId)).toBe(47)
  })
})
