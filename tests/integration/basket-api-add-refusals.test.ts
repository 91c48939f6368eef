import { beforeEach, describe, expect, it, vi } from 'vitest'
import { POST as addItem } from '@/app/api/shop/basket/addItem/route'
import { apiRequest, json, basketSnapshot } from '@/tests/helpers/basket-api'
import { useBasketDb } from '@/tests/helpers/basket-db'
import { actAs, newVisitor, type Visitor } from '@/tests/helpers/basket-visitors'
import { testDrivers } from '@/tests/helpers/db'

const scope = vi.hoisted(() => ({ cookies: new Map<string, string>(), market: 'de-de' as string | null }))
vi.mock('next/headers', async () =>
  (await import('@/tests/helpers/next-headers-fake')).fakeNextHeaders(scope),
)

const post = (body: unknown, headers?: Record<string, string | null>) =>
  addItem(apiRequest('POST', '/api/shop/basket/addItem/', { body, headers }))

describe.each(testDrivers)(
  'POST /api/shop/basket/addItem/ refusals on %s (spec 02 §7: 400/403/404/422, nothing changed)',
  (driver) => {
    const t = useBasketDb(driver)
    let me: Visitor
    beforeEach(async () => {
      scope.market = 'de-de'
      me = await newVisitor(scope)
    })

    it.each([
      ['an unknown variant', 404, () => 99_999_999, 'variant 99999999 not found'],
      ['a sold-out (BVC 4) variant', 422, (p: Picks) => p.soldOut.id, 'cannot be bought'],
      ['a variant without delivery time (BVC 3)', 422, (p: Picks) => p.noDeliveryTime.id, 'cannot be bought'],
    ])('refuses %s with %i naming it; nothing changes', async (_label, status, idOf, message) => {
      const id = idOf(t.picks)
      const response = await post({ basketKey: me.basketKey(), variantId: id, quantity: 1 })
      expect(response.status).toBe(status)
      const body = await json(response)
      expect(body.error).toContain(message)
      expect(body.error).toContain(String(id))
      expect(await basketSnapshot(t.db, me.basketKey())).toEqual({ version: null, lines: [] })
    })

    it.each([
      [
        'more than the available quantity',
        (p: Picks) => ({ id: p.lowStock.id, quantity: p.lowStock.stock + 1 }),
        'exceeds the available quantity',
      ],
      [
        'more than 99 pieces per line',
        (p: Picks) => ({ id: p.plain.find((v) => v.stock > 100)!.id, quantity: 100 }),
        'at most 99 pieces per line',
      ],
    ])('refuses %s (422); nothing changes', async (_label, of, message) => {
      const { id, quantity } = of(t.picks)
      await post({ basketKey: me.basketKey(), variantId: t.picks.plain[3]!.id, quantity: 1 })
      const before = await basketSnapshot(t.db, me.basketKey())
      const response = await post({ basketKey: me.basketKey(), variantId: id, quantity })
      expect(response.status).toBe(422)
      expect((await json(response)).error).toContain(message)
      expect(await basketSnapshot(t.db, me.basketKey())).toEqual(before)
    })

    it.each([
      ['no basketKey', 'body.basketKey', { basketKey: undefined, variantId: 1, quantity: 1 }],
      ['no variantId', 'body.variantId', { quantity: 1 }],
      ['a variantId that is no number', 'body.variantId', { variantId: 'abc', quantity: 1 }],
      ['no quantity', 'body.quantity', { variantId: 1 }],
      ['quantity 0', 'body.quantity', { variantId: 1, quantity: 0 }],
      ['a negative quantity', 'body.quantity', { variantId: 1, quantity: -3 }],
      ['a fractional quantity', 'body.quantity', { variantId: 1, quantity: 1.5 }],
      [
        'displayData beyond 2048 bytes',
        'body.displayData',
        { variantId: 1, quantity: 1, displayData: { x: 'y'.repeat(2100) } },
      ],
      [
        'options beyond 2048 bytes',
        'body.options',
        { variantId: 1, quantity: 1, options: { x: 'y'.repeat(2100) } },
      ],
      [
        'an item group without flags',
        'body.itemGroup.isMainItem',
        { variantId: 1, quantity: 1, itemGroup: { id: 'x' } },
      ],
      ['customData that is a string', 'body.customData', { variantId: 1, quantity: 1, customData: 'text' }],
      [
        'a customText key other than text1..n',
        'body.customData.customText.name',
        { variantId: 1, quantity: 1, customData: { customText: { name: 'A' } } },
      ],
    ])('answers 400 for %s, naming %s; nothing changes', async (_label, field, patch) => {
      const response = await post({ basketKey: me.basketKey(), ...patch })
      expect(response.status).toBe(400)
      const body = await json(response)
      expect(body.type).toBe('error')
      expect(body.error).toContain('invalid request')
      expect(body.fields).toEqual(expect.arrayContaining([expect.objectContaining({ field })]))
      expect(await basketSnapshot(t.db, me.basketKey())).toEqual({ version: null, lines: [] })
    })

    it('refuses more than 500 pieces per basket (422) and keeps what was there', async () => {
      const stocked = t.picks.plain.filter((v) => v.stock >= 99).slice(0, 6)
      for (const v of stocked.slice(0, 5)) {
        expect((await post({ basketKey: me.basketKey(), variantId: v.id, quantity: 99 })).status).toBe(201)
      }
      const before = await basketSnapshot(t.db, me.basketKey())
      const response = await post({ basketKey: me.basketKey(), variantId: stocked[5]!.id, quantity: 6 })
      expect(response.status).toBe(422)
      expect((await json(response)).error).toBe('at most 500 pieces per basket')
      expect(await basketSnapshot(t.db, me.basketKey())).toEqual(before)
      expect((await post({ basketKey: me.basketKey(), variantId: stocked[5]!.id, quantity: 5 })).status).toBe(
        201,
      )
    })

    it.each([
      ['a body that is no JSON', '{"basketKey":'],
      ['no body at all', ''],
    ])('answers 400 for %s', async (_label, rawBody) => {
      const response = await addItem(apiRequest('POST', '/api/shop/basket/addItem/', { rawBody }))
      expect(response.status).toBe(400)
    })

    it('refuses another visitor’s basket (403 not your basket) and leaves it as it was', async () => {
      const victim = me
      await post({ basketKey: victim.basketKey(), variantId: t.picks.plain[4]!.id, quantity: 1 })
      const before = await basketSnapshot(t.db, victim.basketKey())
      await newVisitor(scope)
      for (const basketKey of [victim.basketKey(), victim.basketKey(2)]) {
        const response = await post({ basketKey, variantId: t.picks.plain[4]!.id, quantity: 5 })
        expect(response.status).toBe(403)
        expect(await json(response)).toEqual({ type: 'error', error: 'not your basket' })
      }
      expect(await basketSnapshot(t.db, victim.basketKey())).toEqual(before)
      actAs(scope, victim)
    })

    it('refuses the own key in a market of another shop (403)', async () => {
      scope.market = 'de-at'
      const response = await post({
        basketKey: me.basketKey(1),
        variantId: t.picks.plain[0]!.id,
        quantity: 1,
      })
      expect(response.status).toBe(403)
    })

    it.each([
      ['Sec-Fetch-Site cross-site', { 'sec-fetch-site': 'cross-site' }],
      ['Sec-Fetch-Site same-site', { 'sec-fetch-site': 'same-site' }],
      ['a foreign Origin without Sec-Fetch-Site', { 'sec-fetch-site': null, origin: 'https://evil.example' }],
      ['neither Origin nor Sec-Fetch-Site', { 'sec-fetch-site': null }],
    ])('refuses a cross-site request (%s): 403, nothing changes', async (_label, headers) => {
      const response = await post(
        { basketKey: me.basketKey(), variantId: t.picks.plain[0]!.id, quantity: 1 },
        headers,
      )
      expect(response.status).toBe(403)
      expect(await json(response)).toEqual({ type: 'error', error: 'cross-site request' })
      expect(await basketSnapshot(t.db, me.basketKey())).toEqual({ version: null, lines: [] })
    })

    it('accepts a same-origin request identified by its Origin header alone', async () => {
      const response = await post(
        { basketKey: me.basketKey(), variantId: t.picks.plain[0]!.id, quantity: 1 },
        { 'sec-fetch-site': null, origin: 'http://localhost:3000' },
      )
      expect(response.status).toBe(201)
    })
  },
)

type Picks = ReturnType<typeof useBasketDb>['picks']
