/**
 * Request shapes of the checkout and order calls (issue 11 items 2, 5, 8), parsed by the route handlers:
 * bad input is a 400 naming each field and changes nothing. The placement body carries no price and no
 * quantity at all: the server prices the basket itself; unknown fields are dropped.
 */
import { z } from 'zod'
import { addressSchema, type AddressFields } from '@/lib/account/rules/address-fields'
import { voucherCodeSchema } from '@/lib/basket/rules/voucher'
import { PAYMENT_CODES } from '@/lib/config/payment'
import { giftCardInputSchema } from '@/lib/giftcards/rules/gift-card'
import { listKeySchema } from '@/lib/lists/rules/keys'
import type { OrderAddress } from './order-view'
import { ORDER_NUMBER_PATTERN } from './order-number'

const bookAddress = z.object({ addressId: z.int().positive().max(2_000_000_000) })
/** A typed address: the address book's fields (issue 10), without its kind. */
const typedAddress = z.preprocess(
  (value) => (value && typeof value === 'object' ? { ...value, kind: 'billing' } : value),
  addressSchema,
)
export const checkoutAddressSchema = z.union([bookAddress, typedAddress])
export type CheckoutAddress = z.output<typeof checkoutAddressSchema>

export const placeOrderSchema = z.object({
  idempotencyKey: z.uuid(),
  basketKey: listKeySchema('basket'),
  billingAddress: checkoutAddressSchema,
  /** Missing or null: delivered to the billing address. */
  shippingAddress: checkoutAddressSchema.nullish(),
  deliveryKind: z.enum(['standard', 'freight', 'free']),
  /** Missing only when the gift card pays everything. */
  paymentMethod: z.enum(PAYMENT_CODES).optional(),
  voucherCode: z.optional(voucherCodeSchema),
  giftCard: giftCardInputSchema.optional(),
  acceptTerms: z.literal(true, 'checkout.errors.acceptTerms'),
})
export type PlaceOrderInput = z.output<typeof placeOrderSchema>

export const orderNumberParams = z.object({ orderNumber: z.string().regex(ORDER_NUMBER_PATTERN) })

export const orderListQuery = z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1) })

export const COMPLAINT_REASONS = ['missing', 'wrong', 'damaged', 'other'] as const
export const complaintSchema = z.object({
  items: z
    .array(z.object({ lineId: z.int().positive(), quantity: z.int().min(1).max(999) }))
    .min(1, 'orders.errors.complaintItems')
    .max(100),
  reason: z.enum(COMPLAINT_REASONS),
  text: z.string().trim().min(1, 'orders.errors.complaintText').max(2000),
})
export type ComplaintInput = z.output<typeof complaintSchema>

/** The order's snapshot of an address from the address book's field names. */
export function orderAddressOf(a: Omit<AddressFields, 'kind' | 'is_default'>): OrderAddress {
  return {
    ...(a.gender ? { salutation: a.gender } : {}),
    firstName: a.first_name,
    lastName: a.last_name,
    street: a.street,
    houseNumber: a.house_number,
    ...(a.address_extra ? { addition: a.address_extra } : {}),
    postcode: a.postcode,
    city: a.city,
    country: a.country,
    ...(a.phone ? { phone: a.phone } : {}),
    ...(a.company ? { company: a.company } : {}),
  }
}
