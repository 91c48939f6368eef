import 'server-only'

/**
 * The placing transaction (issue 11 item 5): the attempt key first (a second request with the same key
 * waits here for the first, then finds its order), then the basket under its lock (still the priced
 * lines), the stock, the order number, the order with its lines and payments, the voucher use and the
 * gift card debit, the empty basket, and the attempt pointing at the order. Any refusal rolls all of it
 * back: nothing is taken, nothing is written.
 */
import { randomUUID } from 'node:crypto'
import { eq } from 'drizzle-orm'
import type { BasketOwner } from '@/lib/basket/rules/types'
import type { Db } from '@/lib/db'
import { orderAttempts, orderLines, orderPayments, orders, type OrderRow } from '@/lib/db/schema'
import { debitGiftCard } from '@/lib/giftcards/server/gift-cards'
import type { ShopContext } from '@/lib/lists/rules/ownership'
import { redeemVoucher } from '@/lib/vouchers/server/vouchers'
import type { OrderAddress } from '../rules/order-view'
import { initialState } from '../rules/state-machine'
import { takeBasket } from './basket'
import { nextOrderNumber } from './order-number'
import type { OrderParty } from './parties'
import type { OrderPlan } from './prepare'
import { takeStock } from './stock'

export interface OrderDraft {
  ctx: ShopContext
  owner: BasketOwner
  attemptKey: string
  party: OrderParty
  addresses: { billing: OrderAddress; shipping: OrderAddress }
  plan: OrderPlan
}

/** The new order, or null when the attempt key was taken by a committed attempt (a repeat). */
export async function writeOrder(db: Db, draft: OrderDraft): Promise<OrderRow | null> {
  const { ctx, owner, plan, party } = draft
  const { totals } = plan
  return db.transaction(async (tx) => {
    const claimed = await tx
      .insert(orderAttempts)
      .values({ key: draft.attemptKey, sessionId: ctx.session.id })
      .onConflictDoNothing()
      .returning({ key: orderAttempts.key })
    if (claimed.length === 0) return null

    await takeBasket(
      tx,
      owner,
      plan.items.map((i) => ({ key: i.key, variantId: i.variant.id, quantity: i.quantity })),
    )
    await takeStock(
      tx,
      plan.items.map((i) => ({
        variantId: i.variant.id,
        quantity: i.quantity,
        fromStock: i.variant.availability.BVC === 1,
      })),
    )
    const { totalGrossCents, payableCents, giftCardCents } = totals
    const [order] = await tx
      .insert(orders)
      .values({
        orderNumber: await nextOrderNumber(tx, ctx.market.code),
        market: ctx.market.code,
        shopId: ctx.market.shopId,
        language: ctx.language,
        currency: ctx.market.currency,
        state: initialState(plan.method, payableCents),
        customerId: party.customerId,
        customer: party.snapshot,
        sessionId: ctx.session.id,
        basketKey: owner.key,
        billingAddress: draft.addresses.billing,
        shippingAddress: draft.addresses.shipping,
        shippingKind: totals.shippingKind,
        totals: {
          goodsGrossCents: totals.goodsGrossCents,
          shippingGrossCents: totals.shippingGrossCents,
          discountGrossCents: totals.discountGrossCents,
          totalGrossCents,
          giftCardCents,
          payableCents,
          vat: totals.vat,
        },
        totalGrossCents,
        payableCents,
        paymentMethod: plan.method,
        voucherCode: plan.voucher?.row.code ?? null,
      })
      .returning()
    if (!order) throw new Error('order not written')

    await tx.insert(orderLines).values(
      plan.items.map((i, position) => ({
        orderId: order.id,
        position,
        variantId: i.variant.id,
        productId: i.product.id,
        referenceKey: i.variant.referenceKey,
        masterKey: i.product.masterKey,
        name: i.product.name,
        brand: i.product.brand?.name ?? null,
        image: (i.variant.images[0] ?? i.product.images[0])?.src ?? null,
        itemGroupId: i.itemGroup?.id ?? '',
        itemGroup: i.itemGroup as Record<string, unknown> | null,
        customData: i.customData.customText ? { customText: i.customData.customText } : {},
        quantity: i.quantity,
        unitGrossCents: i.price.unit.withTax,
        totalGrossCents: i.price.total.withTax,
        vatRateBp: Math.round(i.variant.price.tax.vat.rate * 10_000),
        promotionId: i.promotionId,
        stockTaken: i.variant.availability.BVC === 1 ? i.quantity : 0,
        deliveryDaysFrom: i.variant.KQPRI.deliveryDaysFrom,
        deliveryDaysTo: i.variant.KQPRI.deliveryDaysTo,
      })),
    )
    if (plan.giftCard && giftCardCents > 0) {
      await debitGiftCard(tx, plan.giftCard.id, order.id, giftCardCents)
      await tx.insert(orderPayments).values({
        paymentId: randomUUID(),
        orderId: order.id,
        method: 'G',
        status: 'paid',
        amountCents: giftCardCents,
      })
    }
    if (payableCents > 0) {
      await tx.insert(orderPayments).values({
        paymentId: randomUUID(),
        orderId: order.id,
        method: plan.method,
        status: 'open',
        amountCents: payableCents,
      })
    }
    if (plan.voucher) await redeemVoucher(tx, plan.voucher.row.id, order.id, plan.voucher.reductionCents)
    await tx.update(orderAttempts).set({ orderId: order.id }).where(eq(orderAttempts.key, draft.attemptKey))
    return order
  })
}
