import { beforeEach, describe, expect, it, vi } from 'vitest'
import { POST as addItem } from '@/app/api/shop/wishlist/addItem/route'
import { DELETE as deleteItem } from '@/app/api/shop/wishlist/deleteItem/route'
import { GET } from '@/app/api/shop/wishlist/get/[wishlistKey]/route'
import { apiRequest, json, routeParams, wishlistSnapshot } from '@/tests/helpers/basket-api'
import { useBasketDb } from '@/tests/helpers/basket-db'
import { actAs, newVisitor, type Visitor } from '@/tests/helpers/basket-visitors'
import { testDrivers } from '@/tests/helpers/db'

const scope = vi.hoisted(() => ({ cookies: new Map<string, string>(), market: 'de-de' as string | null }))
vi.mock('next/headers', async () =>
  (await import('@/tests/helpers/next-headers-fake')).fakeNextHeaders(scope),
)

type Headers = Record<string, string | null>
const get = (key: string, search = '') =>
  GET(apiRequest('GET', `/api/shop/wishlist/get/${key}/${search}`), routeParams({ wishlistKey: key }))
const add = (body: unknown, headers?: Headers) =>
  addItem(apiRequest('POST', '/api/shop/wishlist/addItem/', { body, headers }))
const remove = (body: unknown, headers?: Headers) =>
  deleteItem(apiRequest('DELETE', '/api/shop/wishlist/deleteItem/', { body, headers }))

describe.each(testDrivers)('wishlist calls of spec 02 §7 on %s', (driver) => {
  const t = useBasketDb(driver)
  let me: Visitor
  beforeEach(async () => {
    scope.market = 'de-de'
    me = await newVisitor(scope)
  })
  const unchanged = async (key: string, run: () => Promise<Response>, status: number) => {
    const before = await wishlistSnapshot(t.db, key)
    const response = await run()
    expect(response.status).toBe(status)
    expect(await wishlistSnapshot(t.db, key)).toEqual(before)
    return json(response)
  }

  it('GET /get/{wishlistKey}/ answers the empty wishlist, privately and uncached', async () => {
    const response = await get(me.wishlistKey(), '?locale=de')
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    expect(await json(response)).toEqual({ key: me.wishlistKey(), items: [], count: 0 })
  })

  it('POST /addItem/ saves a product by its id and answers type and wishlist; saving again adds nothing', async () => {
    const { productId } = t.picks.plain[0]!
    const response = await add({ wishlistKey: me.wishlistKey(), itemCreationId: productId })
    expect(response.status).toBe(200)
    const body = await json(response)
    expect(body).toMatchObject({ type: 'success', wishlist: { key: me.wishlistKey(), count: 1 } })
    expect(body.wishlist.items).toEqual([
      { key: expect.any(String), variant: null, product: expect.objectContaining({ id: productId }) },
    ])
    const again = await json(await add({ wishlistKey: me.wishlistKey(), itemCreationId: String(productId) }))
    expect(again.wishlist.items).toEqual(body.wishlist.items)
    expect((await wishlistSnapshot(t.db, me.wishlistKey())).entries).toHaveLength(1)
  })

  it('POST /addItem/ saves a variant by its id, with its product, beside the product entry', async () => {
    const { productId, variantIds } = t.picks.multiVariant
    await add({ wishlistKey: me.wishlistKey(), itemCreationId: productId })
    const body = await json(await add({ wishlistKey: me.wishlistKey(), itemCreationId: variantIds[1] }))
    expect(body.wishlist.items).toHaveLength(2)
    expect(body.wishlist.items[1]).toMatchObject({
      variant: { id: variantIds[1] },
      product: { id: productId, variants: expect.any(Array) },
    })
    const listed = await json(await get(me.wishlistKey()))
    expect(listed.items.map((i: { key: string }) => i.key)).toEqual(
      body.wishlist.items.map((i: { key: string }) => i.key),
    )
  })

  it('answers in the market’s currency and the ?locale= language', async () => {
    scope.market = 'fr-ch'
    const swiss = await newVisitor(scope)
    const { id } = t.picks.plain[1]!
    await add({ wishlistKey: swiss.wishlistKey(4), itemCreationId: id })
    const fr = await json(await get(swiss.wishlistKey(4)))
    expect(fr.items[0].variant.price.currencyCode).toBe('CHF')
    const de = await json(await get(swiss.wishlistKey(4), '?locale=de'))
    expect(de.items[0].product.id).toBe(fr.items[0].product.id)
  })

  it('DELETE /deleteItem/ removes an entry (body or query) and answers the wishlist; a second delete is no error', async () => {
    const [a, b] = t.picks.plainProductIds
    await add({ wishlistKey: me.wishlistKey(), itemCreationId: a })
    const both = await json(await add({ wishlistKey: me.wishlistKey(), itemCreationId: b }))
    const [first, second] = both.wishlist.items
    const response = await remove({ wishlistKey: me.wishlistKey(), itemKey: first.key })
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    expect(await json(response)).toEqual({ key: me.wishlistKey(), items: [second], count: 1 })
    const byQuery = await deleteItem(
      apiRequest(
        'DELETE',
        `/api/shop/wishlist/deleteItem/?wishlistKey=${me.wishlistKey()}&itemKey=${second.key}`,
      ),
    )
    expect(await json(byQuery)).toMatchObject({ items: [], count: 0 })
    expect((await remove({ wishlistKey: me.wishlistKey(), itemKey: first.key })).status).toBe(200)
  })

  it('answers 404 for an id that is neither a product nor a variant; nothing changes', async () => {
    const body = await unchanged(
      me.wishlistKey(),
      () => add({ wishlistKey: me.wishlistKey(), itemCreationId: 4242 }),
      404,
    )
    expect(body.error).toBe('no product or variant 4242')
  })

  it.each([
    ['no wishlistKey', 'body.wishlistKey', { wishlistKey: undefined }],
    ['a basket key', 'body.wishlistKey', { wishlistKey: 'basket_1_abc' }],
    ['no itemCreationId', 'body.itemCreationId', { itemCreationId: undefined }],
    ['an itemCreationId that is no id', 'body.itemCreationId', { itemCreationId: 'abc' }],
    ['itemCreationId 0', 'body.itemCreationId', { itemCreationId: 0 }],
  ])('addItem answers 400 for %s, naming %s; nothing changes', async (_label, field, patch) => {
    const body = await unchanged(
      me.wishlistKey(),
      () => add({ wishlistKey: me.wishlistKey(), itemCreationId: t.picks.plainProductIds[0], ...patch }),
      400,
    )
    expect(body.fields).toEqual(expect.arrayContaining([expect.objectContaining({ field })]))
  })

  it.each([
    ['get with an unknown locale', 'query.locale', () => get(`wishlist_1_${'a'.repeat(32)}`, '?locale=xx')],
    ['get with a malformed key', 'params.wishlistKey', () => get('wishlist_1_')],
    ['delete without itemKey', 'body.itemKey', () => remove({ wishlistKey: `wishlist_1_${'a'.repeat(32)}` })],
  ])('answers 400 for %s, naming %s', async (_label, field, run) => {
    const response = await run()
    expect(response.status).toBe(400)
    expect((await json(response)).fields).toEqual(
      expect.arrayContaining([expect.objectContaining({ field })]),
    )
  })

  it('refuses another visitor’s wishlist on every call (403 not your wishlist); nothing changes', async () => {
    const owner = me
    const saved = await json(
      await add({ wishlistKey: owner.wishlistKey(), itemCreationId: t.picks.plainProductIds[2] }),
    )
    const itemKey = saved.wishlist.items[0].key
    await newVisitor(scope)
    const key = owner.wishlistKey()
    for (const run of [
      () => get(key),
      () => add({ wishlistKey: key, itemCreationId: t.picks.plainProductIds[3] }),
      () => remove({ wishlistKey: key, itemKey }),
      () => add({ wishlistKey: owner.wishlistKey(2), itemCreationId: t.picks.plainProductIds[3] }),
    ]) {
      expect(await unchanged(key, run, 403)).toEqual({ type: 'error', error: 'not your wishlist' })
    }
    actAs(scope, owner)
  })

  it('refuses cross-site requests (403); nothing changes', async () => {
    const key = me.wishlistKey()
    const cross = { 'sec-fetch-site': 'cross-site' }
    await unchanged(
      key,
      () => add({ wishlistKey: key, itemCreationId: t.picks.plainProductIds[0] }, cross),
      403,
    )
    await unchanged(key, () => remove({ wishlistKey: key, itemKey: 'abc' }, cross), 403)
  })

  it('answers 404 on every call in a market without a wishlist (fr-fr, spec 02 §6 hasWishlist)', async () => {
    scope.market = 'fr-fr'
    const french = await newVisitor(scope)
    const key = french.wishlistKey(8)
    for (const run of [
      () => get(key),
      () => add({ wishlistKey: key, itemCreationId: t.picks.plainProductIds[0] }),
      () => remove({ wishlistKey: key, itemKey: 'abc' }),
    ]) {
      expect(await unchanged(key, run, 404)).toEqual({ type: 'error', error: 'this shop has no wishlist' })
    }
  })
})
