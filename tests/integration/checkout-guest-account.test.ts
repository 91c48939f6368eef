import { describe, expect, it, vi } from 'vitest'
import { and, eq } from 'drizzle-orm'
import { POST as activate } from '@/app/api/user/auth/activate/route'
import { POST as guestAccountRoute } from '@/app/api/checkout/guest-account/route'
import { customers, mailOutbox, orders } from '@/lib/db/schema'
import { settleAfterResponse } from '@/lib/http/server/after-response'
import { orderOfSession } from '@/lib/orders/server/queries'
import { apiRequest, json } from '@/tests/helpers/basket-api'
import { useBasketDb } from '@/tests/helpers/basket-db'
import { actAs, type Visitor } from '@/tests/helpers/basket-visitors'
import { testDrivers } from '@/tests/helpers/db'
import { addToBasket, newGuestShopper, place, placementBody, useOrderTestScope } from '@/tests/helpers/orders'
import { requestJar } from '@/tests/helpers/request-scope'

const scope = vi.hoisted(() => ({ cookies: new Map<string, string>(), market: 'de-de' as string | null }))
vi.mock('next/headers', async () =>
  (await import('@/tests/helpers/request-scope')).fakeNextHeadersPerRequest(scope),
)
const gateway = vi.hoisted(() => ({
  current: null as null | import('@/tests/helpers/orders').FakePort,
}))
vi.mock('@/lib/orders/server/port', () => ({ orderPaymentPort: async () => gateway.current!.port }))

const PASSWORD = 'Analytical9Engine'

async function post(
  shopper: Visitor,
  handler: (r: Request) => Promise<Response>,
  path: string,
  body: unknown,
) {
  actAs(scope, shopper)
  const answer = await requestJar.run(shopper.cookies, () =>
    handler(apiRequest('POST', `${path}?locale=de`, { body })),
  )
  await settleAfterResponse()
  return answer
}

/**
 * Issue 11 item 7: the thank-you page shows the order only to the session that placed it, and a guest
 * can turn the order into an account — confirmed by mail, since the typed address was never proven.
 */
describe.each(testDrivers)('thank-you order and guest account on %s (issue 11 item 7)', (driver) => {
  const t = useBasketDb(driver)
  useOrderTestScope(scope, gateway)

  async function guestOrder(email: string) {
    const shopper = await newGuestShopper(scope, t.db, email)
    await addToBasket(scope, shopper, t.picks.plain[0]!.id, 1)
    const placed = await json(await place(scope, shopper, placementBody(shopper)))
    return { shopper, orderNumber: placed.orderNumber as string }
  }

  it('orderOfSession: the session’s own order by number or its newest recent one, never another’s', async () => {
    const { shopper, orderNumber } = await guestOrder('ada@example.com')
    const other = await guestOrder('grace@example.com')
    expect((await orderOfSession(t.db, shopper.sessionId, orderNumber))?.orderNumber).toBe(orderNumber)
    expect((await orderOfSession(t.db, shopper.sessionId))?.orderNumber).toBe(orderNumber)
    expect(await orderOfSession(t.db, shopper.sessionId, other.orderNumber)).toBeNull()
    const tomorrow = new Date(Date.now() + 25 * 3_600_000)
    expect(await orderOfSession(t.db, shopper.sessionId, null, tomorrow)).toBeNull()
  })

  it('a guest sets a password: pending until the mailed link is followed, then the order is in the account', async () => {
    const { shopper, orderNumber } = await guestOrder('ada@example.com')
    const answer = await post(shopper, guestAccountRoute, '/api/checkout/guest-account/', {
      orderNumber,
      password: PASSWORD,
    })
    expect(answer.status).toBe(200)
    expect(await json(answer)).toEqual({ type: 'success', pending: true, email: 'ada@example.com' })
    // No account yet: whoever typed the address has not proven it.
    expect(await t.db.select().from(customers)).toHaveLength(0)
    const [mail] = await t.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.recipient, 'ada@example.com'), eq(mailOutbox.kind, 'register-confirm')))
    const token = new URL((mail!.payload as { confirmUrl: string }).confirmUrl).searchParams.get('activate')
    expect((await post(shopper, activate, '/api/user/auth/activate/', { token })).status).toBe(200)
    const [customer] = await t.db.select().from(customers)
    const [order] = await t.db.select().from(orders).where(eq(orders.orderNumber, orderNumber))
    expect(order!.customerId).toBe(customer!.id)
  })

  it('refuses another session’s order (404), a weak password (400 on password), cross-site (403)', async () => {
    const { orderNumber } = await guestOrder('ada@example.com')
    const stranger = await newGuestShopper(scope, t.db, 'eve@example.com')
    const foreign = await post(stranger, guestAccountRoute, '/api/checkout/guest-account/', {
      orderNumber,
      password: PASSWORD,
    })
    expect(foreign.status).toBe(404)
    const { shopper, orderNumber: own } = await guestOrder('bob@example.com')
    const weak = await post(shopper, guestAccountRoute, '/api/checkout/guest-account/', {
      orderNumber: own,
      password: 'short',
    })
    expect(weak.status).toBe(400)
    expect((await json(weak)).fields[0].field).toBe('body.password')
    const leaked = await post(shopper, guestAccountRoute, '/api/checkout/guest-account/', {
      orderNumber: own,
      password: 'Password123',
    })
    expect([leaked.status, (await json(leaked)).fields?.[0]?.field]).toEqual([400, 'body.password'])
    actAs(scope, shopper)
    const crossSite = await requestJar.run(shopper.cookies, () =>
      guestAccountRoute(
        apiRequest('POST', '/api/checkout/guest-account/', {
          body: { orderNumber: own, password: PASSWORD },
          headers: { 'sec-fetch-site': 'cross-site' },
        }),
      ),
    )
    expect(crossSite.status).toBe(403)
  })
})
