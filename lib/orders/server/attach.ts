import 'server-only'

/**
 * A guest's orders join the account of their address once its owner confirmed it (issue 11 item 7:
 * "turn the guest account into a registered one with the order attached"). Called when a registration
 * link is followed (lib/account/server/activate.ts): only the owner of the mailbox can do that, and every
 * order attached here already sent its confirmation to that mailbox, so nothing is revealed to anyone
 * who did not have it. Orders of another shop, or already in an account, stay as they are.
 */
import { and, eq, isNull, sql } from 'drizzle-orm'
import type { Db } from '@/lib/db'
import { orders } from '@/lib/db/schema'
import type { Tx } from '@/lib/db/transaction'

export async function attachGuestOrders(
  db: Db | Tx,
  customer: { id: string; shopId: number; email: string },
): Promise<number> {
  const attached = await db
    .update(orders)
    .set({ customerId: customer.id, updatedAt: sql`now()` })
    .where(
      and(
        isNull(orders.customerId),
        eq(orders.shopId, customer.shopId),
        sql`lower(${orders.customer}->>'email') = ${customer.email.trim().toLowerCase()}`,
      ),
    )
    .returning({ id: orders.id })
  return attached.length
}
