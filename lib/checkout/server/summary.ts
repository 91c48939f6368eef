import 'server-only'

/**
 * The checkout's summary (issue 11 item 2): the order as it would be placed now, read without writing
 * anything (lib/orders/server/prepare.ts quoteOrder: the basket priced on the server, voucher and gift card
 * checked), with the market's payment methods for the payable amount and the delivery estimate.
 */
import { marketAddressCountries } from '@/lib/account/rules/address-fields'
import type { Db } from '@/lib/db'
import { fieldError } from '@/lib/http/rules/errors'
import { ownedList, type ShopContext } from '@/lib/lists/rules/ownership'
import { ORDER_MESSAGES } from '@/lib/orders/rules/messages'
import { quoteOrder } from '@/lib/orders/server/prepare'
import { maskGiftCardCode } from '@/lib/giftcards/rules/gift-card'
import { deliveryEstimate } from '../rules/delivery'
import { acceptsGiftCard, checkoutPaymentMethods, paypalInstalmentsOffered } from '../rules/payment-methods'
import type { CheckoutSummary, CheckoutSummaryInput } from '../rules/summary'

export async function checkoutSummary(
  db: Db,
  ctx: ShopContext,
  input: CheckoutSummaryInput,
  now = new Date(),
): Promise<CheckoutSummary> {
  const owner = ownedList('basket', input.basketKey, ctx)
  const { market } = ctx
  if (input.country && !(marketAddressCountries(market) as string[]).includes(input.country)) {
    throw fieldError('body.country', ORDER_MESSAGES.addressCountry)
  }
  const quote = await quoteOrder(db, ctx, owner, input, now)
  const { totals } = quote
  const methodContext = {
    applePaySupported: input.applePaySupported,
    totalCents: totals.payableCents,
    hasBulky: quote.hasBulky,
  }
  return {
    currency: market.currency,
    lines: quote.items.map((i) => ({
      key: i.key,
      name: i.product.name,
      brand: i.product.brand?.name ?? null,
      image: (i.variant.images[0] ?? i.product.images[0])?.src ?? null,
      quantity: i.quantity,
      unitGrossCents: i.price.unit.withTax,
      totalGrossCents: i.price.total.withTax,
      vatRate: Math.round(i.variant.price.tax.vat.rate * 1000) / 10,
    })),
    shippingKind: totals.shippingKind,
    deliveryEstimate: deliveryEstimate(
      quote.items.map((i) => i.variant.KQPRI),
      now,
      market.timezone,
    ),
    totals: {
      goodsGrossCents: totals.goodsGrossCents,
      shippingGrossCents: totals.shippingGrossCents,
      discountGrossCents: totals.discountGrossCents,
      totalGrossCents: totals.totalGrossCents,
      giftCardCents: totals.giftCardCents,
      payableCents: totals.payableCents,
      vat: totals.vat.map(({ rate, netCents, vatCents }) => ({ rate, netCents, vatCents })),
    },
    voucher: quote.voucher
      ? { code: quote.voucher.row.code, reductionCents: quote.voucher.reductionCents }
      : null,
    giftCard: quote.giftCard
      ? {
          code: maskGiftCardCode(quote.giftCard.code),
          amountCents: totals.giftCardCents,
          balanceAfterCents: quote.giftCard.balanceCents - totals.giftCardCents,
        }
      : null,
    paymentMethods: totals.payableCents > 0 ? checkoutPaymentMethods(market, methodContext) : [],
    acceptsGiftCard: acceptsGiftCard(market),
    paypalInstalments: paypalInstalmentsOffered(market, totals.payableCents),
    problems: quote.problems,
  }
}
