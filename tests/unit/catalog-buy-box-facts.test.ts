// The buy box's price and delivery text for the chosen variant (spec 01 §4 delivery-time messages,
// spec 01 §9 "from" price): "ab" and plain availability only until the shopper has chosen.
import { describe, expect, it } from 'vitest'
import type { DeliveryMessage } from '@/lib/catalog/rules/delivery-time'
import type { PriceDisplay } from '@/lib/catalog/rules/price-display'
import { buyBoxFacts, buyBoxOffers } from '@/lib/catalog/rules/view/buy-box'

const price = { price: '65,99 €', cents: 6599, hasDifferentPrice: true } as PriceDisplay
const late: DeliveryMessage = { kind: 'late', from: 35, to: 42, weeks: 6 }
const available: DeliveryMessage = { kind: 'available' }

describe('buyBoxFacts', () => {
  it.each<[string, boolean, boolean, DeliveryMessage]>([
    ['not chosen yet: "from" price, plain availability where windows vary', false, true, available],
    ['chosen: the variant’s own price without "from" and its own window', true, false, late],
  ])('%s', (_, chosen, from, delivery) => {
    const facts = buyBoxFacts({ price, delivery: late, deliveryUnchosen: available }, chosen)
    expect(facts.price.hasDifferentPrice).toBe(from)
    expect(facts.price.price).toBe('65,99 €')
    expect(facts.delivery).toEqual(delivery)
  })
})

describe('buyBoxOffers', () => {
  const goods = { buyable: true, paybackPoints: 39 }
  const shipped: DeliveryMessage = { kind: 'instant', from: 1, to: 3 }
  it.each<[string, { buyable: boolean; paybackPoints: number | null }, boolean, DeliveryMessage, object]>([
    [
      'buyable goods: reserve, points, shipping note',
      goods,
      false,
      shipped,
      { clickAndReserve: true, paybackPoints: 39, shippingNote: true },
    ],
    [
      'sold out or undeliverable: no reserve, no points',
      { ...goods, buyable: false },
      false,
      { kind: 'sold' },
      { clickAndReserve: false, paybackPoints: null },
    ],
    [
      'a voucher: no reserve, no points',
      goods,
      true,
      shipped,
      { clickAndReserve: false, paybackPoints: null },
    ],
    [
      'a download voucher: no shipping note either',
      goods,
      true,
      { kind: 'download' },
      { shippingNote: false },
    ],
    [
      'no points where the market has none or they round to 0',
      { buyable: true, paybackPoints: 0 },
      false,
      shipped,
      { paybackPoints: null },
    ],
  ])('%s', (_, option, voucher, delivery, expected) => {
    expect(buyBoxOffers(option, { voucher, delivery })).toMatchObject(expected)
  })
})
