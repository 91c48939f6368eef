import 'server-only'

/**
 * Voucher storage (issue 11 item 2): looked up by code, one use debited per order and reversed at most
 * once. The use is a conditional update (`uses < max_uses`), so parallel orders never exceed the
 * maximum; the redemption row (unique per order) and its reversed_at make debit and reversal exactly once.
 */
import { and, eq, isNull, or, lt, sql } from 'drizzle-orm'
import type { Db } from '@/lib/db'
import { voucherRedemptions, vouchers, type VoucherRow } from '@/lib/db/schema'
import type { Tx } from '@/lib/db/transaction'
import { HttpError } from '@/lib/http/rules/errors'
import { ORDER_MESSAGES } from '@/lib/orders/rules/messages'

export async function findVoucher(db: Db | Tx, code: string): Promise<VoucherRow | null> {
  const [row] = await db.select().from(vouchers).where(eq(vouchers.code, code.toUpperCase())).limit(1)
  return row ?? null
}

/** Debits one use for the order; 409 when the last use went to another order meanwhile. */
export async function redeemVoucher(tx: Tx, voucherId: number, orderId: number, reductionCents: number) {
  const used = await tx
    .update(vouchers)
    .set({ uses: sql`${vouchers.uses} + 1` })
    .where(and(eq(vouchers.id, voucherId), or(isNull(vouchers.maxUses), lt(vouchers.uses, vouchers.maxUses))))
    .returning({ id: vouchers.id })
  if (used.length === 0) throw new HttpError(409, ORDER_MESSAGES.voucherUsedUp)
  await tx.insert(voucherRedemptions).values({ voucherId, orderId, reductionCents })
}

/** Gives the order's use back, once: a second call finds the redemption reversed and does nothing. */
export async function reverseVoucher(tx: Tx, orderId: number): Promise<void> {
  const reversed = await tx
    .update(voucherRedemptions)
    .set({ reversedAt: sql`now()` })
    .where(and(eq(voucherRedemptions.orderId, orderId), isNull(voucherRedemptions.reversedAt)))
    .returning({ voucherId: voucherRedemptions.voucherId })
  for (const { voucherId } of reversed) {
    await tx
      .update(vouchers)
      .set({ uses: sql`greatest(${vouchers.uses} - 1, 0)` })
      .where(eq(vouchers.id, voucherId))
  }
}
