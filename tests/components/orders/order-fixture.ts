/** An order as the account's order screens receive it (issue 11 item 8), for the component tests. */
import type { OrderView } from '@/lib/orders/rules/order-view'
import type { AccountOrderDetail } from '@/lib/orders/server/account-orders'

const address = {
  salutation: 'f',
  firstName: 'Ada',
  lastName: 'Lovelace',
  street: 'Unter den Linden',
  houseNumber: '1',
  postcode: '10117',
  city: 'Berlin',
  country: 'DE',
}

export const ORDER: OrderView = {
  orderNumber: 'DE-1000042',
  market: 'de-de',
  language: 'de',
  currency: 'EUR',
  placedAt: '2026-02-21T10:00:00.000Z',
  state: 'confirmed',
  customer: {
    id: 'c1',
    email: 'ada@example.org',
    isGuestCustomer: false,
    firstName: 'Ada',
    lastName: 'Lovelace',
  },
  billingAddress: address,
  shippingAddress: {
    ...address,
    street: 'Hauptstraße',
    houseNumber: '12a',
    city: 'Potsdam',
    postcode: '14467',
  },
  lines: [
    {
      variantId: 70,
      referenceKey: '100007_1',
      masterKey: '100007',
      name: 'Kuscheldecke',
      brand: 'Home',
      itemGroupId: null,
      quantity: 2,
      unitGrossCents: 2999,
      totalGrossCents: 5998,
      vatRate: 19,
      promotionCents: 0,
      promotionId: null,
      image: null,
    },
    {
      variantId: 80,
      referenceKey: '100008_2',
      masterKey: '100008',
      name: 'Milchaufschäumer',
      brand: null,
      itemGroupId: null,
      quantity: 1,
      unitGrossCents: 1500,
      totalGrossCents: 1500,
      vatRate: 19,
      promotionCents: 0,
      promotionId: null,
      image: null,
    },
  ],
  shipping: { kind: 'standard', grossCents: 495, carrierKey: 'dhl' },
  voucher: { code: 'WELCOME10', reductionGrossCents: 750 },
  giftCard: null,
  payments: [{ method: 'RE', amountCents: 7243, status: 'pending' }],
  totals: {
    goodsGrossCents: 7498,
    shippingGrossCents: 495,
    discountGrossCents: 750,
    totalGrossCents: 7243,
    giftCardCents: 0,
    payableCents: 7243,
    vat: [{ rate: 19, netCents: 6087, vatCents: 1156 }],
  },
  deliveryEstimate: { from: '2026-02-24', to: '2026-02-26' },
  tracking: null,
}

export const detailOf = (order: Partial<OrderView> = {}, cancellable = true): AccountOrderDetail => ({
  order: { ...ORDER, ...order },
  lines: [
    { lineId: 11, productId: 7 },
    { lineId: 12, productId: 8 },
  ],
  cancellable,
})
