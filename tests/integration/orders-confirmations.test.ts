import { beforeEach, describe, expect, it, vi } from 'vitest'
import { and, eq } from 'drizzle-orm'
import { mailOutbox, orders } from '@/lib/db/schema'
import { settleAfterResponse } from '@/lib/http/server/after-response'
import { sendMissingConfirmations } from '@/lib/orders/server/confirmations'
import { json } from '@/tests/helpers/basket-api'
import { useBasketDb } from '@/tests/helpers/basket-db'
import { testDrivers } from '@/tests/helpers/db'
import { addToBasket, fakePort, newGuestShopper, place, placementBody } from '@/tests/helpers/orders'

const scope = vi.hoisted(() => ({ cookies: new Map<string, string>(), market: 'de-de' as string | null }))
vi.mock('next/headers', async () =>
  (await import('@/tests/helpers/request-scope')).fakeNextHeadersPerRequest(scope),
)
const gateway = vi.hoisted(() => ({
  current: null as null | ReturnType<typeof import('@/tests/helpers/orders').fakePort>,
}))
vi.mock('@/lib/orders/server/port', () => ({ orderPaymentPort: async () => gateway.current!.port }))

/**
 * Every placed order is owed its confirmation (spec 01 §2 thank-you; the mail with the invoice): sent
 * after the answer in the mail lane, and sent by the housekeeping sweep when a stopped server never got
 * to it — once, and not for an order still waiting for its payment.
 */
describe.each(testDrivers)('order confirmations on %s', (driver) => {
  const t = useBasketDb(driver)
  beforeEach(() => {
    scope.market = 'de-de'
    gateway.current = fakePort()
  })

  const confirmationsOf = async (orderNumber: string) =>
    t.db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(and(eq(mailOutbox.kind, 'order-confirmation'), eq(mailOutbox.dedupeKey, orderNumber)))

  const placeWith = async (paymentMethod: string, variant: number) => {
    const shopper = await newGuestShopper(scope, t.db, `sweep-${paymentMethod}-${driver}@example.org`)
    await addToBasket(scope, shopper, t.picks.plain[variant]!.id, 1)
    const placed = await json(await place(scope, shopper, placementBody(shopper, { paymentMethod })))
    await settleAfterResponse()
    const [row] = await t.db.select().from(orders).where(eq(orders.orderNumber, placed.orderNumber))
    return row!
  }

  it('queues the confirmation after the answer; the sweep sends a lost one once, old enough only', async () => {
    const order = await placeWith('RE', 3)
    expect(await confirmationsOf(order.orderNumber)).toHaveLength(1)

    // A server stopped before the mail was queued: the row is missing.
    await t.db.delete(mailOutbox).where(eq(mailOutbox.dedupeKey, order.orderNumber))
    const placedAt = order.placedAt.getTime()
    expect(await sendMissingConfirmations(t.db, new Date(placedAt + 60_000))).toBe(0)
    expect(await sendMissingConfirmations(t.db, new Date(placedAt + 10 * 60_000))).toBe(1)
    expect(await confirmationsOf(order.orderNumber)).toHaveLength(1)
    expect(await sendMissingConfirmations(t.db, new Date(placedAt + 20 * 60_000))).toBe(0)
    // Past a week the mail's own limit has passed: the sweep leaves it.
    await t.db.delete(mailOutbox).where(eq(mailOutbox.dedupeKey, order.orderNumber))
    expect(await sendMissingConfirmations(t.db, new Date(placedAt + 8 * 86_400_000))).toBe(0)
    // Within the week it is sent again (and owed no more for the next test).
    expect(await sendMissingConfirmations(t.db, new Date(placedAt + 6 * 86_400_000))).toBe(1)
  })

  it('owes nothing to an order still waiting for its online payment', async () => {
    const order = await placeWith('KK', 4)
    expect(order.state).toBe('pending_payment')
    expect(await sendMissingConfirmations(t.db, new Date(order.placedAt.getTime() + 10 * 60_000))).toBe(0)
    expect(await confirmationsOf(order.orderNumber)).toHaveLength(0)
  })
})
