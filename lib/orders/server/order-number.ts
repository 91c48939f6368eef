import 'server-only'

/**
 * The next order number of a market, taken inside the placing transaction: the upsert locks the market's
 * row until commit, so two orders never share a number and a rolled-back order gives its number back.
 */
import { sql } from 'drizzle-orm'
import type { MarketCode } from '@/lib/config/markets'
import { orderNumbers } from '@/lib/db/schema'
import type { Tx } from '@/lib/db/transaction'
import { FIRST_ORDER_NO, formatOrderNumber } from '../rules/order-number'

export async function nextOrderNumber(tx: Tx, market: MarketCode): Promise<string> {
  const [row] = await tx
    .insert(orderNumbers)
    .values({ market, lastNo: FIRST_ORDER_NO })
    .onConflictDoUpdate({ target: orderNumbers.market, set: { lastNo: sql`${orderNumbers.lastNo} + 1` } })
    .returning({ lastNo: orderNumbers.lastNo })
  if (!row) throw new Error(`no order number for ${market}`)
  return formatOrderNumber(market, row.lastNo)
}
