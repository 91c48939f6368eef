import { beforeEach, describe, expect, it, vi } from 'vitest'
import { POST as addItem } from '@/app/api/shop/basket/addItem/route'
import { getProductById } from '@/lib/catalog/server/store'
import { apiRequest, json, basketSnapshot } from '@/tests/helpers/basket-api'
import { useBasketDb } from '@/tests/helpers/basket-db'
import { newVisitor, type Visitor } from '@/tests/helpers/basket-visitors'
import { testDrivers } from '@/tests/helpers/db'

const scope = vi.hoisted(() => ({ cookies: new Map<string, string>(), market: 'de-de' as string | null }))
vi.mock('next/headers', async () =>
  (await import('@/tests/helpers/next-headers-fake')).fakeNextHeaders(scope),
)

const post = (body: unknown, headers?: Record<string, string | null>) =>
  addItem(apiRequest('POST', '/api/shop/basket/addItem/', { body, headers }))

describe.each(testDrivers)('POST /api/shop/basket/addItem/ on %s (spec 02 §7, §4)', (driver) => {
  const t = useBasketDb(driver)
  let me: Visitor
  beforeEach(async () => {
    scope.market = 'de-de'
    me = await newVisitor(scope)
  })

  it('adds a line (201) and raises the same variant’s quantity on a second add (200)', async () => {
    const v = t.picks.plain[0]!
    const first = await post({ basketKey: me.basketKey(), variantId: v.id, quantity: 1, options: [] })
    expect(first.status).toBe(201)
    expect(first.headers.get('cache-control')).toBe('private, no-store')
    const created = await json(first)
    expect(created).toMatchObject({
      type: 'success',
      statusCode: 201,
      basket: { key: me.basketKey(), count: 1 },
    })
    expect(created.basket.items).toEqual([
      expect.objectContaining({ quantity: 1, variant: expect.objectContaining({ id: v.id }) }),
    ])

    const second = await post({ basketKey: me.basketKey(), variantId: String(v.id), quantity: 2 })
    expect(second.status).toBe(200)
    const raised = await json(second)
    expect(raised.statusCode).toBe(200)
    expect(raised.basket.items).toHaveLength(1)
    expect(raised.basket.items[0]).toMatchObject({ key: created.basket.items[0].key, quantity: 3 })
  })

  it('takes prices from the catalog only: a client price and price promotion key are ignored', async () => {
    const v = t.picks.plain[1]!
    const catalog = await getProductById(t.db, v.productId, { language: 'de', currency: 'EUR' })
    const unit = catalog!.variants.find((x) => x.id === v.id)!.price.withTax
    const body = await json(
      await post({
        basketKey: me.basketKey(),
        variantId: v.id,
        quantity: 2,
        price: { unit: { withTax: 1 } },
        customData: { pricePromotionKey: 'Promotion99', cPromo: { promotionId: 'spring' } },
        displayData: { colour: 'rot' },
      }),
    )
    expect(body.basket.items[0]).toMatchObject({
      price: { unit: { withTax: unit }, total: { withTax: unit * 2 } },
      customData: { pricePromotionKey: 'default', cPromo: { promotionId: 'spring' } },
      displayData: { colour: 'rot' },
    })
  })

  it('follows the scale price: Promotion{threshold} and the scale unit price from the threshold on', async () => {
    const { id, productId, threshold } = t.picks.scaled
    const catalog = await getProductById(t.db, productId, { language: 'de', currency: 'EUR' })
    const kqpri = catalog!.variants.find((x) => x.id === id)!.KQPRI
    const below = await json(
      await post({ basketKey: me.basketKey(), variantId: id, quantity: threshold - 1 }),
    )
    expect(below.basket.items[0].customData.pricePromotionKey).toBe('default')
    const at = await json(await post({ basketKey: me.basketKey(), variantId: id, quantity: 1 }))
    expect(at.basket.items[0]).toMatchObject({
      quantity: threshold,
      customData: { pricePromotionKey: `Promotion${threshold}` },
      price: { unit: { withTax: kqpri.scalePrice1 }, total: { withTax: kqpri.scalePrice1! * threshold } },
    })
  })

  it('gives each engraving its own 8-digit item group; ohne means no customisation (spec 02 §4)', async () => {
    const { id, maxLength } = t.picks.personalised
    const key = me.basketKey()
    const anna = await json(
      await post({
        basketKey: key,
        variantId: id,
        quantity: 1,
        customData: { customText: { text1: ' Anna ' } },
      }),
    )
    const ben = await json(
      await post({
        basketKey: key,
        variantId: id,
        quantity: 1,
        customData: { customText: { text1: 'Ben' } },
        itemGroup: { id: '1', isMainItem: false, isRequired: true },
      }),
    )
    expect(ben.basket.items).toHaveLength(2)
    const [a, b] = ben.basket.items
    for (const item of [a, b]) {
      expect(item.itemGroup).toEqual({
        id: expect.stringMatching(/^[1-9]\d{7}$/),
        isMainItem: true,
        isRequired: false,
      })
    }
    expect(a.itemGroup.id).not.toBe(b.itemGroup.id)
    expect(a.customData.customText).toEqual({ text1: 'Anna' })
    expect(anna.statusCode).toBe(201)

    const plain = await json(
      await post({
        basketKey: key,
        variantId: id,
        quantity: 1,
        customData: { customText: { text1: 'ohne' } },
      }),
    )
    const again = await json(
      await post({
        basketKey: key,
        variantId: id,
        quantity: 1,
        customData: { customText: { text1: 'OHNE' } },
      }),
    )
    expect(plain.statusCode).toBe(201)
    expect(again.statusCode).toBe(200)
    const plainLine = again.basket.items.find((i: { itemGroup: unknown }) => i.itemGroup === null)
    expect(plainLine).toMatchObject({ quantity: 2, customData: { pricePromotionKey: 'default' } })
    expect(plainLine.customData.customText).toBeUndefined()

    const before = await basketSnapshot(t.db, key)
    const tooLong = await post({
      basketKey: key,
      variantId: id,
      quantity: 1,
      customData: { customText: { text1: 'x'.repeat(maxLength + 1) } },
    })
    expect(tooLong.status).toBe(400)
    expect(await json(tooLong)).toMatchObject({ fields: [{ field: 'body.customData.customText.text1' }] })
    expect(await basketSnapshot(t.db, key)).toEqual(before)
  })

  it('keeps a requested item group for items without engraving (bundles)', async () => {
    const group = { id: 'bundle-7', isMainItem: false, isRequired: true }
    const body = await json(
      await post({
        basketKey: me.basketKey(),
        variantId: t.picks.plain[2]!.id,
        quantity: 1,
        itemGroup: group,
      }),
    )
    expect(body.basket.items[0].itemGroup).toEqual(group)
  })
})
