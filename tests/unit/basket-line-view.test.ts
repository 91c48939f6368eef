import { describe, expect, it } from 'vitest'
import {
  basketLineView,
  lineCustomTexts,
  lineProductHref,
  quantityBounds,
  reachedScaleThreshold,
  typedQuantity,
} from '@/lib/basket/rules/line-view'
import {
  orderSummaryView,
  shippingProgressView,
  shippingTierRows,
} from '@/lib/basket/rules/line-view-summary'
import { FALLBACK_SHIPPING_CONFIG } from '@/lib/basket/rules/shipping'
import { basketItem, basketOf } from '../components/basket/basket-fixtures'

const EUR = { locale: 'de-DE', currency: 'EUR' as const }
const nbsp = (s: string) => s.replace(/\s/g, ' ')

describe('basket line view (spec 02 §2 "Basket line card", §4)', () => {
  it.each([
    { quantity: 1, available: 5, canDecrease: false, canIncrease: true, max: 5 },
    { quantity: 2, available: 5, canDecrease: true, canIncrease: true, max: 5 },
    { quantity: 5, available: 5, canDecrease: true, canIncrease: false, max: 5 },
    { quantity: 1, available: 0, canDecrease: false, canIncrease: false, max: 1 },
  ])('spec 02 §4 stepper: $quantity of $available', ({ quantity, available, ...expected }) => {
    expect(quantityBounds({ quantity, availableQuantity: available })).toEqual({ min: 1, ...expected })
  })

  it.each([
    ['3', 5, 3],
    [' 4 ', 5, 4],
    ['12', 5, 5],
    ['1', 0, 1],
    ['0', 5, null],
    ['-2', 5, null],
    ['2.5', 5, null],
    ['', 5, null],
    ['zwei', 5, null],
    ['1e3', 5, null],
  ])('typed %j with %i available → %j', (text, max, expected) => {
    expect(typedQuantity(text, max)).toBe(expected)
  })

  it.each([
    ['/de/p/topf-100001/', 'A1_02', '/de/p/topf-100001/?variant=A1_02'],
    ['/de/p/topf-100001', 'A1_02', '/de/p/topf-100001/?variant=A1_02'],
    ['/fr/p/casserole-100001/', 'A 1/2', '/fr/p/casserole-100001/?variant=A%201%2F2'],
  ])('product address %j with variant %j → %j', (path, variant, href) => {
    expect(lineProductHref(path, variant)).toBe(href)
  })

  it.each([
    ['Promotion3', 3],
    ['Promotion10', 10],
    ['default', null],
    ['Promotion', null],
  ])('price promotion key %j reached scale %j', (key, threshold) => {
    expect(reachedScaleThreshold(key)).toBe(threshold)
  })

  it("personalisation texts in order; 'ohne', empty and other keys left out (spec 02 §4)", () => {
    const item = basketItem({
      customText: { text10: 'zehn', text2: 'zwei', text1: 'eins', text3: 'OHNE', text4: ' ', other: 'x' },
    })
    expect(lineCustomTexts(item)).toEqual(['eins', 'zwei', 'zehn'])
  })

  it('the view: article number, pdp as cards build it, free badge, payback per line', () => {
    const view = basketLineView(
      basketItem({
        quantity: 2,
        unitCents: 1999,
        variantReferenceKey: '7654321_03_x',
        kqpri: { Punkte_Faktor_Payback: 1 },
      }),
      { locale: 'de-DE', payback: true },
    )
    expect(view.articleNumber).toBe('7654321')
    expect(view.pdp).toBe('bettwaesche-karlo-100001')
    expect(view.freeOfCharge).toBe(false)
    expect(nbsp(view.totalPrice)).toBe('39,98 €')
    expect(view.paybackPoints).toBe(39)
    expect(basketLineView(basketItem({ unitCents: 0 }), { locale: 'de-DE', payback: false })).toMatchObject({
      freeOfCharge: true,
      paybackPoints: null,
    })
  })
})

describe('order summary and shipping progress (spec 02 §2 basket shipping cost progress)', () => {
  it('EUR: subtotal + shipping = total in the German format', () => {
    const view = orderSummaryView(basketOf([basketItem({ quantity: 2, unitCents: 1999 })]), 'de-DE')
    expect(nbsp(view.subtotal)).toBe('39,98 €')
    expect(view.shipping).toMatchObject({ kind: 'standard', free: false })
    expect(nbsp(view.shipping?.cost ?? '')).toBe('4,99 €')
    expect(nbsp(view.total)).toBe('44,97 €')
    expect(view.totalCents).toBe(4497)
  })

  it('CHF in the Swiss format; free shipping costs nothing; an empty basket has no shipping row', () => {
    const basket = basketOf([basketItem({ unitCents: 123456, currency: 'CHF' })], {
      shipping: { kind: 'free', costCents: 0, label: null, orderValueCents: 123456, progress: null },
    })
    const view = orderSummaryView(basket, 'de-CH')
    expect(nbsp(view.total)).toMatch(/^CHF 1['’]234\.56$/)
    expect(view.shipping).toMatchObject({ kind: 'free', free: true })
    expect(orderSummaryView(basketOf([]), 'de-DE').shipping).toBeNull()
  })

  it.each([
    [{ nextCostCents: 0, fromOrderValueCents: 5000, missingCents: 2001, percent: 59 }, 'free', '20,01 €', 59],
    [
      { nextCostCents: 299, fromOrderValueCents: 3000, missingCents: 500, percent: 83 },
      'cheaper',
      '5,00 €',
      83,
    ],
    [{ nextCostCents: 0, fromOrderValueCents: 5000, missingCents: 10, percent: 140 }, 'free', '0,10 €', 100],
  ] as const)('progress %j says %s, %s missing, bar at %i %', (progress, message, missing, percent) => {
    const view = shippingProgressView(progress, EUR)
    expect(view?.message).toBe(message)
    expect(nbsp(view?.missing ?? '')).toBe(missing)
    expect(view?.percent).toBe(percent)
  })

  it('no progress (no cheaper tier, or nothing missing) → no bar', () => {
    expect(shippingProgressView(null, EUR)).toBeNull()
    expect(
      shippingProgressView({ nextCostCents: 0, fromOrderValueCents: 0, missingCents: 0, percent: 100 }, EUR),
    ).toBeNull()
  })

  it('the dialog lists every tier by kind and rising order value', () => {
    const rows = shippingTierRows(
      {
        standard: [
          { costCents: 0, fromOrderValueCents: 5000, label: 'Gratis' },
          { costCents: 499, fromOrderValueCents: 0 },
        ],
        freight: FALLBACK_SHIPPING_CONFIG.freight,
      },
      EUR,
    )
    expect(rows.map((r) => [r.kind, r.label, nbsp(r.cost), r.free, r.from && nbsp(r.from)])).toEqual([
      ['standard', null, '4,99 €', false, null],
      ['standard', 'Gratis', '0,00 €', true, '50,00 €'],
      ['freight', null, '14,99 €', false, null],
    ])
  })
})
