import { beforeEach, describe, expect, it, vi } from 'vitest'
import { POST as addItem } from '@/app/api/shop/basket/addItem/route'
import { DELETE as deleteItem } from '@/app/api/shop/basket/deleteItem/route'
import { POST as updateItem } from '@/app/api/shop/basket/updateItem/route'
import { apiRequest, json, basketSnapshot } from '@/tests/helpers/basket-api'
import { useBasketDb } from '@/tests/helpers/basket-db'
import { actAs, newVisitor, type Visitor } from '@/tests/helpers/basket-visitors'
import { testDrivers } from '@/tests/helpers/db'

const scope = vi.hoisted(() => ({ cookies: new Map<string, string>(), market: 'de-de' as string | null }))
vi.mock('next/headers', async () =>
  (await import('@/tests/helpers/next-headers-fake')).fakeNextHeaders(scope),
)

type Headers = Record<string, string | null>
const update = (body: unknown, headers?: Headers) =>
  updateItem(apiRequest('POST', '/api/shop/basket/updateItem/', { body, headers }))
const remove = (body: unknown, headers?: Headers) =>
  deleteItem(apiRequest('DELETE', '/api/shop/basket/deleteItem/', { body, headers }))
const removeByQuery = (search: string) =>
  deleteItem(apiRequest('DELETE', `/api/shop/basket/deleteItem/${search}`))

describe.each(testDrivers)('updateItem and deleteItem on %s (spec 02 §7)', (driver) => {
  const t = useBasketDb(driver)
  let me: Visitor
  let itemKey: string
  beforeEach(async () => {
    scope.market = 'de-de'
    me = await newVisitor(scope)
    const body = { basketKey: me.basketKey(), variantId: t.picks.plain[0]!.id, quantity: 1 }
    itemKey = (await json(await addItem(apiRequest('POST', '/api/shop/basket/addItem/', { body })))).basket
      .items[0].key
  })
  const unchanged = async (run: () => Promise<Response>, status: number) => {
    const before = await basketSnapshot(t.db, me.basketKey())
    const response = await run()
    expect(response.status).toBe(status)
    expect(await basketSnapshot(t.db, me.basketKey())).toEqual(before)
    return json(response)
  }

  describe('POST /api/shop/basket/updateItem/', () => {
    it('sets the quantity and answers type and basket, priced again', async () => {
      const response = await update({
        basketKey: me.basketKey(),
        itemKey,
        quantity: 4,
        displayData: { size: 'M' },
      })
      expect(response.status).toBe(200)
      expect(response.headers.get('cache-control')).toBe('private, no-store')
      const body = await json(response)
      expect(body).toMatchObject({ type: 'success', statusCode: 200, basket: { count: 4 } })
      const [item] = body.basket.items
      expect(item).toMatchObject({ key: itemKey, quantity: 4, displayData: { size: 'M' } })
      expect(item.price.total.withTax).toBe(item.price.unit.withTax * 4)
    })

    it('recomputes the scale promotion key when the quantity crosses a threshold', async () => {
      const { id, threshold } = t.picks.scaled
      const added = await json(
        await addItem(
          apiRequest('POST', '/api/shop/basket/addItem/', {
            body: { basketKey: me.basketKey(), variantId: id, quantity: 1 },
          }),
        ),
      )
      const key = added.basket.items.find((i: { variant: { id: number } }) => i.variant.id === id).key
      const body = await json(await update({ basketKey: me.basketKey(), itemKey: key, quantity: threshold }))
      const item = body.basket.items.find((i: { key: string }) => i.key === key)
      expect(item.customData.pricePromotionKey).toBe(`Promotion${threshold}`)
    })

    it('gives a personalised line its own item group when it gains a text, and keeps it', async () => {
      const { id } = t.picks.personalised
      const added = await json(
        await addItem(
          apiRequest('POST', '/api/shop/basket/addItem/', {
            body: { basketKey: me.basketKey(), variantId: id, quantity: 1 },
          }),
        ),
      )
      const line = added.basket.items.find((i: { variant: { id: number } }) => i.variant.id === id)
      expect(line.itemGroup).toBeNull()
      const engraved = await json(
        await update({
          basketKey: me.basketKey(),
          itemKey: line.key,
          quantity: 1,
          customData: { customText: { text1: 'Mia' } },
        }),
      )
      const group = engraved.basket.items.find((i: { key: string }) => i.key === line.key).itemGroup
      expect(group).toEqual({ id: expect.stringMatching(/^\d{8}$/), isMainItem: true, isRequired: false })
      const kept = await json(
        await update({ basketKey: me.basketKey(), itemKey: line.key, quantity: 2, itemGroup: null }),
      )
      expect(kept.basket.items.find((i: { key: string }) => i.key === line.key)).toMatchObject({
        quantity: 2,
        itemGroup: group,
        customData: { customText: { text1: 'Mia' } },
      })
    })

    it('answers 409 when expectedQuantity no longer matches, and changes nothing', async () => {
      const body = await unchanged(
        () => update({ basketKey: me.basketKey(), itemKey, quantity: 3, expectedQuantity: 2 }),
        409,
      )
      expect(body.error).toBe('basket item changed: quantity is 1 now')
      expect(
        (await update({ basketKey: me.basketKey(), itemKey, quantity: 3, expectedQuantity: 1 })).status,
      ).toBe(200)
    })

    it.each([
      ['an unknown item', 404, { itemKey: 'nosuchitem', quantity: 2 }, 'basket item not found'],
      ['more than the line limit', 422, { quantity: 100 }, 'at most 99 pieces per line'],
    ])('refuses %s with %i; nothing changes', async (_label, status, patch, message) => {
      const body = await unchanged(() => update({ basketKey: me.basketKey(), itemKey, ...patch }), status)
      expect(body.error).toContain(message)
    })

    it('refuses more than the available quantity (422); nothing changes', async () => {
      const { id, stock } = t.picks.lowStock
      const body = { basketKey: me.basketKey(), variantId: id, quantity: 1 }
      const added = await json(await addItem(apiRequest('POST', '/api/shop/basket/addItem/', { body })))
      const key = added.basket.items.find((i: { variant: { id: number } }) => i.variant.id === id).key
      const refused = await unchanged(
        () => update({ basketKey: me.basketKey(), itemKey: key, quantity: stock + 1 }),
        422,
      )
      expect(refused.error).toBe(`quantity ${stock + 1} exceeds the available quantity ${stock}`)
    })

    it.each([
      ['quantity 0', 'body.quantity', { quantity: 0 }],
      ['no quantity', 'body.quantity', { quantity: undefined }],
      ['no itemKey', 'body.itemKey', { itemKey: undefined }],
      ['an itemKey with a slash', 'body.itemKey', { itemKey: 'a/b' }],
      ['a basket key of another form', 'body.basketKey', { basketKey: 'basket_1' }],
      [
        'customData beyond 2048 bytes',
        'body.customData',
        { customData: { ffData: { ffCampaign: 'x'.repeat(3000) } } },
      ],
    ])('answers 400 for %s, naming %s; nothing changes', async (_label, field, patch) => {
      const body = await unchanged(
        () => update({ basketKey: me.basketKey(), itemKey, quantity: 2, ...patch }),
        400,
      )
      expect(body.fields).toEqual(expect.arrayContaining([expect.objectContaining({ field })]))
    })

    it('refuses another visitor’s basket (403) and a cross-site request (403)', async () => {
      const owner = me
      await newVisitor(scope)
      await unchanged(() => update({ basketKey: owner.basketKey(), itemKey, quantity: 5 }), 403)
      actAs(scope, owner)
      await unchanged(
        () =>
          update({ basketKey: owner.basketKey(), itemKey, quantity: 5 }, { 'sec-fetch-site': 'cross-site' }),
        403,
      )
    })
  })

  describe('DELETE /api/shop/basket/deleteItem/', () => {
    it('removes the line given in the body and answers the basket', async () => {
      const response = await remove({ basketKey: me.basketKey(), itemKey })
      expect(response.status).toBe(200)
      expect(response.headers.get('cache-control')).toBe('private, no-store')
      expect(await json(response)).toMatchObject({
        type: 'success',
        statusCode: 200,
        basket: { items: [], count: 0 },
      })
      expect((await basketSnapshot(t.db, me.basketKey())).lines).toEqual([])
    })

    it('takes basketKey and itemKey as query parameters as well', async () => {
      const response = await removeByQuery(`?basketKey=${me.basketKey()}&itemKey=${itemKey}&locale=de`)
      expect(response.status).toBe(200)
      expect((await json(response)).basket.items).toEqual([])
    })

    it('answers the basket again when the line is already gone (another tab removed it)', async () => {
      await remove({ basketKey: me.basketKey(), itemKey })
      const again = await remove({ basketKey: me.basketKey(), itemKey })
      expect(again.status).toBe(200)
      expect((await json(again)).basket.items).toEqual([])
    })

    it.each([
      ['no itemKey in the body', 'body.itemKey', () => remove({ basketKey: me.basketKey() })],
      ['no body and no query', 'body', () => remove(undefined)],
      ['no itemKey in the query', 'query.itemKey', () => removeByQuery(`?basketKey=${me.basketKey()}`)],
      [
        'a malformed key in the query',
        'query.basketKey',
        () => removeByQuery(`?basketKey=x&itemKey=${itemKey}`),
      ],
    ])('answers 400 for %s, naming %s; nothing changes', async (_label, field, run) => {
      const body = await unchanged(run, 400)
      expect(body.fields).toEqual(expect.arrayContaining([expect.objectContaining({ field })]))
    })

    it('refuses another visitor’s basket (403) and a cross-site request (403); nothing changes', async () => {
      const owner = me
      await newVisitor(scope)
      expect((await unchanged(() => remove({ basketKey: owner.basketKey(), itemKey }), 403)).error).toBe(
        'not your basket',
      )
      await unchanged(() => removeByQuery(`?basketKey=${owner.basketKey()}&itemKey=${itemKey}`), 403)
      actAs(scope, owner)
      await unchanged(
        () => remove({ basketKey: owner.basketKey(), itemKey }, { 'sec-fetch-site': 'cross-site' }),
        403,
      )
    })
  })
})
