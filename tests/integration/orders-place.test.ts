import { describe, expect, it, vi } from 'vitest'
import { eq } from 'drizzle-orm'
import { giftCards, orderLines, orderPayments, orders, vouchers } from '@/lib/db/schema'
import { json } from '@/tests/helpers/basket-api'
import { useBasketDb } from '@/tests/helpers/basket-db'
import { newVisitor } from '@/tests/helpers/basket-visitors'
import { testDrivers } from '@/tests/helpers/db'
import {
  ADDRESS_DE,
  addToBasket,
  newGuestShopper,
  place,
  placementBody,
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
 * Issue 11 item 5 and "Done when": an order is placed from the server-priced basket in one transaction;
 * a price or quantity tampered with in the request changes nothing; an empty or foreign basket cannot be
 * checked out; vouchers and gift cards are debited with the order.
 */
describe.each(testDrivers)('placing an order on %s (issue 11 item 5)', (driver) => {
  const t = useBasketDb(driver)
  useOrderTestScope(scope, gateway)

  it('an invoice order: 201, thank-you, snapshot of catalog prices, stock taken, basket emptied', async () => {
    const shopper = await newGuestShopper(scope, t.db)
    const [a, b] = t.picks.plain
    await addToBasket(scope, shopper, a!.id, 2)
    await addToBasket(scope, shopper, b!.id, 1)
    const stockA = await stockOf(t.db, a!.id)
    // Tampering: prices and quantities in the body are unknown fields and ignored.
    const body = placementBody(shopper, {
      items: [{ variantId: a!.id, quantity: 99, price: 1 }],
      totalGrossCents: 1,
      unitPrice: 1,
    })
    const response = await place(scope, shopper, body)
    expect(response.status).toBe(201)
    const answer = await json(response)
    expect(answer).toEqual({
      orderNumber: expect.stringMatching(/^DE-\d{7}$/),
      redirectUrl: null,
      next: 'thank-you',
    })
    const [order] = await t.db.select().from(orders).where(eq(orders.orderNumber, answer.orderNumber))
    expect(order!.state).toBe('confirmed')
    expect(order!.sessionId).toBe(shopper.sessionId)
    const lines = await t.db.select().from(orderLines).where(eq(orderLines.orderId, order!.id))
    expect(lines.map((l) => [l.variantId, l.quantity])).toEqual([
      [a!.id, 2],
      [b!.id, 1],
    ])
    expect(lines.every((l) => l.unitGrossCents > 1)).toBe(true)
    expect(order!.totals.goodsGrossCents).toBe(lines.reduce((s, l) => s + l.totalGrossCents, 0))
    expect(await stockOf(t.db, a!.id)).toBe(stockA - 2)
    expect(order!.billingAddress).toMatchObject({ firstName: 'Ada', houseNumber: '12a', country: 'DE' })
    // The basket is empty, so the same basket cannot be ordered twice.
    const again = await place(scope, shopper, placementBody(shopper))
    expect(again.status).toBe(400)
    expect((await json(again)).error).toBe('checkout.errors.basketEmpty')
  })

  it('an empty basket is 400, another visitor’s basket 403, no guest details 401', async () => {
    const shopper = await newGuestShopper(scope, t.db)
    expect((await place(scope, shopper, placementBody(shopper))).status).toBe(400)
    const other = await newGuestShopper(scope, t.db, 'grace@example.com')
    await addToBasket(scope, other, t.picks.plain[0]!.id)
    const foreign = await place(scope, shopper, placementBody(shopper, { basketKey: other.basketKey() }))
    expect(foreign.status).toBe(403)
    const anonymous = await newVisitor(scope)
    await addToBasket(scope, anonymous, t.picks.plain[0]!.id)
    const noGuest = await place(scope, anonymous, placementBody(anonymous))
    expect(noGuest.status).toBe(401)
    expect((await json(noGuest)).error).toBe('checkout.errors.loginRequired')
  })

  it('refuses missing terms, a method the market lacks, a country outside the market', async () => {
    const shopper = await newGuestShopper(scope, t.db)
    await addToBasket(scope, shopper, t.picks.plain[0]!.id)
    expect((await place(scope, shopper, placementBody(shopper, { acceptTerms: false }))).status).toBe(400)
    const twint = await place(scope, shopper, placementBody(shopper, { paymentMethod: 'TW' }))
    expect([twint.status, (await json(twint)).error]).toEqual([
      422,
      'checkout.errors.paymentMethodUnavailable',
    ])
    const abroad = await place(
      scope,
      shopper,
      placementBody(shopper, { billingAddress: { ...ADDRESS_DE, country: 'AT', postcode: '1010' } }),
    )
    expect(abroad.status).toBe(400)
  })

  it('a voucher lowers the total and uses one use; a gift card pays part, the card method the rest', async () => {
    const shopper = await newGuestShopper(scope, t.db)
    await addToBasket(scope, shopper, t.picks.plain[0]!.id, 3)
    const [before] = await t.db.select().from(vouchers).where(eq(vouchers.code, 'WELCOME10'))
    const response = await place(
      scope,
      shopper,
      placementBody(shopper, {
        paymentMethod: 'KK',
        voucherCode: 'welcome10',
        giftCard: { code: 'GIFT 0050 EUR 0001', pin: '1234' },
      }),
    )
    expect(response.status).toBe(201)
    const answer = await json(response)
    expect(answer.next).toBe('payment')
    expect(answer.redirectUrl).toMatch(/^https:\/\/pay\.example\//)
    const [order] = await t.db.select().from(orders).where(eq(orders.orderNumber, answer.orderNumber))
    const totals = order!.totals
    expect(totals.discountGrossCents).toBe(Math.round(totals.goodsGrossCents / 10))
    expect(totals.giftCardCents).toBe(Math.min(5000, totals.totalGrossCents))
    expect(gateway.current!.initiated[0]!.amountCents).toBe(totals.payableCents)
    const [after] = await t.db.select().from(vouchers).where(eq(vouchers.code, 'WELCOME10'))
    expect(after!.uses).toBe(before!.uses + 1)
    const [card] = await t.db.select().from(giftCards).where(eq(giftCards.code, 'GIFT0050EUR0001'))
    expect(card!.balanceCents).toBe(5000 - totals.giftCardCents)
    const payments = await t.db.select().from(orderPayments).where(eq(orderPayments.orderId, order!.id))
    expect(payments.map((p) => p.method).sort()).toEqual(['G', 'KK'])
  })

  it('a wrong PIN, an expired voucher: 422 naming the field, nothing taken', async () => {
    const shopper = await newGuestShopper(scope, t.db)
    const v = t.picks.plain[1]!
    await addToBasket(scope, shopper, v.id)
    const stock = await stockOf(t.db, v.id)
    const pin = await place(
      scope,
      shopper,
      placementBody(shopper, { giftCard: { code: 'GIFT0050EUR0002', pin: '9999' } }),
    )
    expect([pin.status, (await json(pin)).error]).toEqual([422, 'checkout.giftCard.invalid'])
    const expired = await place(scope, shopper, placementBody(shopper, { voucherCode: 'EXPIRED10' }))
    expect([expired.status, (await json(expired)).error]).toEqual([422, 'checkout.voucher.expired'])
    expect(await stockOf(t.db, v.id)).toBe(stock)
  })

  it('a gift card that covers everything needs no other method: paid at once', async () => {
    const shopper = await newGuestShopper(scope, t.db)
    await addToBasket(scope, shopper, t.picks.plain[2]!.id)
    const body: Record<string, unknown> = placementBody(shopper, {
      giftCard: { code: 'GIFT1000EUR0001', pin: '1234' },
    })
    delete body.paymentMethod
    const response = await place(scope, shopper, body)
    expect(response.status).toBe(201)
    const [order] = await t.db
      .select()
      .from(orders)
      .where(eq(orders.orderNumber, (await json(response)).orderNumber))
    expect([order!.state, order!.paymentMethod, order!.payableCents]).toEqual(['paid', 'G', 0])
  })
})
