import { describe, expect, it } from 'vitest'
import { FALLBACK_SHIPPING_CONFIG, type ShippingConfig } from '@/lib/basket/rules/shipping'
import { giftCardCodeSchema, maskGiftCardCode } from '@/lib/giftcards/rules/gift-card'
import { formatOrderNumber, ORDER_NUMBER_PATTERN } from '@/lib/orders/rules/order-number'
import { orderTotals, type TotalsLine } from '@/lib/orders/rules/totals'
import { voucherReduction, type VoucherTerms } from '@/lib/vouchers/rules/voucher'

/**
 * Issue 11 item 2 (prices, vouchers, shipping recomputed on the server; gift card partial payment; VAT per
 * rate) and spec 01 §9 (fallback shipping 4,99 standard, 14,99 freight). Integer cents throughout.
 */
const line = (grossCents: number, vatRateBp = 1900, extra: Partial<TotalsLine> = {}): TotalsLine => ({
  grossCents,
  vatRateBp,
  freeShipping: false,
  bulky: false,
  ...extra,
})
const TIERS: ShippingConfig = {
  standard: [
    { costCents: 499, fromOrderValueCents: 0 },
    { costCents: 0, fromOrderValueCents: 5000 },
  ],
  freight: [{ costCents: 1499, fromOrderValueCents: 0 }],
}
const base = { shippingConfig: TIERS, voucherReductionCents: 0, giftCardBalanceCents: null }

describe('order totals (issue 11 item 2)', () => {
  it.each([
    ['one line below the free threshold', [line(1999)], 0, null, 1999, 499, 2498, 0, 2498],
    ['from the threshold on shipping is free', [line(3000), line(2000)], 0, null, 5000, 0, 5000, 0, 5000],
    ['the threshold reads the goods before the voucher', [line(5000)], 1000, null, 5000, 0, 4000, 0, 4000],
    ['bulky goods ship by freight', [line(1000, 1900, { bulky: true })], 0, null, 1000, 1499, 2499, 0, 2499],
    [
      'free-shipping items alone ship free',
      [line(1000, 1900, { freeShipping: true })],
      0,
      null,
      1000,
      0,
      1000,
      0,
      1000,
    ],
    ['a gift card pays part, the method the rest', [line(1999)], 0, 1000, 1999, 499, 2498, 1000, 1498],
    ['a gift card covering all leaves nothing', [line(1999)], 0, 5000, 1999, 499, 2498, 2498, 0],
    ['a voucher is capped at the goods', [line(800)], 5000, null, 800, 499, 499, 0, 499],
  ] as const)('%s', (_, lines, voucher, gift, goods, shipping, total, giftCard, payable) => {
    const t = orderTotals({ ...base, lines, voucherReductionCents: voucher, giftCardBalanceCents: gift })
    expect(t.goodsGrossCents).toBe(goods)
    expect(t.shippingGrossCents).toBe(shipping)
    expect(t.totalGrossCents).toBe(total)
    expect(t.giftCardCents).toBe(giftCard)
    expect(t.payableCents).toBe(payable)
  })

  it('falls back to spec 01 §9 costs', () => {
    expect(
      orderTotals({ ...base, shippingConfig: FALLBACK_SHIPPING_CONFIG, lines: [line(100)] })
        .shippingGrossCents,
    ).toBe(499)
  })

  it('VAT per rate: voucher and shipping split by the rates’ gross goods, the gift card lowers no VAT', () => {
    const t = orderTotals({
      ...base,
      lines: [line(3000, 1900), line(1000, 700)],
      voucherReductionCents: 400,
      giftCardBalanceCents: 1000,
    })
    // goods 4000 − voucher 400 (300 / 100) + shipping 499 (374 / 125)
    expect(t.vat).toEqual([
      { rate: 19, grossCents: 3074, netCents: 2583, vatCents: 491 },
      { rate: 7, grossCents: 1025, netCents: 958, vatCents: 67 },
    ])
    expect(t.vat.reduce((s, v) => s + v.grossCents, 0)).toBe(t.totalGrossCents)
  })
})

const voucher = (terms: Partial<VoucherTerms>): VoucherTerms => ({
  kind: 'percent',
  value: 10,
  currency: null,
  minimumOrderCents: 0,
  validFrom: null,
  validUntil: null,
  maxUses: null,
  uses: 0,
  market: null,
  ...terms,
})
const NOW = new Date('2030-06-01T12:00:00Z')
const ctx = { market: 'de-de', currency: 'EUR', goodsGrossCents: 4999, now: NOW }

describe('voucher rule (issue 11 item 2: percent/amount, minimum order, validity, max uses, market)', () => {
  it.each([
    ['10 % of 49,99 rounds to the cent', voucher({}), { ok: true, reductionCents: 500 }],
    [
      'an amount',
      voucher({ kind: 'amount', value: 500, currency: 'EUR' }),
      { ok: true, reductionCents: 500 },
    ],
    [
      'an amount above the goods is capped',
      voucher({ kind: 'amount', value: 9000, currency: 'EUR' }),
      { ok: true, reductionCents: 4999 },
    ],
    ['unknown code', null, { ok: false, message: 'checkout.voucher.unknown' }],
    ['another market', voucher({ market: 'de-at' }), { ok: false, message: 'checkout.voucher.otherMarket' }],
    [
      'another currency',
      voucher({ kind: 'amount', value: 500, currency: 'CHF' }),
      { ok: false, message: 'checkout.voucher.otherMarket' },
    ],
    [
      'not yet valid',
      voucher({ validFrom: new Date('2030-06-02T00:00:00Z') }),
      { ok: false, message: 'checkout.voucher.notYetValid' },
    ],
    [
      'valid until is exclusive',
      voucher({ validUntil: NOW }),
      { ok: false, message: 'checkout.voucher.expired' },
    ],
    ['used up', voucher({ maxUses: 3, uses: 3 }), { ok: false, message: 'checkout.voucher.usedUp' }],
    [
      'below the minimum order',
      voucher({ minimumOrderCents: 5000 }),
      { ok: false, message: 'checkout.voucher.minimumOrder' },
    ],
    ['exactly the minimum order', voucher({ minimumOrderCents: 4999 }), { ok: true, reductionCents: 500 }],
  ] as const)('%s', (_, terms, expected) => {
    expect(voucherReduction(terms, ctx)).toEqual(expected)
  })
})

describe('gift card codes and order numbers', () => {
  it.each([
    ['gift 0050-eur 0001', 'GIFT0050EUR0001'],
    ['GIFT0050EUR0001', 'GIFT0050EUR0001'],
  ])('%s is read as %s', (typed, code) => {
    expect(giftCardCodeSchema.parse(typed)).toBe(code)
  })
  it('masks all but the last 4', () => expect(maskGiftCardCode('GIFT0050EUR0001')).toBe('***********0001'))
  it.each([
    ['de-de', 'DE-1000001'],
    ['de-ch', 'CHD-1000001'],
    ['fr-ch', 'CHF-1000001'],
    ['nl-be', 'BEN-1000001'],
    ['nl-nl', 'NL-1000001'],
  ] as const)('order numbers per market: %s → %s', (market, number) => {
    expect(formatOrderNumber(market, 1_000_001)).toBe(number)
    expect(ORDER_NUMBER_PATTERN.test(number)).toBe(true)
  })
})
