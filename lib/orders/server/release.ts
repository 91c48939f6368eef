import 'server-only'

/**
 * What ending an order unpaid or cancelled gives back (issue 11 item 5), inside the transaction that
 * changes its state under the order's lock, so it runs once: the stock it took, its voucher use, its gift
 * card debit, and, for a failed payment only, the basket it was placed from.
 */
import { asc, eq } from 'drizzle-orm'
import { reverseGiftCardDebits } from '@/lib/giftcards/server/gift-cards'
import { orderLines, type OrderRow } from '@/lib/db/schema'
import type { Tx } from '@/lib/db/transaction'
import { reverseVoucher } from '@/lib/vouchers/server/vouchers'
import { releasesGoods, restoresBasket, type OrderState } from '../rules/state-machine'
import { restoreBasket } from './basket'
import { returnStock } from './stock'

export async function releaseOrder(tx: Tx, order: OrderRow, to: OrderState): Promise<void> {
  if (!releasesGoods(to)) return
  await returnStock(tx, order.id)
  await reverseVoucher(tx, order.id)
  await reverseGiftCardDebits(tx, order.id)
  if (restoresBasket(to)) {
    const lines = await tx
      .select()
      .from(orderLines)
      .where(eq(orderLines.orderId, order.id))
      .orderBy(asc(orderLines.position))
    await restoreBasket(tx, order.basketKey, lines)
  }
}
