import { describe, expect, it, vi } from 'vitest'
import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import { POST as webhook } from '@/app/api/checkout/payment/webhook/route'
import { basketItems, orderPayments, orders } from '@/lib/db/schema'
import { apiRequest, json } from '@/tests/helpers/basket-api'
import { useBasketDb } from '@/tests/helpers/basket-db'
import { testDrivers } from '@/tests/helpers/db'
import {
  addToBasket,
  newGuestShopper,
  place,
  placementBody,
  setStock,
  stockOf,
  useOrderTestScope,
} from '@/tests/helpers/orders'

const scope = vi.hoisted(() => ({ cookies: new Map<string, string>(), market: 'de-de' as string | null }))
vi.mock('next/headers', async () =>
  (await import('@/tests/helpers/request-scope')).fakeNextHeadersPerRequest(scope),
)
const gateway = vi.hoisted(() => ({
  current: null as null | import('@/tests/helpers/orders').FakePort,
}))
vi.mock('@/lib/orders/server/port', () => ({ orderPaymentPort: async () => gateway.current!.port }))

/**
 * Issue 11 "Done when": concurrency tests on PGlite and PostgreSQL: 10 parallel placements with one
 * idempotency key give one order; 20 buyers of the last piece give one order and 19 clear refusals; a
 * webhook delivered twice changes the order once. Item 5: stock given back and the basket restored
 * when the payment fails.
 */
const sendWebhook = (providerRef: string, status: string, signature = 'ok') =>
  webhook(
    apiRequest('POST', '/api/checkout/payment/webhook/', {
      body: { providerRef, status, signature },
      headers: { 'sec-fetch-site': 'cross-site' },
    }),
  )

describe.each(testDrivers)('order placement under concurrency on %s', (driver) => {
  const t = useBasketDb(driver)
  useOrderTestScope(scope, gateway)

  it('10 parallel placements with one idempotency key give one order and one payment', async () => {
    const shopper = await newGuestShopper(scope, t.db)
    await addToBasket(scope, shopper, t.picks.plain[3]!.id, 2)
    const body = placementBody(shopper, { paymentMethod: 'PP' })
    const stock = await stockOf(t.db, t.picks.plain[3]!.id)
    const responses = await Promise.all(Array.from({ length: 10 }, () => place(scope, shopper, body)))
    const answers = await Promise.all(responses.map(json))
    expect(responses.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 200, 200, 200, 200, 200, 201])
    expect(new Set(answers.map((a) => a.orderNumber)).size).toBe(1)
    expect(new Set(answers.map((a) => a.redirectUrl)).size).toBe(1)
    const placed = await t.db.select().from(orders).where(eq(orders.sessionId, shopper.sessionId))
    expect(placed).toHaveLength(1)
    expect(gateway.current!.initiated).toHaveLength(1)
    expect(await stockOf(t.db, t.picks.plain[3]!.id)).toBe(stock - 2)
  })

  it('20 buyers of the last piece: one order, 19 clear refusals (409 with a message key)', async () => {
    const last = t.picks.plain[4]!
    await setStock(t.db, last.id, 5)
    const buyers = []
    for (let i = 0; i < 20; i++) {
      const buyer = await newGuestShopper(scope, t.db, `buyer${i}@example.com`)
      await addToBasket(scope, buyer, last.id)
      buyers.push(buyer)
    }
    await setStock(t.db, last.id, 1)
    const responses = await Promise.all(buyers.map((b) => place(scope, b, placementBody(b))))
    const statuses = responses.map((r) => r.status)
    expect(statuses.filter((s) => s === 201)).toHaveLength(1)
    expect(statuses.filter((s) => s === 409)).toHaveLength(19)
    const refusals = await Promise.all(responses.filter((r) => r.status === 409).map(json))
    for (const r of refusals) expect(r.error).toMatch(/^checkout\.errors\.(outOfStock|itemsRemoved)$/)
    expect(await stockOf(t.db, last.id)).toBe(0)
  })

  it('a webhook delivered twice changes the order once; a forged one changes nothing', async () => {
    const shopper = await newGuestShopper(scope, t.db)
    await addToBasket(scope, shopper, t.picks.plain[5]!.id)
    const answer = await json(await place(scope, shopper, placementBody(shopper, { paymentMethod: 'KK' })))
    const ref = gateway.current!.initiated[0]!.providerRef
    expect((await sendWebhook(ref, 'paid', 'forged')).status).toBe(401)
    const [first, second] = [await sendWebhook(ref, 'paid'), await sendWebhook(ref, 'paid')]
    expect(await json(first)).toEqual({ received: true, changed: true })
    expect(await json(second)).toEqual({ received: true, changed: false })
    const [order] = await t.db.select().from(orders).where(eq(orders.orderNumber, answer.orderNumber))
    expect(order!.state).toBe('paid')
    // A late "failed" after paid changes nothing either.
    expect(await json(await sendWebhook(ref, 'failed'))).toEqual({ received: true, changed: false })
  })

  it('parallel duplicate webhooks of a failure: stock back once, basket restored once', async () => {
    const shopper = await newGuestShopper(scope, t.db)
    const v = t.picks.plain[6]!
    await addToBasket(scope, shopper, v.id, 3)
    const stock = await stockOf(t.db, v.id)
    const answer = await json(await place(scope, shopper, placementBody(shopper, { paymentMethod: 'PP' })))
    expect(await stockOf(t.db, v.id)).toBe(stock - 3)
    const ref = gateway.current!.initiated[0]!.providerRef
    const results = await Promise.all(Array.from({ length: 5 }, () => sendWebhook(ref, 'canceled')))
    const changed = (await Promise.all(results.map(json))).filter((r) => r.changed)
    expect(changed).toHaveLength(1)
    const [order] = await t.db.select().from(orders).where(eq(orders.orderNumber, answer.orderNumber))
    expect(order!.state).toBe('payment_failed')
    expect(await stockOf(t.db, v.id)).toBe(stock)
    const lines = await t.db.select().from(basketItems).where(eq(basketItems.basketKey, shopper.basketKey()))
    expect(lines.map((l) => [l.variantId, l.quantity])).toEqual([[v.id, 3]])
    const [payment] = await t.db.select().from(orderPayments).where(eq(orderPayments.providerRef, ref))
    expect(payment!.status).toBe('canceled')
    // The restored basket can be ordered again with a new attempt key.
    const retry = await place(scope, shopper, placementBody(shopper, { idempotencyKey: randomUUID() }))
    expect(retry.status).toBe(201)
  })
})
