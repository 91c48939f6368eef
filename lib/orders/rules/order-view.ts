/**
 * The order as screens, mails, the PDF invoice and purchase tracking read it (issue 11, CONTRACT-11.md):
 * integer cents, ISO dates, codes instead of texts. ORD builds it from the database; the zod schema checks
 * it where it crosses a boundary (the mail outbox stores it as a payload).
 */
import { z } from 'zod'
import { LANGUAGES, MARKET_CODES, type Language, type MarketCode } from '@/lib/config/markets'
import { PAYMENT_CODES, type PaymentCode } from '@/lib/config/payment'
import { PAYMENT_STATUSES, type PaymentStatus } from '@/lib/payment/rules/port'
import { ORDER_STATES, type OrderState } from './state-machine'

export type { OrderState } from './state-machine'

export type { PaymentStatus as OrderPaymentStatus } from '@/lib/payment/rules/port'

export interface OrderAddress {
  salutation?: string
  firstName: string
  lastName: string
  street: string
  houseNumber: string
  addition?: string
  postcode: string
  city: string
  /** ISO 3166-1 alpha-2 as the address book stores it (DE, AT, CH, BE, NL, FR). */
  country: string
  phone?: string
  company?: string
}

export interface OrderLineView {
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
  /** Percent, e.g. 19 or 5.5. */
  vatRate: number
  promotionCents: number
  promotionId: string | null
  image: string | null
}

/** An order's totals as the shopper reads them: the checkout's quote and the placed order alike. */
export interface OrderTotalsView {
  goodsGrossCents: number
  shippingGrossCents: number
  discountGrossCents: number
  totalGrossCents: number
  giftCardCents: number
  payableCents: number
  vat: { rate: number; netCents: number; vatCents: number }[]
}

export interface OrderView {
  orderNumber: string
  market: MarketCode
  language: Language
  currency: 'EUR' | 'CHF'
  /** ISO date-time. */
  placedAt: string
  state: OrderState
  customer: { id: string; email: string; isGuestCustomer: boolean; firstName: string; lastName: string }
  billingAddress: OrderAddress
  shippingAddress: OrderAddress
  lines: OrderLineView[]
  shipping: { kind: 'standard' | 'freight' | 'free'; grossCents: number; carrierKey: string }
  voucher: { code: string; reductionGrossCents: number } | null
  /** The code masked except its last 4 characters. */
  giftCard: { code: string; amountCents: number } | null
  payments: { method: PaymentCode; amountCents: number; status: PaymentStatus }[]
  totals: OrderTotalsView
  /** ISO dates (yyyy-mm-dd). */
  deliveryEstimate: { from: string; to: string } | null
  tracking: { carrierKey: string; trackingNumber: string; url: string } | null
}

const cents = z.number().int()
const text = z.string().max(500)
const optionalText = text.optional()

export const orderAddressSchema = z.object({
  salutation: optionalText,
  firstName: text,
  lastName: text,
  street: text,
  houseNumber: text,
  addition: optionalText,
  postcode: text,
  city: text,
  country: z.string().regex(/^[A-Za-z]{2}$/),
  phone: optionalText,
  company: optionalText,
})

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/)

export const orderViewSchema = z.object({
  orderNumber: z.string().min(1).max(40),
  market: z.enum(MARKET_CODES),
  language: z.enum(LANGUAGES),
  currency: z.enum(['EUR', 'CHF']),
  placedAt: z.iso.datetime({ offset: true }),
  state: z.enum(ORDER_STATES),
  customer: z.object({
    id: text,
    email: z.email().max(254),
    isGuestCustomer: z.boolean(),
    firstName: text,
    lastName: text,
  }),
  billingAddress: orderAddressSchema,
  shippingAddress: orderAddressSchema,
  lines: z.array(
    z.object({
      variantId: z.number().int(),
      referenceKey: text,
      masterKey: text,
      name: text,
      brand: text.nullable(),
      itemGroupId: text.nullable(),
      customText: z.record(z.string(), z.string()).optional(),
      quantity: z.number().int().positive(),
      unitGrossCents: cents,
      totalGrossCents: cents,
      vatRate: z.number().min(0).max(100),
      promotionCents: cents,
      promotionId: text.nullable(),
      image: z.string().max(2000).nullable(),
    }),
  ),
  shipping: z.object({ kind: z.enum(['standard', 'freight', 'free']), grossCents: cents, carrierKey: text }),
  voucher: z.object({ code: text, reductionGrossCents: cents }).nullable(),
  giftCard: z.object({ code: text, amountCents: cents }).nullable(),
  payments: z.array(
    z.object({
      method: z.enum(PAYMENT_CODES as [PaymentCode, ...PaymentCode[]]),
      amountCents: cents,
      status: z.enum(PAYMENT_STATUSES),
    }),
  ),
  totals: z.object({
    goodsGrossCents: cents,
    shippingGrossCents: cents,
    discountGrossCents: cents,
    totalGrossCents: cents,
    giftCardCents: cents,
    payableCents: cents,
    vat: z.array(z.object({ rate: z.number(), netCents: cents, vatCents: cents })),
  }),
  deliveryEstimate: z.object({ from: isoDate, to: isoDate }).nullable(),
  tracking: z.object({ carrierKey: text, trackingNumber: text, url: z.string().max(2000) }).nullable(),
})

// The schema and the interface describe the same thing: each must fit the other.
type Parsed = z.output<typeof orderViewSchema>
const _schemaFitsView = (parsed: Parsed): OrderView => parsed
const _viewFitsSchema = (view: OrderView): Parsed => view
void _schemaFitsView
void _viewFitsSchema

/** "Max Muster", for greetings, labels and the invoice. */
export const addressName = (a: Pick<OrderAddress, 'firstName' | 'lastName'>) =>
  `${a.firstName} ${a.lastName}`.trim()

/** The address as the lines of a label: company, name, street and number, addition, postcode and city, country. */
export function addressLines(a: OrderAddress): string[] {
  return [
    a.company ?? '',
    addressName(a),
    `${a.street} ${a.houseNumber}`.trim(),
    a.addition ?? '',
    `${a.postcode} ${a.city}`.trim(),
    a.country.toUpperCase(),
  ].filter((line) => line !== '')
}
