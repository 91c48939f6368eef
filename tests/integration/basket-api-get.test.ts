import { beforeEach, describe, expect, it, vi } from 'vitest'
import { GET } from '@/app/api/shop/basket/get/[basketKey]/route'
import { POST as addItem } from '@/app/api/shop/basket/addItem/route'
import { apiRequest, basketSnapshot, routeParams, setVariantBvc } from '@/tests/helpers/basket-api'
import { useBasketDb } from '@/tests/helpers/basket-db'
import { newVisitor, type Visitor } from '@/tests/helpers/basket-visitors'
import { testDrivers } from '@/tests/helpers/db'

const scope = vi.hoisted(() => ({ cookies: new Map<string, string>(), market: 'de-de' as string | null }))
vi.mock('next/headers', async () =>
  (await import('@/tests/helpers/next-headers-fake')).fakeNextHeaders(scope),
)

const getBasket = (key: string, search = '') =>
  GET(apiRequest('GET', `/api/shop/basket/get/${key}/${search}`), routeParams({ basketKey: key }))
const add = (basketKey: string, variantId: number, quantity = 1, search = '') =>
  addItem(
    apiRequest('POST', `/api/shop/basket/addItem/${search}`, { body: { basketKey, variantId, quantity } }),
  )

describe.each(testDrivers)('GET /api/shop/basket/get/{basketKey}/ on %s (spec 02 §7, §3, §4)', (driver) => {
  const t = useBasketDb(driver)
  let me: Visitor
  beforeEach(async () => {
    scope.market = 'de-de'
    me = await newVisitor(scope)
  })

  it('answers an empty basket of spec 02 §3 for the visitor’s own key, privately and uncached', async () => {
    const response = await getBasket(me.basketKey())
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe('private, no-store')
    expect(await response.json()).toEqual({
      type: 'success',
      statusCode: 200,
      basket: {
        key: me.basketKey(),
        items: [],
        count: 0,
        cost: { withTax: 0, withoutTax: 0, currencyCode: 'EUR' },
        shipping: { kind: null, costCents: 0, label: null, orderValueCents: 0, progress: null },
        paybackPoints: 0,
        removedItems: [],
      },
    })
    // Reading creates nothing.
    expect(await basketSnapshot(t.db, me.basketKey())).toEqual({ version: null, lines: [] })
  })

  it('prices every item from the catalog with the item fields of spec 02 §3 and the basket cost', async () => {
    const [a, b] = t.picks.plain
    await add(me.basketKey(), a!.id, 2)
    await add(me.basketKey(), b!.id, 1)
    const { basket } = await (await getBasket(me.basketKey(), '?locale=de')).json()
    expect(basket.items).toHaveLength(2)
    const item = basket.items[0]
    expect(Object.keys(item).sort()).toEqual(
      [
        'availableQuantity',
        'customData',
        'displayData',
        'freeShipping',
        'itemGroup',
        'key',
        'price',
        'product',
        'promotion',
        'promotionId',
        'quantity',
        'variant',
      ].sort(),
    )
    expect(item).toMatchObject({
      quantity: 2,
      availableQuantity: Math.min(a!.stock, 99),
      itemGroup: null,
      customData: { pricePromotionKey: 'default' },
      displayData: {},
      variant: {
        id: a!.id,
        referenceKey: expect.any(String),
        price: { withTax: expect.any(Number), currencyCode: 'EUR' },
        KQPRI: expect.objectContaining({ BVC: 1 }),
      },
      product: {
        id: a!.productId,
        referenceKey: expect.any(String),
        brand: { name: expect.any(String) },
        attributes: expect.any(Object),
        advancedAttributes: expect.any(Object),
        images: expect.any(Array),
      },
    })
    expect(item.product).toHaveProperty('subbrand')
    expect(item.product.seoUrl).toEqual(expect.any(String))
    const unit = item.variant.price.withTax
    expect(item.price.unit).toEqual({
      withTax: unit,
      withoutTax: item.variant.price.withoutTax,
      currencyCode: 'EUR',
    })
    expect(item.price.total.withTax).toBe(unit * 2)
    const sum = basket.items.reduce(
      (s: number, i: { price: { total: { withTax: number } } }) => s + i.price.total.withTax,
      0,
    )
    expect(basket.cost).toMatchObject({ withTax: sum, currencyCode: 'EUR' })
    expect(basket.count).toBe(3)
    expect(basket.shipping).toMatchObject({ kind: 'standard', costCents: 499, orderValueCents: sum })
  })

  it('answers in the ?locale= language, and in the market’s first language without it', async () => {
    scope.market = 'fr-ch'
    const swiss = await newVisitor(scope)
    const key = swiss.basketKey(4)
    expect((await add(key, t.picks.plain[0]!.id)).status).toBe(201)
    const fr = await (await getBasket(key)).json()
    const de = await (await getBasket(key, '?locale=de')).json()
    expect(fr.basket.cost.currencyCode).toBe('CHF')
    expect(fr.basket.items[0].variant.price.currencyCode).toBe('CHF')
    expect(fr.basket.items[0].product.id).toBe(de.basket.items[0].product.id)
    expect(fr.basket.shipping.label).toBe('Livraison standard')
    expect(de.basket.shipping.label).toBe('Standardversand')
  })

  it('counts payback points only where the market has payback (spec 02 §9)', async () => {
    await add(me.basketKey(), t.picks.scaled.id, 1)
    const deDe = (await (await getBasket(me.basketKey())).json()).basket
    expect(deDe.paybackPoints).toEqual(expect.any(Number))
    scope.market = 'de-at'
    const austrian = await newVisitor(scope)
    await add(austrian.basketKey(2), t.picks.scaled.id, 1)
    expect((await (await getBasket(austrian.basketKey(2))).json()).basket.paybackPoints).toBeNull()
  })

  it('ships bulky goods by freight (14,99) and free-shipping items free', async () => {
    await add(me.basketKey(), t.picks.bulky.id)
    expect((await (await getBasket(me.basketKey())).json()).basket.shipping).toMatchObject({
      kind: 'freight',
      costCents: 1499,
    })
    const other = await newVisitor(scope)
    await add(other.basketKey(), t.picks.freeShipping.id)
    const basket = (await (await getBasket(other.basketKey())).json()).basket
    expect(basket.items[0].freeShipping).toBe(true)
    expect(basket.shipping).toMatchObject({ kind: 'free', costCents: 0 })
  })

  it('removes items that are no longer buyable and reports them once (spec 02 §4 clean-up)', async () => {
    const [keep, gone] = [t.picks.plain[2]!, t.picks.plain[3]!]
    await add(me.basketKey(), keep.id)
    await add(me.basketKey(), gone.id, 2)
    const goneKey = (await basketSnapshot(t.db, me.basketKey())).lines.find(
      (l) => l.variantId === gone.id,
    )!.key
    await setVariantBvc(t.db, gone.id, 4)
    try {
      const first = (await (await getBasket(me.basketKey())).json()).basket
      expect(first.items.map((i: { variant: { id: number } }) => i.variant.id)).toEqual([keep.id])
      expect(first.removedItems).toEqual([
        {
          key: goneKey,
          variantId: gone.id,
          productId: gone.productId,
          quantity: 2,
          name: expect.any(String),
        },
      ])
      expect((await basketSnapshot(t.db, me.basketKey())).lines.map((l) => l.variantId)).toEqual([keep.id])
      const second = (await (await getBasket(me.basketKey())).json()).basket
      expect(second.removedItems).toEqual([])
    } finally {
      await setVariantBvc(t.db, gone.id, 1)
    }
  })

  it.each([
    // Guest ids are 128 random bits: a fixed other id is never this visitor's.
    ['another visitor’s basket', () => `basket_1_${'deadbeef'.repeat(4)}`],
    ['the own id in another market’s shop', (v: Visitor) => v.basketKey(2)],
  ])('refuses %s: 403 not your basket', async (_label, keyOf) => {
    const response = await getBasket(keyOf(me))
    expect(response.status).toBe(403)
    expect(await response.json()).toEqual({ type: 'error', error: 'not your basket' })
  })

  it.each([
    ['a malformed key', 'basket_x_1', '', 'params.basketKey'],
    ['a wishlist key', 'wishlist_1_abc', '', 'params.basketKey'],
    ['an unknown locale', null, '?locale=en', 'query.locale'],
  ])('answers 400 for %s, naming the field', async (_label, key, search, field) => {
    const response = await getBasket(key ?? me.basketKey(), search)
    expect(response.status).toBe(400)
    expect(await response.json()).toMatchObject({
      type: 'error',
      fields: [expect.objectContaining({ field })],
    })
  })
})
