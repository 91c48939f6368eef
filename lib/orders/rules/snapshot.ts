/** What an order keeps of its customer and its totals when it is placed (stored as jsonb on the order). */
export interface OrderCustomerSnapshot {
  email: string
  firstName: string
  lastName: string
  gender: 'm' | 'f' | 'd' | 'n' | null
  isGuestCustomer: boolean
}

export interface VatShare {
  /** Percent, e.g. 19 or 8.1. */
  rate: number
  grossCents: number
  netCents: number
  vatCents: number
}

export interface OrderTotalsSnapshot {
  goodsGrossCents: number
  shippingGrossCents: number
  /** The voucher's reduction of the gross goods. */
  discountGrossCents: number
  totalGrossCents: number
  /** Paid by gift card (a means of payment: it does not lower the taxable amount). */
  giftCardCents: number
  /** What the chosen method pays: total minus gift card. */
  payableCents: number
  vat: VatShare[]
}
