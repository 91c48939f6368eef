/**
 * The checkout summary call (issue 11 item 2, POST /api/checkout/summary/): what the checkout sends to
 * learn the server's totals before ordering (basket, voucher, gift card, shipping country, whether the
 * browser supports Apple Pay) and the answer's shape. No price comes from the browser; the answer is a
 * quote: placement prices everything again.
 */
import { z } from 'zod'
import { voucherCodeSchema } from '@/lib/basket/rules/voucher'
import type { PaymentCode } from '@/lib/config/payment'
import { giftCardInputSchema } from '@/lib/giftcards/rules/gift-card'
import { listKeySchema } from '@/lib/lists/rules/keys'
import type { OrderTotalsView } from '@/lib/orders/rules/order-view'
import type { DeliveryEstimate } from './delivery'

export const checkoutSummarySchema = z.object({
  basketKey: listKeySchema('basket'),
  voucherCode: z.optional(voucherCodeSchema),
  giftCard: giftCardInputSchema.optional(),
  /** The shipping address's country (ISO 3166 alpha-2); missing: the market's own. */
  country: z
    .string()
    .regex(/^[A-Za-z]{2}$/)
    .transform((c) => c.toUpperCase())
    .optional(),
  applePaySupported: z.boolean().default(false),
})
export type CheckoutSummaryInput = z.output<typeof checkoutSummarySchema>

export interface CheckoutSummaryLine {
  key: string
  name: string
  brand: string | null
  image: string | null
  quantity: number
  unitGrossCents: number
  totalGrossCents: number
  /** Percent, e.g. 19 or 5.5. */
  vatRate: number
}

export interface CheckoutSummary {
  currency: 'EUR' | 'CHF'
  lines: CheckoutSummaryLine[]
  shippingKind: 'standard' | 'freight' | 'free'
  deliveryEstimate: DeliveryEstimate | null
  totals: OrderTotalsView
  voucher: { code: string; reductionCents: number } | null
  /** The card as printed but the last 4 masked, its share of this order and what is left on it after. */
  giftCard: { code: string; amountCents: number; balanceAfterCents: number } | null
  /** The methods to choose from for the payable amount (none needed when it is 0). */
  paymentMethods: PaymentCode[]
  acceptsGiftCard: boolean
  paypalInstalments: boolean
  /** Problems of the voucher or gift card: `body.voucherCode` / `body.giftCard` with a message key. */
  problems: { field: string; message: string }[]
}
