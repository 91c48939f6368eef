/**
 * Which payment methods the checkout offers (issue 11 item 3), from the market's list in the shop
 * configuration (lib/config/markets.ts, codes of spec 01 §1) and the basket at hand:
 * - Apple Pay (AP) only when the shopper's browser supports it (the client says so).
 * - Cash on delivery (NN) not for freight (bulky goods go by forwarder, who collects no cash) and not above
 *   COD_MAX_CENTS (a shop decision: carriers cap the amount they collect).
 * - Gift card (G) is no choice among the others but a partial method beside them: it pays part (or all) of
 *   the order and a chosen method pays the rest. So it is not in the list; `acceptsGiftCard` says whether
 *   the gift card field is shown. When the gift card covers everything, no other method is needed.
 * - PayPal instalments have no code of their own: with the shop option `paypalInstallments` (spec 01 §1,
 *   Germany only) PayPal (PP) also offers to pay in instalments, within PayPal's amount range.
 */
import type { PaymentCode } from '@/lib/config/payment'
import type { Market } from '@/lib/config/schema'

/** Settled by the shop itself, no payment port involved (CONTRACT-11: invoice, prepayment, cash on delivery, gift card). */
export const OFFLINE_METHODS: PaymentCode[] = ['RE', 'V', 'NN', 'G']
/** Paid through the payment port: the shopper is sent to the provider's page. */
export const ONLINE_METHODS: PaymentCode[] = ['KK', 'KD', 'KC', 'KN', 'PP', 'TW', 'IL', 'AP']

export const GIFT_CARD: PaymentCode = 'G'
/** Cash on delivery up to 1,000.00 (EUR or CHF). */
export const COD_MAX_CENTS = 100_000
/** PayPal's instalment offer in Germany: 99.00 to 5,000.00 EUR. */
export const PAYPAL_INSTALMENTS_RANGE = { minCents: 9_900, maxCents: 500_000 } as const

export type PaymentMarket = Pick<Market, 'paymentMethods' | 'options'>

export interface PaymentContext {
  applePaySupported: boolean
  /** The amount still to pay with the chosen method (after a gift card), in cents. */
  totalCents: number
  /** The basket holds goods that go by freight. */
  hasBulky: boolean
}

export const isOfflineMethod = (code: PaymentCode) => OFFLINE_METHODS.includes(code)
export const isOnlineMethod = (code: PaymentCode) => ONLINE_METHODS.includes(code)

/** The methods to choose one of, in the market's order. */
export function checkoutPaymentMethods(market: PaymentMarket, ctx: PaymentContext): PaymentCode[] {
  return (market.paymentMethods as readonly PaymentCode[]).filter((code) => {
    switch (code) {
      case 'G':
        return false
      case 'AP':
        return ctx.applePaySupported
      case 'NN':
        return !ctx.hasBulky && ctx.totalCents <= COD_MAX_CENTS
      default:
        return true
    }
  })
}

/** The gift card field is shown where the market takes gift cards. */
export const acceptsGiftCard = (market: PaymentMarket) =>
  (market.paymentMethods as readonly PaymentCode[]).includes(GIFT_CARD)

/** Whether PayPal mentions paying in instalments for this amount. */
export function paypalInstalmentsOffered(market: PaymentMarket, totalCents: number): boolean {
  return (
    market.options.paypalInstallments &&
    (market.paymentMethods as readonly PaymentCode[]).includes('PP') &&
    totalCents >= PAYPAL_INSTALMENTS_RANGE.minCents &&
    totalCents <= PAYPAL_INSTALMENTS_RANGE.maxCents
  )
}

/**
 * Whether `method` may pay `ctx` in this market: what order placement checks again on the server (a
 * client-sent method is not trusted). A payable amount of 0 (all paid by gift card) needs no method.
 */
export function isPaymentAllowed(
  market: PaymentMarket,
  method: PaymentCode | null,
  ctx: PaymentContext,
): boolean {
  if (ctx.totalCents <= 0) return method === null || method === GIFT_CARD
  return method !== null && checkoutPaymentMethods(market, ctx).includes(method)
}
