/**
 * Whether a voucher applies to an order and by how much (issue 11 item 2, spec 02 §2 voucher code): the
 * market, the validity window (from inclusive, until exclusive), the uses left, the minimum order on the
 * gross goods, and the reduction of the gross goods: a whole percent (rounded to the cent) or an amount in
 * the order's currency, never more than the goods. Pure.
 */
import { ORDER_MESSAGES, type OrderMessage } from '@/lib/orders/rules/messages'

export interface VoucherTerms {
  kind: 'percent' | 'amount'
  value: number
  currency: string | null
  minimumOrderCents: number
  validFrom: Date | null
  validUntil: Date | null
  maxUses: number | null
  uses: number
  market: string | null
}

export interface VoucherContext {
  market: string
  currency: string
  goodsGrossCents: number
  now: Date
}

export type VoucherResult = { ok: true; reductionCents: number } | { ok: false; message: OrderMessage }

export function voucherReduction(voucher: VoucherTerms | null, ctx: VoucherContext): VoucherResult {
  const refuse = (message: OrderMessage): VoucherResult => ({ ok: false, message })
  if (!voucher) return refuse(ORDER_MESSAGES.voucherUnknown)
  if (voucher.market !== null && voucher.market !== ctx.market)
    return refuse(ORDER_MESSAGES.voucherOtherMarket)
  if (voucher.kind === 'amount' && voucher.currency !== ctx.currency) {
    return refuse(ORDER_MESSAGES.voucherOtherMarket)
  }
  if (voucher.validFrom && ctx.now < voucher.validFrom) return refuse(ORDER_MESSAGES.voucherNotYetValid)
  if (voucher.validUntil && ctx.now >= voucher.validUntil) return refuse(ORDER_MESSAGES.voucherExpired)
  if (voucher.maxUses !== null && voucher.uses >= voucher.maxUses) return refuse(ORDER_MESSAGES.voucherUsedUp)
  if (ctx.goodsGrossCents < voucher.minimumOrderCents) return refuse(ORDER_MESSAGES.voucherMinimumOrder)
  const raw =
    voucher.kind === 'percent' ? Math.round((ctx.goodsGrossCents * voucher.value) / 100) : voucher.value
  return { ok: true, reductionCents: Math.max(0, Math.min(raw, ctx.goodsGrossCents)) }
}
