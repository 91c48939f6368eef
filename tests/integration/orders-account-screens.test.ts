import { describe, expect, it, vi } from 'vitest'
import { eq } from 'drizzle-orm'
import { GET as invoice } from '@/app/api/user/orders/[orderNumber]/invoice/route'
import { findCustomerById } from '@/lib/account/server/customers'
import { collectAccountData } from '@/lib/account/server/export'
import { orderPayments, orders } from '@/lib/db/schema'
import { customerOrderDetail, customerOrderView } from '@/lib/orders/server/account-orders'
import { listCustomerOrders } from '@/lib/orders/server/queries'
import { apiRequest, json, routeParams } from '@/tests/helpers/basket-api'
import { useBasketDb } from '@/tests/helpers/basket-db'
import type { Visitor } from '@/tests/helpers/basket-visitors'
import { testDrivers } from '@/tests/helpers/db'
import {
  addToBasket,
  newCustomerShopper,
  place,
  placementBody,
  useOrderTestScope,
} from '@/tests/helpers/orders'
import { requestJar } from '@/tests/helpers/request-scope'

const scope = vi.hoisted(() => ({ cookies: new Map<string, string>(), market: 'de-de' as string | null }))
vi.mock('next/headers', async () =>
  (await import('@/tests/helpers/request-scope')).fakeNextHeadersPerRequest(scope),
)
const gateway = vi.hoisted(() => ({
  current: null as null | import('@/tests/helpers/orders').FakePort,
}))
vi.mock('@/lib/orders/server/port', () => ({ orderPaymentPort: async () => gateway.current!.port }))

/**
 * The account's order screens read through lib/orders/server/account-orders.ts (issue 11 item 8): the
 * list with item counts, the detail with line and product ids, the PDF invoice download (own order 200,
 * another customer's 404, logged out 401), and the orders in "my data" without any provider secret.
 */
describe.each(testDrivers)('account order screens and invoice on %s (issue 11 item 8)', (driver) => {
  const t = useBasketDb(driver)
  useOrderTestScope(scope, gateway)

  let n = 0
  const customer = () => newCustomerShopper(t.db, `s${++n}-${driver}@example.org`)
  const placeFor = async (who: Visitor, pieces: [number, number][]) => {
    scope.cookies = who.cookies
    for (const [variantId, quantity] of pieces) await addToBasket(scope, who, variantId, quantity)
    return (await json(await place(scope, who, placementBody(who)))) as { orderNumber: string }
  }
  const download = (cookies: Map<string, string>, orderNumber: string) =>
    requestJar.run(cookies, () =>
      invoice(
        apiRequest('GET', `/api/user/orders/${orderNumber}/invoice/?locale=de`),
        routeParams({ orderNumber }),
      ),
    )

  it('lists the order with its pieces and shows it with line and product ids; others get nothing', async () => {
    const ada = await customer()
    const [a, b] = [t.picks.plain[3]!, t.picks.plain[4]!]
    const placed = await placeFor(ada, [
      [a.id, 2],
      [b.id, 1],
    ])
    const page = await listCustomerOrders(t.db, ada.id, 1)
    expect(page.orders).toEqual([
      expect.objectContaining({ orderNumber: placed.orderNumber, state: 'confirmed', itemCount: 3 }),
    ])
    const detail = await customerOrderDetail(t.db, ada.id, placed.orderNumber, true)
    expect(detail?.cancellable).toBe(true)
    expect(detail?.lines.map((l) => l.productId).sort()).toEqual([a.productId, b.productId].sort())
    expect(detail?.order.lines).toHaveLength(2)
    // The market without cancelOrder offers no cancel, whatever the state.
    expect((await customerOrderDetail(t.db, ada.id, placed.orderNumber, false))?.cancellable).toBe(false)

    const grace = await customer()
    expect(await customerOrderDetail(t.db, grace.id, placed.orderNumber, true)).toBeNull()
    expect(await customerOrderView(t.db, grace.id, placed.orderNumber)).toBeNull()
    expect(await customerOrderDetail(t.db, ada.id, 'not-a-number', true)).toBeNull()
    expect((await listCustomerOrders(t.db, grace.id, 1)).total).toBe(0)
  })

  it('downloads the own invoice as a private PDF; another customer 404, logged out 401', async () => {
    const ada = await customer()
    const placed = await placeFor(ada, [[t.picks.plain[5]!.id, 1]])
    const own = await download(ada.cookies, placed.orderNumber)
    expect(own.status).toBe(200)
    expect(own.headers.get('content-type')).toBe('application/pdf')
    expect(own.headers.get('cache-control')).toBe('private, no-store')
    expect(own.headers.get('content-disposition')).toBe(
      `attachment; filename="Rechnung-${placed.orderNumber}.pdf"`,
    )
    const bytes = Buffer.from(await own.arrayBuffer())
    expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-')

    const grace = await customer()
    expect((await download(grace.cookies, placed.orderNumber)).status).toBe(404)
    expect((await download(new Map(), placed.orderNumber)).status).toBe(401)
    expect((await download(ada.cookies, 'DE-9999999')).status).toBe(404)
  })

  it('puts the orders into "my data" with lines, addresses and payments, never a provider reference', async () => {
    const ada = await customer()
    const placed = await placeFor(ada, [[t.picks.plain[6]!.id, 2]])
    const [order] = await t.db.select().from(orders).where(eq(orders.orderNumber, placed.orderNumber))
    await t.db
      .update(orderPayments)
      .set({ providerRef: 'tr_SECRET_REF_42', redirectUrl: 'https://pay.example/secret' })
      .where(eq(orderPayments.orderId, order!.id))
    const data = await collectAccountData(t.db, (await findCustomerById(t.db, ada.id))!, { language: 'de' })
    expect(data.orders).toEqual([
      expect.objectContaining({
        orderNumber: placed.orderNumber,
        state: 'confirmed',
        billingAddress: expect.objectContaining({ city: 'Berlin' }),
        lines: [expect.objectContaining({ quantity: 2 })],
        payments: [expect.objectContaining({ method: 'RE' })],
      }),
    ])
    const text = JSON.stringify(data)
    expect(text).not.toContain('tr_SECRET_REF_42')
    expect(text).not.toContain('pay.example')
    expect(text).not.toMatch(/providerRef|paymentId|sessionId|basketKey/)
  })
})
