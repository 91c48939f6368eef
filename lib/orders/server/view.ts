import 'server-only'

/**
 * An order as screens, mails, the invoice and tracking read it (`OrderView`, lib/orders/rules/order-view.ts)
 * from its rows: the snapshot taken at placement, its payments, its voucher and gift card (masked).
 */
import { asc, eq } from 'drizzle-orm'
import type { Db } from '@/lib/db'
import {
  giftCardDebits,
  giftCards,
  orderLines,
  orderPayments,
  orders,
  voucherRedemptions,
  type OrderRow,
} from '@/lib/db/schema'
import type { Tx } from '@/lib/db/transaction'
import { MARKET_DEFINITIONS, type Language, type MarketCode } from '@/lib/config/markets'
import { DEFAULT_TIMEZONE } from '@/lib/config/constants'
import type { PaymentCode } from '@/lib/config/payment'
import { maskGiftCardCode } from '@/lib/giftcards/rules/gift-card'
import type { OrderView } from '../rules/order-view'
import type { PaymentStatus } from '../rules/payment-port'
import { isCancellable } from '../rules/state-machine'
import { deliveryEstimate } from '@/lib/checkout/rules/delivery'

export async function orderView(db: Db | Tx, order: OrderRow): Promise<OrderView> {
  const [lines, payments, redemptions, debits] = await Promise.all([
    db.select().from(orderLines).where(eq(orderLines.orderId, order.id)).orderBy(asc(orderLines.position)),
    db
      .select()
      .from(orderPayments)
      .where(eq(orderPayments.orderId, order.id))
      .orderBy(asc(orderPayments.createdAt)),
    db.select().from(voucherRedemptions).where(eq(voucherRedemptions.orderId, order.id)),
    db
      .select({ code: giftCards.code, amountCents: giftCardDebits.amountCents })
      .from(giftCardDebits)
      .innerJoin(giftCards, eq(giftCards.id, giftCardDebits.giftCardId))
      .where(eq(giftCardDebits.orderId, order.id)),
  ])
  const t = order.totals
  const debit = debits[0]
  return {
    orderNumber: order.orderNumber,
    market: order.market as MarketCode,
    language: order.language as Language,
    currency: order.currency as 'EUR' | 'CHF',
    placedAt: order.placedAt.toISOString(),
    state: order.state,
    customer: {
      id: order.customerId ?? '',
      email: order.customer.email,
      isGuestCustomer: order.customer.isGuestCustomer,
      firstName: order.customer.firstName,
      lastName: order.customer.lastName,
    },
    billingAddress: order.billingAddress,
    shippingAddress: order.shippingAddress,
    lines: lines.map((l) => {
      const customText = (l.customData as { customText?: Record<string, string> }).customText
      return {
        variantId: l.variantId,
        referenceKey: l.referenceKey,
        masterKey: l.masterKey,
        name: l.name,
        brand: l.brand,
        itemGroupId: l.itemGroupId || null,
        ...(customText ? { customText } : {}),
        quantity: l.quantity,
        unitGrossCents: l.unitGrossCents,
        totalGrossCents: l.totalGrossCents,
        vatRate: l.vatRateBp / 100,
        promotionCents: 0,
        promotionId: l.promotionId,
        image: l.image,
      }
    }),
    shipping: { kind: order.shippingKind, grossCents: t.shippingGrossCents, carrierKey: 'dhl' },
    voucher:
      order.voucherCode && redemptions[0]
        ? { code: order.voucherCode, reductionGrossCents: t.discountGrossCents }
        : null,
    giftCard: debit ? { code: maskGiftCardCode(debit.code), amountCents: debit.amountCents } : null,
    payments: payments.map((p) => ({
      method: p.method as PaymentCode,
      amountCents: p.amountCents,
      status: p.status as PaymentStatus,
    })),
    totals: {
      goodsGrossCents: t.goodsGrossCents,
      shippingGrossCents: t.shippingGrossCents,
      discountGrossCents: t.discountGrossCents,
      totalGrossCents: t.totalGrossCents,
      giftCardCents: t.giftCardCents,
      payableCents: t.payableCents,
      vat: t.vat.map(({ rate, netCents, vatCents }) => ({ rate, netCents, vatCents })),
    },
    deliveryEstimate: deliveryEstimate(
      lines,
      order.placedAt,
      MARKET_DEFINITIONS.find((m) => m.code === order.market)?.timezone ?? DEFAULT_TIMEZONE,
    ),
    tracking: null,
  }
}

export async function orderViewById(db: Db | Tx, orderId: number): Promise<OrderView | null> {
  const [order] = await db.select().from(orders).where(eq(orders.id, orderId)).limit(1)
  return order ? orderView(db, order) : null
}

/** The account's order detail: the view, the line ids a complaint names, and whether cancel is offered. */
export async function orderDetail(db: Db, order: OrderRow, cancelOrderOption: boolean) {
  const [view, lines] = await Promise.all([
    orderView(db, order),
    db
      .select({ id: orderLines.id })
      .from(orderLines)
      .where(eq(orderLines.orderId, order.id))
      .orderBy(asc(orderLines.position)),
  ])
  return {
    order: view,
    lineIds: lines.map((l) => l.id),
    cancellable: cancelOrderOption && isCancellable(order.state),
  }
}
