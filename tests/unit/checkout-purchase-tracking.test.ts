import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import type { PaymentCode } from '@/lib/config/payment'
import {
  hashEmail,
  paymentType,
  purchaseItems,
  purchasePayload,
  trackingMoney,
} from '@/lib/checkout/rules/purchase-tracking'
import { fixtureLine, fixtureOrder } from '../fixtures/order-view'
import { beginCheckoutPayload } from '@/lib/checkout/rules/begin-checkout-tracking'
import type { CheckoutSummary } from '@/lib/checkout/rules/summary'

const sha256 = (s: string) => createHash('sha256').update(s).digest('hex')

describe('frontend_purchase (spec 02 §7)', () => {
  it('hashes the trimmed, lowercased e-mail with SHA-256', async () => {
    expect(await hashEmail('  Erika@Example.ORG \n')).toBe(sha256('erika@example.org'))
    expect(await hashEmail('a@b.c')).toBe(sha256('a@b.c'))
  })

  it.each<[PaymentCode[], PaymentCode | null]>([
    [['KK'], 'KK'],
    [['G'], 'G'],
    [['G', 'PP'], 'PP'],
    [['V', 'G'], 'V'],
    [['G', 'G'], 'G'],
    [[], null],
  ])('payment_type of %j is %s: the first key, or the first non-gift-card key of several', (keys, type) => {
    expect(paymentType(keys.map((method) => ({ method })))).toBe(type)
  })

  it.each([
    [1999, 19.99],
    [0, 0],
    [5, 0.05],
    [100000, 1000],
  ])('money divided by 100 (spec 02 §9): %i → %s', (cents, value) => expect(trackingMoney(cents)).toBe(value))

  it('merges equal items (same variant and item group) by adding quantities (spec 02 §4)', () => {
    const items = purchaseItems([
      fixtureLine({ quantity: 1, promotionCents: 100 }),
      fixtureLine({ variantId: 7, referenceKey: '7' }),
      fixtureLine({ quantity: 2, promotionCents: 50 }),
      fixtureLine({ quantity: 1, itemGroupId: '12345678' }),
    ])
    expect(items.map((i) => [i.item_variant, i.item_group_id, i.quantity, i.discount])).toEqual([
      ['1001', null, 3, 1.5],
      ['7', null, 1, 0],
      ['1001', '12345678', 1, 0],
    ])
  })

  it('tracks a buy_x_get_y free item with price 0, apart from the paid ones (spec 02 §4)', () => {
    const items = purchaseItems([
      fixtureLine({ quantity: 2 }),
      fixtureLine({ quantity: 1, unitGrossCents: 0, promotionId: 'b2g1' }),
    ])
    expect(items.map((i) => [i.price, i.quantity, i.promotion_id])).toEqual([
      [19.99, 2, null],
      [0, 1, 'b2g1'],
    ])
  })

  it('builds the payload of an order', () => {
    const order = fixtureOrder()
    const payload = purchasePayload(order, 'hash')
    expect(payload).toMatchObject({
      transaction_id: 'DE-100042',
      customer_id: 'c-1',
      customer_email_sha256: 'hash',
      isGuestCustomer: true,
      currency: 'EUR',
      value: 50.44,
      tax: 7.06,
      shipping: 4.99,
      coupon: 'WELCOME5',
      coupon_code: 'WELCOME5',
      coupon_reduction_with_tax: 5,
      giftcard_amount: 10,
      giftcard_code: '••••••••1234',
      payment_type: 'V',
    })
    expect(payload.items).toHaveLength(2)
  })

  it('without voucher and gift card: null codes, zero amounts', () => {
    const payload = purchasePayload(fixtureOrder({ voucher: null, giftCard: null }), 'h')
    expect(payload).toMatchObject({
      coupon: null,
      giftcard_amount: 0,
      giftcard_code: null,
      payment_type: 'V',
    })
  })
})

describe('frontend_begin_checkout (spec 02 §7)', () => {
  it('carries the priced basket with money divided by 100', () => {
    const summary = {
      currency: 'EUR',
      lines: [
        {
          key: 'a',
          name: 'Sofa',
          brand: 'Wohnfein',
          image: null,
          quantity: 2,
          unitGrossCents: 111_999,
          totalGrossCents: 223_998,
          vatRate: 19,
        },
      ],
      totals: {
        goodsGrossCents: 223_998,
        shippingGrossCents: 1_499,
        discountGrossCents: 0,
        totalGrossCents: 225_497,
        giftCardCents: 0,
        payableCents: 225_497,
        vat: [],
      },
      voucher: { code: 'WELCOME10', reductionCents: 0 },
    } as unknown as CheckoutSummary
    expect(beginCheckoutPayload(summary)).toEqual({
      currency: 'EUR',
      value: 2254.97,
      shipping: 14.99,
      coupon: 'WELCOME10',
      items: [{ item_name: 'Sofa', item_brand: 'Wohnfein', price: 1119.99, quantity: 2 }],
    })
  })
})
