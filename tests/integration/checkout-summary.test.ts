import { beforeEach, describe, expect, it, vi } from 'vitest'
import { eq } from 'drizzle-orm'
import { POST as summaryRoute } from '@/app/api/checkout/summary/route'
import { giftCards, orders, vouchers } from '@/lib/db/schema'
import { RATE_LIMITS } from '@/lib/http/server/rate-limits'
import { apiRequest, json } from '@/tests/helpers/basket-api'
import { useBasketDb } from '@/tests/helpers/basket-db'
import { actAs, type Visitor } from '@/tests/helpers/basket-visitors'
import { testDrivers } from '@/tests/helpers/db'
import { addToBasket, newGuestShopper } from '@/tests/helpers/orders'
import { requestJar } from '@/tests/helpers/request-scope'

const scope = vi.hoisted(() => ({ cookies: new Map<string, string>(), market: 'de-de' as string | null }))
vi.mock('next/headers', async () =>
  (await import('@/tests/helpers/request-scope')).fakeNextHeadersPerRequest(scope),
)

function summary(shopper: Visitor, body: Record<string, unknown>, headers: Record<string, string> = {}) {
  actAs(scope, shopper)
  return requestJar.run(shopper.cookies, () =>
    summaryRoute(
      apiRequest('POST', '/api/checkout/summary/?locale=de', {
        body: { basketKey: shopper.basketKey(), ...body },
        headers,
      }),
    ),
  )
}

/**
 * Issue 11 item 2: the checkout's summary is the server's quote — totals, VAT per rate, the market's
 * methods, the voucher and gift card checked — and writes nothing; gift card PINs cannot be guessed.
 */
describe.each(testDrivers)('POST /api/checkout/summary/ on %s (issue 11 item 2)', (driver) => {
  const t = useBasketDb(driver)
  beforeEach(() => {
    scope.market = 'de-de'
  })

  it('answers the server totals, VAT per rate and the methods of the market, writing nothing', async () => {
    const shopper = await newGuestShopper(scope, t.db)
    const [a, b] = t.picks.plain
    await addToBasket(scope, shopper, a!.id, 2)
    await addToBasket(scope, shopper, b!.id, 1)
    const response = await summary(shopper, { applePaySupported: false })
    expect(response.status).toBe(200)
    const answer = await json(response)
    const goods = answer.lines.reduce((s: number, l: { totalGrossCents: number }) => s + l.totalGrossCents, 0)
    expect(answer.lines).toHaveLength(2)
    expect(answer.totals.goodsGrossCents).toBe(goods)
    expect(answer.totals.totalGrossCents).toBe(goods + answer.totals.shippingGrossCents)
    expect(answer.totals.payableCents).toBe(answer.totals.totalGrossCents)
    const vatGross = answer.totals.vat.reduce(
      (s: number, v: { netCents: number; vatCents: number }) => s + v.netCents + v.vatCents,
      0,
    )
    expect(vatGross).toBe(answer.totals.totalGrossCents)
    expect(answer.paymentMethods).toContain('RE')
    expect(answer.paymentMethods).not.toContain('AP')
    expect(answer.paymentMethods).not.toContain('G')
    expect(answer.problems).toEqual([])
    const withApplePay = await json(await summary(shopper, { applePaySupported: true }))
    expect(withApplePay.paymentMethods).toContain('AP')
    expect(await t.db.select().from(orders)).toEqual([])
  })

  it('a voucher lowers the total; a bad one is a problem with its message key, not an error', async () => {
    const shopper = await newGuestShopper(scope, t.db)
    await addToBasket(scope, shopper, t.picks.plain[0]!.id, 3)
    const plain = await json(await summary(shopper, {}))
    const good = await json(await summary(shopper, { voucherCode: 'welcome10' }))
    expect(good.voucher).toEqual({ code: 'WELCOME10', reductionCents: expect.any(Number) })
    expect(good.totals.discountGrossCents).toBe(Math.round(plain.totals.goodsGrossCents / 10))
    expect(good.totals.totalGrossCents).toBe(plain.totals.totalGrossCents - good.totals.discountGrossCents)
    const bad = await json(await summary(shopper, { voucherCode: 'EXPIRED10' }))
    expect(bad.problems).toEqual([{ field: 'body.voucherCode', message: 'checkout.voucher.expired' }])
    expect(bad.totals.totalGrossCents).toBe(plain.totals.totalGrossCents)
    const [voucher] = await t.db.select().from(vouchers).where(eq(vouchers.code, 'WELCOME10'))
    expect(voucher!.uses).toBe(0)
  })

  it('a gift card pays part; its balance is untouched; a wrong PIN is a problem', async () => {
    const shopper = await newGuestShopper(scope, t.db)
    await addToBasket(scope, shopper, t.picks.plain[0]!.id, 3)
    const answer = await json(await summary(shopper, { giftCard: { code: 'GIFT0050EUR0001', pin: '1234' } }))
    expect(answer.giftCard).toMatchObject({ code: '***********0001' })
    expect(answer.totals.giftCardCents).toBe(Math.min(5000, answer.totals.totalGrossCents))
    expect(answer.totals.payableCents).toBe(answer.totals.totalGrossCents - answer.totals.giftCardCents)
    const [card] = await t.db.select().from(giftCards).where(eq(giftCards.code, 'GIFT0050EUR0001'))
    expect(card!.balanceCents).toBe(5000)
    const wrong = await json(await summary(shopper, { giftCard: { code: 'GIFT0050EUR0001', pin: '9999' } }))
    expect(wrong.problems).toEqual([{ field: 'body.giftCard', message: 'checkout.giftCard.invalid' }])
    expect(wrong.giftCard).toBeNull()
  })

  it('a gift card paying everything leaves no method to choose', async () => {
    const shopper = await newGuestShopper(scope, t.db)
    await addToBasket(scope, shopper, t.picks.plain[0]!.id, 1)
    const answer = await json(await summary(shopper, { giftCard: { code: 'GIFT1000EUR0001', pin: '1234' } }))
    expect(answer.totals.payableCents).toBe(0)
    expect(answer.paymentMethods).toEqual([])
  })

  it('limits failed gift card attempts per session (PIN guessing); good cards do not count', async () => {
    const shopper = await newGuestShopper(scope, t.db)
    await addToBasket(scope, shopper, t.picks.plain[0]!.id, 1)
    const good = { giftCard: { code: 'GIFT0050EUR0002', pin: '1234' } }
    for (let i = 0; i < RATE_LIMITS.giftCardPerSession.points + 2; i++) {
      expect((await summary(shopper, good)).status).toBe(200)
    }
    const guess = (pin: string) => summary(shopper, { giftCard: { code: 'GIFT0050EUR0002', pin } })
    for (let i = 0; i < RATE_LIMITS.giftCardPerSession.points; i++) {
      expect((await guess(String(1000 + i))).status).toBe(200)
    }
    const refused = await guess('1234')
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    // Without a gift card the summary still answers.
    expect((await summary(shopper, {})).status).toBe(200)
  })

  it('limits gift card attempts per client address across sessions', async () => {
    const ip = { 'x-forwarded-for': '203.0.113.9' }
    let refused = 0
    for (let s = 0; s * RATE_LIMITS.giftCardPerSession.points < RATE_LIMITS.giftCardPerIp.points + 1; s++) {
      const shopper = await newGuestShopper(scope, t.db, `s${s}@example.com`)
      await addToBasket(scope, shopper, t.picks.plain[0]!.id, 1)
      for (let i = 0; i < RATE_LIMITS.giftCardPerSession.points; i++) {
        const r = await summary(shopper, { giftCard: { code: 'GIFT0050EUR0002', pin: '0000' } }, ip)
        if (r.status === 429) refused++
      }
    }
    expect(refused).toBeGreaterThan(0)
  })

  it('another visitor’s basket is 403, an empty basket 400, cross-site 403, a huge body 413', async () => {
    const shopper = await newGuestShopper(scope, t.db)
    const other = await newGuestShopper(scope, t.db, 'grace@example.com')
    await addToBasket(scope, other, t.picks.plain[0]!.id)
    expect((await summary(shopper, { basketKey: other.basketKey() })).status).toBe(403)
    expect((await summary(shopper, {})).status).toBe(400)
    expect((await summary(shopper, {}, { 'sec-fetch-site': 'cross-site' })).status).toBe(403)
    expect((await summary(shopper, { pad: 'x'.repeat(70_000) })).status).toBe(413)
  })
})
