/**
 * TEMPORARY copy of CONTRACT-11's `OrderView` by helper ORD; helper DOC owns this file and the lead keeps
 * DOC's on merge. The order as screens, mails, the invoice PDF and tracking read it.
 */
import type { Language, MarketCode } from '@/lib/config/markets'
import type { PaymentCode } from '@/lib/config/payment'
import type { PaymentStatus } from './payment-port'
import type { OrderState } from './state-machine'

export type { OrderState }

export interface OrderAddress {
  salutation?: string
  firstName: string
  lastName: string
  street: string
  houseNumber: string
  addition?: string
  postcode: string
  city: string
  country: string
  phone?: string
  company?: string
}

export interface OrderView {
  orderNumber: string
  market: MarketCode
  language: Language
  currency: 'EUR' | 'CHF'
  placedAt: string
  state: OrderState
  customer: { id: string; email: string; isGuestCustomer: boolean; firstName: string; lastName: string }
  billingAddress: OrderAddress
  shippingAddress: OrderAddress
  lines: {
    variantId: number
    referenceKey: string
    masterKey: string
    name: string
    brand: string | null
    itemGroupId: string | null
    customText?: Record<string, string>
    quantity: number
    unitGrossCents: number
    totalGrossCents: number
    vatRate: number
    promotionCents: number
    promotionId: string | null
    image: string | null
  }[]
  shipping: { kind: 'standard' | 'freight' | 'free'; grossCents: number; carrierKey: string }
  voucher: { code: string; reductionGrossCents: number } | null
  giftCard: { code: string; amountCents: number } | null
  payments: { method: PaymentCode; amountCents: number; status: PaymentStatus }[]
  totals: {
    goodsGrossCents: number
    shippingGrossCents: number
    discountGrossCents: number
    totalGrossCents: number
    giftCardCents: number
    payableCents: number
    vat: { rate: number; netCents: number; vatCents: number }[]
  }
  deliveryEstimate: { from: string; to: string } | null
  tracking: { carrierKey: string; trackingNumber: string; url: string } | null
}
