/**
 * Issue 13 item 4: click and reserve and remind-me mail an address only once it confirmed. The first
 * request for an unconfirmed address sends only the short confirmation mail and reserves or subscribes
 * nothing; opening its link confirms the address and carries the request out. A confirmed address (or
 * one confirmed by the newsletter's double opt-in) proceeds at once.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { and, eq, sql } from 'drizzle-orm'
import { GET as confirmLink } from '@/app/api/shop/confirm-address/route'
import { POST as remindMe } from '@/app/api/shop/remind-me/route'
import { POST as reservePost } from '@/app/api/shop/stores/reserve/route'
import { getProductsByIds, listProductIds } from '@/lib/catalog/server/store'
import { setConnection } from '@/lib/db'
import { runHousekeeping } from '@/lib/db/housekeeping'
import { addressConfirmations, mailOutbox } from '@/lib/db/schema'
import { settleAfterResponse } from '@/lib/http/server/after-response'
import { RATE_LIMITS } from '@/lib/http/server/rate-limits'
import { confirmSubscription, requestSubscription } from '@/lib/newsletter/server/subscriptions'
import { apiRequest, json } from '@/tests/helpers/basket-api'
import { createTestDb, testDrivers, type TestDb } from '@/tests/helpers/db'
import { reservationCount, setShelf, shelf, stockedVariant } from './stores-helpers'

const scope = vi.hoisted(() => ({ cookies: new Map<string, string>(), market: 'de-de' as string | null }))
vi.mock('next/headers', async () =>
  (await import('@/tests/helpers/next-headers-fake')).fakeNextHeaders(scope),
)

let client = 0
/** Each request from an address of its own: the per-IP limits have their own tests. */
const ip = () => ({ 'x-forwarded-for': `198.51.100.${++client}` })
const reserve = async (body: unknown, headers = ip()) => {
  const response = await reservePost(apiRequest('POST', '/api/shop/stores/reserve/', { body, headers }))
  await settleAfterResponse()
  return response
}
const remind = async (body: unknown, headers = ip()) => {
  const response = await remindMe(apiRequest('POST', '/api/shop/remind-me/', { body, headers }))
  await settleAfterResponse()
  return response
}
const follow = async (url: string) => {
  const { pathname, search } = new URL(url)
  const response = await confirmLink(apiRequest('GET', `${pathname}${search}`))
  await settleAfterResponse()
  return response
}
const reservation = (storeId: number, variantId: number, email: string) => ({
  storeId,
  items: [{ variantId, quantity: 1 }],
  name: 'Mallory <b>Anything</b>',
  email,
  locale: 'de',
})

describe.each(testDrivers)('address confirmation of click and reserve and remind-me on %s', (driver) => {
  let t: TestDb
  beforeAll(async () => {
    t = await createTestDb(driver)
    setConnection(t.connection)
  }, 60_000)
  afterAll(async () => {
    setConnection(null)
    await t?.close()
  })
  beforeEach(() => {
    scope.market = 'de-de'
    scope.cookies.clear()
  })

  const mails = (to: string, kind?: string) =>
    t.db
      .select()
      .from(mailOutbox)
      .where(
        kind ? and(eq(mailOutbox.recipient, to), eq(mailOutbox.kind, kind)) : eq(mailOutbox.recipient, to),
      )
  const confirmUrl = async (to: string) => {
    const [mail] = await mails(to, 'address-confirm')
    return String(mail?.payload.confirmUrl)
  }

  it('an unconfirmed address gets only the confirmation mail; its link makes the reservation and mails it', async () => {
    const { variantId } = await stockedVariant(t.db, 102)
    await setShelf(t.db, 102, variantId, 4)
    const before = await reservationCount(t.db)
    const response = await reserve(reservation(102, variantId, 'New.Shopper@Example.DE'))
    expect(response.status).toBe(200)
    expect(await json(response)).toEqual({ type: 'confirm' })
    // Nothing is reserved, and the one mail carries fixed text and the link: nothing the caller typed.
    expect(await reservationCount(t.db)).toBe(before)
    expect(await shelf(t.db, 102, variantId)).toBe(4)
    const sent = await mails('new.shopper@example.de')
    expect(sent.map((m) => m.kind)).toEqual(['address-confirm'])
    expect(sent[0]?.payload).toEqual({ purpose: 'reservation', confirmUrl: expect.any(String) })
    expect(JSON.stringify(sent[0])).not.toMatch(/Mallory/)

    const link = await confirmUrl('new.shopper@example.de')
    expect(link).toMatch(/^http:\/\/[^/]+\/api\/shop\/confirm-address\/\?token=/)
    const landed = await follow(link)
    expect(landed.status).toBe(303)
    expect(landed.headers.get('location')).toBe('/de/?redirect=reservation-confirmed')
    expect(await reservationCount(t.db)).toBe(before + 1)
    expect(await shelf(t.db, 102, variantId)).toBe(3)
    const [active] = await mails('new.shopper@example.de', 'store-reservation')
    expect(active?.payload).toMatchObject({
      name: 'Mallory <b>Anything</b>',
      count: 1,
      store: { city: 'Hamburg' },
    })
    expect(String(active?.payload.heldUntil)).toMatch(/\d{4}/)
    // Single use.
    expect((await follow(link)).headers.get('location')).toBe('/de/?redirect=address-link-invalid')
    expect(await reservationCount(t.db)).toBe(before + 1)

    // Confirmed now: the next reservation is made at once, with its end.
    const direct = await reserve(reservation(102, variantId, 'new.shopper@example.de'))
    const body = await json(direct)
    expect(body).toMatchObject({ type: 'success', store: { id: 102 } })
    expect(new Date(body.heldUntil).getTime()).toBeGreaterThan(Date.now() + 47 * 3_600_000)
    expect(await shelf(t.db, 102, variantId)).toBe(2)
    expect(await mails('new.shopper@example.de', 'address-confirm')).toHaveLength(1)
  })

  it('a link opened when the shelf ran short meanwhile confirms the address but reserves nothing', async () => {
    const { variantId } = await stockedVariant(t.db, 103)
    await setShelf(t.db, 103, variantId, 1)
    expect(await json(await reserve(reservation(103, variantId, 'late@example.de')))).toEqual({
      type: 'confirm',
    })
    await setShelf(t.db, 103, variantId, 0)
    const landed = await follow(await confirmUrl('late@example.de'))
    expect(landed.headers.get('location')).toBe('/de/?redirect=reservation-failed')
    expect(await mails('late@example.de', 'store-reservation')).toHaveLength(0)
  })

  it('refuses at once what the link could not carry out: an empty shelf (409), the caps (429)', async () => {
    const { variantId } = await stockedVariant(t.db, 104)
    await setShelf(t.db, 104, variantId, 0)
    expect((await reserve(reservation(104, variantId, 'empty@example.de'))).status).toBe(409)
    await setShelf(t.db, 104, variantId, 20)
    // One visitor session: three requests waiting for confirmation count as open reservations.
    for (let i = 0; i < 3; i += 1)
      expect((await reserve(reservation(104, variantId, `cap${i}@example.de`))).status).toBe(200)
    const refused = await reserve(reservation(104, variantId, 'cap9@example.de'))
    expect(refused.status).toBe(429)
    expect((await json(refused)).error).toMatch(/too many open reservations for this session/)
    expect(await mails('cap9@example.de')).toHaveLength(0)
  })

  const soldOutVariant = async () => {
    const products = await getProductsByIds(t.db, await listProductIds(t.db), {
      language: 'de',
      currency: 'EUR',
    })
    const found = products
      .flatMap((p) => p.variants.map((v) => ({ p, v })))
      .find(({ v }) => v.availability.BVC === 4)!
    return (email: string) => ({
      productId: found.p.id,
      variant: found.v.referenceKey,
      email,
      language: 'de',
    })
  }

  it('mails an unconfirmed address at most three confirmation links a day; the answer stays the same', async () => {
    const body = await soldOutVariant()
    for (let i = 0; i < 5; i += 1)
      expect(await json(await remind(body('stranger@example.de')))).toEqual({ type: 'confirm' })
    expect(await mails('stranger@example.de', 'address-confirm')).toHaveLength(3)
  })

  it('an address confirmed by the newsletter double opt-in needs no second confirmation', async () => {
    const pending = await requestSubscription(t.db, {
      shopId: 1,
      market: 'de-de',
      language: 'de',
      email: 'reader@example.de',
      firstName: 'Rea',
      lastName: 'Der',
      salutation: 2,
      source: 'test',
    })
    await confirmSubscription(t.db, pending!.token)
    const body = await soldOutVariant()
    expect(await json(await remind(body('reader@example.de')))).toEqual({ type: 'success' })
    expect(await mails('reader@example.de', 'address-confirm')).toHaveLength(0)
  })

  it('remind-me: only the confirmation mail until the link is opened, then the reminder is subscribed', async () => {
    const products = await getProductsByIds(t.db, await listProductIds(t.db), {
      language: 'de',
      currency: 'EUR',
    })
    const soldOut = products
      .flatMap((p) => p.variants.map((v) => ({ p, v })))
      .find(({ v }) => v.availability.BVC === 4)!
    const body = (email: string) => ({
      productId: soldOut.p.id,
      variant: soldOut.v.referenceKey,
      email,
      language: 'de',
    })
    expect(await json(await remind(body('Remind@Example.DE')))).toEqual({ type: 'confirm' })
    expect((await mails('remind@example.de')).map((m) => m.kind)).toEqual(['address-confirm'])
    const landed = await follow(await confirmUrl('remind@example.de'))
    expect(landed.headers.get('location')).toBe('/de/?redirect=reminder-confirmed')
    const [reminder] = await mails('remind@example.de', 'availability-reminder')
    const { productId, variant } = body('')
    expect(reminder?.payload).toEqual({ productId, variant })
    // Confirmed: the next request is subscribed at once, without a second confirmation mail.
    expect(await json(await remind(body('remind@example.de')))).toEqual({ type: 'success' })
    expect(await mails('remind@example.de', 'address-confirm')).toHaveLength(1)
  })

  it('an expired link confirms nothing, and the sweep forgets the request', async () => {
    const { variantId } = await stockedVariant(t.db, 101)
    await setShelf(t.db, 101, variantId, 20)
    await reserve(reservation(101, variantId, 'slow@example.de'))
    await t.db
      .update(addressConfirmations)
      .set({ expiresAt: sql`now() - interval '1 minute'` })
      .where(eq(addressConfirmations.email, 'slow@example.de'))
    const link = await confirmUrl('slow@example.de')
    expect((await runHousekeeping(t.db)).addressConfirmations).toBeGreaterThanOrEqual(1)
    expect((await follow(link)).headers.get('location')).toBe('/de/?redirect=address-link-invalid')
    expect(await mails('slow@example.de', 'store-reservation')).toHaveLength(0)
  })

  it('limits reserve and remind-me requests per client address (429 with Retry-After)', async () => {
    const { variantId } = await stockedVariant(t.db, 104)
    await setShelf(t.db, 104, variantId, 50)
    const one = { 'x-forwarded-for': '203.0.113.77' }
    for (let i = 0; i < RATE_LIMITS.reservePerIp.points; i += 1) {
      scope.cookies.clear()
      expect((await reserve(reservation(104, variantId, `ip${i}@example.de`), one)).status).toBe(200)
    }
    scope.cookies.clear()
    const refused = await reserve(reservation(104, variantId, 'ipx@example.de'), one)
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)

    const body = await soldOutVariant()
    const other = { 'x-forwarded-for': '203.0.113.78' }
    for (let i = 0; i < RATE_LIMITS.remindMePerIp.points; i += 1)
      expect((await remind(body(`r${i}@example.de`), other)).status).toBe(200)
    const tooMany = await remind(body('rx@example.de'), other)
    expect(tooMany.status).toBe(429)
    expect(Number(tooMany.headers.get('retry-after'))).toBeGreaterThan(0)
  }, 60_000)
})
