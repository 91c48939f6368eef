import 'server-only'

/**
 * The purge of dead guests' baskets and wishlists (issue 13 item 4), run by lib/db/housekeeping.ts. A
 * guest's lists are reachable only through a live session holding its guest id (lib/lists/rules/
 * ownership.ts); once every such session has expired, nobody can read or write them again. Kept always:
 * - an account's lists (a 64-character owner id, or any owner that is a customer row): they outlive
 *   every session and come back at the next login;
 * - a basket an order may still restore (an online payment or a transfer still open, lib/orders/rules/
 *   state-machine.ts BASKET_RESTORING_STATES): a failed payment puts the lines back into it.
 * Items go with their list (on delete cascade).
 */
import { and, inArray, ne, notExists, sql, type SQL } from 'drizzle-orm'
import type { PgColumn } from 'drizzle-orm/pg-core'
import { ACCOUNT_ID_LENGTH } from '@/lib/config'
import type { Db } from '@/lib/db'
import { baskets, customers, orders, visitorSessions, wishlists } from '@/lib/db/schema'
import { BASKET_RESTORING_STATES } from '@/lib/orders/rules/state-machine'

/** A guest owner none of whose sessions is alive at `now`. */
function deadGuestOwner(db: Db, ownerId: PgColumn, now: Date): SQL | undefined {
  return and(
    ne(sql`char_length(${ownerId})`, ACCOUNT_ID_LENGTH),
    notExists(
      db
        .select({ one: sql`1` })
        .from(customers)
        .where(sql`${customers.id} = ${ownerId}`),
    ),
    notExists(
      db
        .select({ one: sql`1` })
        .from(visitorSessions)
        .where(
          and(
            sql`${visitorSessions.guestId} = ${ownerId}`,
            sql`${visitorSessions.expiresAt} > ${now.toISOString()}::timestamptz`,
          ),
        ),
    ),
  )
}

/** Deletes the dead guests' baskets and wishlists; returns how many lists went. */
export async function purgeDeadGuestLists(db: Db, now: Date = new Date()): Promise<number> {
  const basketsGone = await db
    .delete(baskets)
    .where(
      and(
        deadGuestOwner(db, baskets.ownerId, now),
        notExists(
          db
            .select({ one: sql`1` })
            .from(orders)
            .where(
              and(
                sql`${orders.basketKey} = ${baskets.key}`,
                inArray(orders.state, [...BASKET_RESTORING_STATES]),
              ),
            ),
        ),
      ),
    )
    .returning({ key: baskets.key })
  const wishlistsGone = await db
    .delete(wishlists)
    .where(deadGuestOwner(db, wishlists.ownerId, now))
    .returning({ key: wishlists.key })
  return basketsGone.length + wishlistsGone.length
}
