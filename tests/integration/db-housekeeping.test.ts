/** The periodic clean-up (lib/db/housekeeping.ts) removes what has expired and keeps what is live. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { runHousekeeping } from '@/lib/db/housekeeping'
import {
  basketItems,
  baskets,
  orders,
  pendingRegistrations,
  visitorSessions,
  wishlistItems,
  wishlists,
} from '@/lib/db/schema'
import type { OrderState } from '@/lib/orders/rules/state-machine'
import { createSession, forgetCachedSessions } from '@/lib/session/server/store'
import { createTestDb, testDrivers, type TestDb } from '@/tests/helpers/db'

describe.each(testDrivers)('housekeeping on %s', (driver) => {
  let t: TestDb
  beforeAll(async () => {
    t = await createTestDb(driver)
  })
  afterAll(() => t?.close())

  it('deletes expired sessions and registrations, keeps live ones, and runs every task', async () => {
    const now = new Date()
    const old = new Date(now.getTime() - 200 * 86_400_000)
    await createSession(old, t.db)
    const live = await createSession(now, t.db)
    const row = (hash: string, expiresAt: Date) => ({
      tokenHash: hash.repeat(64),
      shopId: 1,
      email: `${hash}@example.org`,
      firstName: 'A',
      lastName: 'B',
      gender: 'd' as const,
      newsletter: false,
      passwordHash: 'x',
      language: 'de',
      createdAt: new Date(expiresAt.getTime() - 60_000),
      expiresAt,
    })
    await t.db
      .insert(pendingRegistrations)
      .values([row('a', old), row('b', new Date(now.getTime() + 3_600_000))])

    const removed = await runHousekeeping(t.db, now)
    expect(Object.keys(removed).sort()).toEqual([
      'addressConfirmations',
      'consentLog',
      'guestLists',
      'monitoring',
      'newsletterLinks',
      'orderConfirmations',
      'rateLimits',
      'registrations',
      'reservations',
      'resetLinks',
      'sessions',
    ])
    expect(removed).toMatchObject({ sessions: 1, registrations: 1 })
    forgetCachedSessions(t.db)
    expect((await t.db.select().from(visitorSessions)).map((s) => s.id)).toEqual([live.row.id])
    expect((await t.db.select().from(pendingRegistrations)).map((r) => r.email)).toEqual(['b@example.org'])
  })

  it('purges the baskets and wishlists of guests whose sessions all expired, keeps customers’ and live ones (issue 13 item 4)', async () => {
    const now = new Date()
    const old = new Date(now.getTime() - 200 * 86_400_000)
    const dead = (await createSession(old, t.db)).row.guestId
    const deadWithOpenOrder = (await createSession(old, t.db)).row.guestId
    const deadWithPaidOrder = (await createSession(old, t.db)).row.guestId
    const live = (await createSession(now, t.db)).row.guestId
    // A guest id that never had a session here (its rows survived an earlier purge of sessions).
    const orphan = 'f'.repeat(32)
    // A customer's lists: no session at all (logged out long ago), kept for the next login.
    const customer = 'c'.repeat(64)
    const owners = { dead, deadWithOpenOrder, deadWithPaidOrder, live, orphan, customer }
    for (const ownerId of Object.values(owners)) {
      await t.db.insert(baskets).values({ key: `basket_1_${ownerId}`, shopId: 1, ownerId })
      await t.db.insert(basketItems).values({
        key: `item-${ownerId}`,
        basketKey: `basket_1_${ownerId}`,
        variantId: 1,
        productId: 1,
        quantity: 1,
      })
      await t.db.insert(wishlists).values({ key: `wishlist_1_${ownerId}`, shopId: 1, ownerId })
      await t.db
        .insert(wishlistItems)
        .values({ key: `w-${ownerId}`, wishlistKey: `wishlist_1_${ownerId}`, productId: 1 })
    }
    const order = (n: number, ownerId: string, state: OrderState) => ({
      orderNumber: `DE-TEST-${n}`,
      market: 'de-de',
      shopId: 1,
      language: 'de',
      currency: 'EUR',
      state,
      customer: {} as never,
      sessionId: 'gone',
      basketKey: `basket_1_${ownerId}`,
      billingAddress: {} as never,
      shippingAddress: {} as never,
      shippingKind: 'standard' as const,
      totals: {} as never,
      totalGrossCents: 100,
      payableCents: 100,
      paymentMethod: 'V',
    })
    // A prepayment still waiting for its transfer may still fail and give its basket back.
    await t.db
      .insert(orders)
      .values([order(1, deadWithOpenOrder, 'awaiting_transfer'), order(2, deadWithPaidOrder, 'paid')])

    const removed = await runHousekeeping(t.db, now)
    // Basket and wishlist each of: dead, orphan, deadWithPaidOrder; the wishlist of deadWithOpenOrder.
    expect(removed.guestLists).toBe(7)
    const basketOwners = (await t.db.select().from(baskets)).map((b) => b.ownerId).sort()
    expect(basketOwners).toEqual([customer, deadWithOpenOrder, live].sort())
    const wishlistOwners = (await t.db.select().from(wishlists)).map((w) => w.ownerId).sort()
    expect(wishlistOwners).toEqual([customer, live].sort())
    // Their items went with them.
    expect((await t.db.select().from(basketItems)).map((i) => i.basketKey).sort()).toEqual(
      [customer, deadWithOpenOrder, live].map((o) => `basket_1_${o}`).sort(),
    )
    expect((await t.db.select().from(wishlistItems)).map((i) => i.wishlistKey).sort()).toEqual(
      [customer, live].map((o) => `wishlist_1_${o}`).sort(),
    )
  })
})
