import { describe, expect, it, vi } from 'vitest'
import { POST as cancel } from '@/app/api/user/orders/[orderNumber]/cancel/route'
import { POST as complain } from '@/app/api/user/orders/[orderNumber]/complaint/route'
import { GET as detail } from '@/app/api/user/orders/[orderNumber]/route'
import { GET as list } from '@/app/api/user/orders/route'
import { mailOutbox, orderComplaints } from '@/lib/db/schema'
import { settleAfterResponse } from '@/lib/http/server/after-response'
import { apiRequest, json, routeParams } from '@/tests/helpers/basket-api'
import { useBasketDb } from '@/tests/helpers/basket-db'
import type { Visitor } from '@/tests/helpers/basket-visitors'
import { testDrivers } from '@/tests/helpers/db'
import {
  addToBasket,
  newCustomerShopper,
  place,
  placementBody,
  stockOf,
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
 * Issue 11 item 8: the order list (paginated, status), the order detail, cancel (where the market's
 * cancelOrder is on and the state allows; stock returned; refund through the port) and complaint
 * (items, reason, text; stored and mailed). Another customer's order is a 404.
 */
describe.each(testDrivers)('account order screens on %s (issue 11 item 8)', (driver) => {
  const t = useBasketDb(driver)
  useOrderTestScope(scope, gateway)

  let n = 0
  const customer = () => newCustomerShopper(t.db, `c${++n}-${driver}@example.org`)
  const as = <T>(who: Visitor, call: () => Promise<T>) => requestJar.run(who.cookies, call)
  const get = (who: Visitor, number?: string) =>
    as(who, () =>
      number
        ? detail(apiRequest('GET', `/api/user/orders/${number}/`), routeParams({ orderNumber: number }))
        : list(apiRequest('GET', '/api/user/orders/?page=1')),
    )

  it('lists and shows the own order; another customer gets 404; cancel returns stock and cancels the payment', async () => {
    const ada = await customer()
    const v = t.picks.plain[7]!
    scope.cookies = ada.cookies
    await addToBasket(scope, ada, v.id, 2)
    const stock = await stockOf(t.db, v.id)
    const placed = await json(await place(scope, ada, placementBody(ada, { paymentMethod: 'KK' })))
    const page = await json(await get(ada))
    expect(page).toMatchObject({
      page: 1,
      total: 1,
      orders: [{ orderNumber: placed.orderNumber, state: 'pending_payment' }],
    })
    const shown = await json(await get(ada, placed.orderNumber))
    expect(shown.order.lines).toHaveLength(1)
    expect(shown.cancellable).toBe(true)

    const grace = await customer()
    expect((await get(grace, placed.orderNumber)).status).toBe(404)
    const foreignCancel = await as(grace, () =>
      cancel(apiRequest('POST', '/x/', {}), routeParams({ orderNumber: placed.orderNumber })),
    )
    expect(foreignCancel.status).toBe(404)

    const cancelled = await as(ada, () =>
      cancel(apiRequest('POST', '/x/', {}), routeParams({ orderNumber: placed.orderNumber })),
    )
    expect(await json(cancelled)).toEqual({ state: 'cancelled' })
    expect(await stockOf(t.db, v.id)).toBe(stock)
    const again = await as(ada, () =>
      cancel(apiRequest('POST', '/x/', {}), routeParams({ orderNumber: placed.orderNumber })),
    )
    expect([again.status, (await json(again)).error]).toEqual([409, 'orders.errors.notCancellable'])
    expect(await stockOf(t.db, v.id)).toBe(stock)
  })

  it('a complaint is stored and queued for customer service and the customer', async () => {
    const ada = await customer()
    scope.cookies = ada.cookies
    await addToBasket(scope, ada, t.picks.plain[8]!.id, 2)
    const placed = await json(await place(scope, ada, placementBody(ada)))
    const { lineIds } = await json(await get(ada, placed.orderNumber))
    const file = (body: unknown) =>
      as(ada, () =>
        complain(apiRequest('POST', '/x/', { body }), routeParams({ orderNumber: placed.orderNumber })),
      )
    expect(
      (await file({ items: [{ lineId: lineIds[0], quantity: 3 }], reason: 'damaged', text: 'x' })).status,
    ).toBe(400)
    const filed = await file({
      items: [{ lineId: lineIds[0], quantity: 1 }],
      reason: 'damaged',
      text: 'Broken lid',
    })
    expect(filed.status).toBe(201)
    await settleAfterResponse()
    expect(await t.db.select().from(orderComplaints)).toHaveLength(1)
    const kinds = (await t.db.select({ kind: mailOutbox.kind }).from(mailOutbox)).map((m) => m.kind)
    expect(kinds).toEqual(
      expect.arrayContaining(['order-confirmation', 'order-complaint', 'order-complaint-copy']),
    )
  })
})
