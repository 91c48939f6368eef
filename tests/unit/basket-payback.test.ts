import { describe, expect, it } from 'vitest'
import { basketCost, basketPaybackPoints } from '@/lib/basket/rules/pricing'
import { basketItemView, toBasket, toBasketItem } from '@/lib/basket/rules/view'
import type { BasketItemRow } from '@/lib/db/schema'
import { FALLBACK_SHIPPING_CONFIG } from '@/lib/basket/rules/shipping'
import { product, variant } from './catalog-fixtures'

const item = (factor: number | undefined, unitWithTax: number, quantity: number) => ({
  variant: {
    KQPRI: {
      BVC: 1 as const,
      deliveryDaysFrom: 1,
      deliveryDaysTo: 3,
      priceReference: null,
      Punkte_Faktor_Payback: factor,
    },
  },
  price: { unit: { withTax: unitWithTax, withoutTax: unitWithTax, currencyCode: 'EUR' as const } },
  quantity,
})

const row = (extra: Partial<BasketItemRow>): BasketItemRow => ({
  key: 'k1',
  basketKey: 'basket_1_abc',
  variantId: 1,
  productId: 1,
  quantity: 1,
  itemGroupId: '',
  itemGroup: null,
  customData: {},
  displayData: {},
  options: {},
  createdAt: new Date(),
  updatedAt: new Date(),
  ...extra,
})

describe('payback points in the basket (spec 02 §9: factor × unit price with tax / 100 × quantity, floored, ≥ 1)', () => {
  it.each([
    ['one item', [item(1, 1999, 1)], 19],
    ['quantity multiplies before flooring', [item(1, 1999, 3)], 59],
    ['a factor of 2 doubles', [item(2, 1000, 1)], 20],
    ['a tiny positive amount earns at least 1', [item(0.5, 99, 1)], 1],
    ['no factor earns nothing', [item(undefined, 5000, 2)], 0],
    ['float slack: 0.29 × 100', [item(0.29, 100, 1)], 1],
    ['items add up', [item(1, 1999, 1), item(0.5, 99, 1), item(undefined, 100, 1)], 20],
  ])('%s', (_label, items, points) => {
    expect(basketPaybackPoints(items, true)).toBe(points)
  })

  it('is null where the market has no payback (spec 02 §3 shop option payback)', () => {
    expect(basketPaybackPoints([item(1, 1999, 1)], false)).toBeNull()
  })
})

describe('basket view (spec 02 §3 item fields and cost)', () => {
  const freeShipping = product({ attributes: { freeShipping: { value: 'j', label: 'ja' } } })
  const scaled = variant({
    id: 7,
    cents: 1000,
    stock: 8,
    kqpri: { scaleAmount1: 2, scalePrice1: 900, Punkte_Faktor_Payback: 1 },
  })

  it('prices a line from the catalog variant, with its scale key, and sums the cost', () => {
    const basketItem = toBasketItem(
      row({
        variantId: 7,
        quantity: 2,
        customData: { pricePromotionKey: 'Promotion99', customText: { text1: 'A' } },
      }),
      freeShipping,
      scaled,
    )
    expect(basketItem).toMatchObject({
      key: 'k1',
      quantity: 2,
      availableQuantity: 8,
      customData: { customText: { text1: 'A' }, pricePromotionKey: 'Promotion2' },
      price: { unit: { withTax: 900 }, total: { withTax: 1800 } },
      freeShipping: true,
      promotion: null,
      promotionId: null,
    })
    const basket = toBasket({
      key: 'basket_1_abc',
      items: [basketItem],
      removedItems: [],
      currency: 'EUR',
      paybackEnabled: true,
      shipping: FALLBACK_SHIPPING_CONFIG,
    })
    expect(basket).toMatchObject({
      count: 2,
      cost: { withTax: 1800, currencyCode: 'EUR' },
      paybackPoints: 18,
      shipping: { kind: 'free', costCents: 0 },
    })
  })

  it('sums line totals in integer cents in the market currency', () => {
    expect(
      basketCost(
        [
          { withTax: 1999, withoutTax: 1680, currencyCode: 'CHF' },
          { withTax: 1, withoutTax: 1, currencyCode: 'CHF' },
        ],
        'CHF',
      ),
    ).toEqual({ withTax: 2000, withoutTax: 1681, currencyCode: 'CHF' })
  })
})

describe('basket line views kept per row (lib/basket/rules/view basketItemView)', () => {
  const p = product({})
  const v = variant({ id: 7, cents: 1000, stock: 8 })
  const r = row({ variantId: 7, quantity: 2 })

  it('hands out the same view while row, product and variant are the same objects', () => {
    expect(basketItemView(r, p, v)).toBe(basketItemView(r, p, v))
    expect(basketItemView(r, p, v)).toEqual(toBasketItem(r, p, v))
  })

  it.each([
    ['a new row (a write)', () => basketItemView({ ...r, quantity: 3 }, p, v), { quantity: 3 }],
    ['a new product read (the catalog cache expired)', () => basketItemView(r, { ...p }, v), { quantity: 2 }],
    [
      'another variant object',
      () => basketItemView(r, p, { ...v, stock: { quantity: 1 } }),
      { availableQuantity: 1 },
    ],
  ])('builds it anew for %s', (_case, build, expected) => {
    const kept = basketItemView(r, p, v)
    const fresh = build()
    expect(fresh).not.toBe(kept)
    expect(fresh).toMatchObject(expected)
  })
})
