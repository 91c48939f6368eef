import 'server-only'

/**
 * The confirmed addresses and the requests waiting for a confirmation (lib/db/schema/address-
 * confirmations.ts, issue 13 item 4). Times are the database's clock.
 */
import { createHash } from 'node:crypto'
import { and, eq, gt, lt, sql } from 'drizzle-orm'
import type { Db } from '@/lib/db'
import {
  addressConfirmations,
  confirmedAddresses,
  type AddressConfirmationKind,
  type AddressConfirmationRow,
} from '@/lib/db/schema'
import { ADDRESS_CONFIRM_LINK_HOURS, normalisedAddress } from '../rules/confirm'
import { newToken, tokenHash } from './token'

const addressHash = (email: string) => createHash('sha256').update(normalisedAddress(email)).digest('hex')

export async function isAddressConfirmed(db: Db, shopId: number, email: string): Promise<boolean> {
  const [row] = await db
    .select({ shopId: confirmedAddresses.shopId })
    .from(confirmedAddresses)
    .where(and(eq(confirmedAddresses.shopId, shopId), eq(confirmedAddresses.emailHash, addressHash(email))))
  return row !== undefined
}

/** Marks an address confirmed in a shop (a used confirmation link, or a confirmed newsletter sign-up). */
export async function markAddressConfirmed(db: Db, shopId: number, email: string): Promise<void> {
  await db
    .insert(confirmedAddresses)
    .values({ shopId, emailHash: addressHash(email) })
    .onConflictDoNothing()
}

export interface PendingRequest {
  shopId: number
  kind: AddressConfirmationKind
  email: string
  market: string
  language: string
  sessionId: string | null
  payload: Record<string, unknown>
}

/** Stores a request until its address confirms; answers the token its link carries. */
export async function storePendingRequest(db: Db, request: PendingRequest): Promise<string> {
  const token = newToken()
  await db.insert(addressConfirmations).values({
    ...request,
    email: normalisedAddress(request.email),
    tokenHash: tokenHash(token),
    expiresAt: sql`now() + make_interval(hours => ${ADDRESS_CONFIRM_LINK_HOURS}::int)`,
  })
  return token
}

/**
 * Takes the request of a link that has not expired (single use: the row is deleted) and marks its
 * address confirmed, in one transaction. Null for an unknown, used or expired link.
 */
export async function takePendingRequest(db: Db, token: string): Promise<AddressConfirmationRow | null> {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .delete(addressConfirmations)
      .where(
        and(
          eq(addressConfirmations.tokenHash, tokenHash(token)),
          gt(addressConfirmations.expiresAt, sql`now()`),
        ),
      )
      .returning()
    if (!row) return null
    await markAddressConfirmed(tx, row.shopId, row.email)
    return row
  })
}

/** Pending requests of a kind for an address and, apart, for a session (the reservation caps count them). */
export async function pendingCounts(
  db: Db,
  kind: AddressConfirmationKind,
  shopId: number,
  email: string,
  sessionId: string | null,
): Promise<{ address: number; session: number }> {
  const [row] = await db
    .select({
      address: sql<number>`count(*) filter (where ${addressConfirmations.email} = ${normalisedAddress(email)})::int`,
      session: sql<number>`count(*) filter (where ${addressConfirmations.sessionId} = ${sessionId ?? ''})::int`,
    })
    .from(addressConfirmations)
    .where(
      and(
        eq(addressConfirmations.kind, kind),
        eq(addressConfirmations.shopId, shopId),
        gt(addressConfirmations.expiresAt, sql`now()`),
      ),
    )
  return { address: row?.address ?? 0, session: row?.session ?? 0 }
}

/** Deletes requests whose link has expired: unconfirmed, they keep nobody's data (GDPR Art. 5(1)(e)). */
export async function purgeExpiredPendingRequests(db: Db, now: Date): Promise<number> {
  const deleted = await db
    .delete(addressConfirmations)
    .where(lt(addressConfirmations.expiresAt, now))
    .returning({ id: addressConfirmations.id })
  return deleted.length
}
