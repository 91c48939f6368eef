import 'server-only'

/**
 * The account balance (issue 10 item 7; spec 02 §3 shop option accountBalance): the sum of a customer's
 * ledger entries in the market's currency, in integer cents, and the newest entries. The shop writes no
 * entries yet (no admin tool); customer service's systems or tests insert them.
 */
import { and, count, desc, eq, sum } from 'drizzle-orm'
import type { Currency } from '@/lib/config'
import { getDb, type Db } from '@/lib/db'
import { customerBalanceEntries } from '@/lib/db/schema'

/** A page shows at most this many entries; the total always covers them all. */
export const BALANCE_ENTRIES_SHOWN = 100

export interface BalanceEntry {
  id: number
  amountCents: number
  reason: string
  createdAt: Date
}

export interface Balance {
  totalCents: number
  /** How many entries the total covers (more than `entries` holds when past BALANCE_ENTRIES_SHOWN). */
  entryCount: number
  /** Newest first. */
  entries: BalanceEntry[]
}

export async function customerBalance(customerId: string, currency: Currency, db?: Db): Promise<Balance> {
  const database = db ?? (await getDb())
  const own = and(
    eq(customerBalanceEntries.customerId, customerId),
    eq(customerBalanceEntries.currency, currency),
  )
  const [[totals], entries] = await Promise.all([
    database
      .select({ total: sum(customerBalanceEntries.amountCents), n: count() })
      .from(customerBalanceEntries)
      .where(own),
    database
      .select({
        id: customerBalanceEntries.id,
        amountCents: customerBalanceEntries.amountCents,
        reason: customerBalanceEntries.reason,
        createdAt: customerBalanceEntries.createdAt,
      })
      .from(customerBalanceEntries)
      .where(own)
      .orderBy(desc(customerBalanceEntries.createdAt), desc(customerBalanceEntries.id))
      .limit(BALANCE_ENTRIES_SHOWN),
  ])
  // sum() of integers is a numeric, read as a string: exact, and far inside Number's safe range.
  return { totalCents: Number(totals?.total ?? 0), entryCount: totals?.n ?? 0, entries }
}
