import 'server-only'

/**
 * The newsletter subscriptions table (lib/db/schema/newsletter.ts) and its double opt-in: a sign-up
 * stores a pending row with the SHA-256 of a fresh confirmation token, following the link confirms it
 * once. Times are the database's clock.
 */
import { and, eq, gt, isNotNull, lt, sql } from 'drizzle-orm'
import type { Language, MarketCode } from '@/lib/config'
import type { Db } from '@/lib/db'
import { newsletterSubscriptions as subscriptions } from '@/lib/db/schema'
import { markAddressConfirmed } from '@/lib/confirmations/server/addresses'
import { newToken, tokenHash } from '@/lib/confirmations/server/token'
import { CONFIRM_LINK_DAYS } from '../rules/request'

export interface SubscriptionInput {
  shopId: number
  market: MarketCode
  language: Language
  /** Lowercased (spec 02 §5). */
  email: string
  firstName: string
  lastName: string
  /** The service's code (lib/newsletter/rules/salutation.ts). */
  salutation: number
  source: string
}

/**
 * Records a sign-up and answers the token its confirmation mail must carry, or null when the address is
 * already confirmed (then nothing changes: an anonymous request never edits a confirmed subscription).
 * A repeated sign-up of a pending address takes the new names and voids the earlier link. One statement,
 * so two sign-ups at once cannot both insert.
 */
export async function requestSubscription(
  db: Db,
  input: SubscriptionInput,
): Promise<{ token: string } | null> {
  const token = newToken()
  const [row] = await db
    .insert(subscriptions)
    .values({
      ...input,
      status: 'pending',
      confirmTokenHash: tokenHash(token),
      confirmTokenExpiresAt: sql`now() + make_interval(days => ${CONFIRM_LINK_DAYS}::int)`,
      requestedAt: sql`now()`,
    })
    .onConflictDoUpdate({
      target: [subscriptions.shopId, subscriptions.email],
      set: {
        salutation: sql`excluded.salutation`,
        firstName: sql`excluded.first_name`,
        lastName: sql`excluded.last_name`,
        source: sql`excluded.source`,
        market: sql`excluded.market`,
        language: sql`excluded.language`,
        confirmTokenHash: sql`excluded.confirm_token_hash`,
        confirmTokenExpiresAt: sql`excluded.confirm_token_expires_at`,
        requestedAt: sql`excluded.requested_at`,
        updatedAt: sql`now()`,
      },
      setWhere: eq(subscriptions.status, 'pending'),
    })
    .returning({ id: subscriptions.id })
  return row ? { token } : null
}

/**
 * Confirms the pending subscription of a token that has not expired, and forgets the token (single use).
 * Answers the subscription's market and language, or null for an unknown, used or expired token.
 */
export async function confirmSubscription(
  db: Db,
  token: string,
): Promise<{ market: string; language: string } | null> {
  const [row] = await db
    .update(subscriptions)
    .set({
      status: 'confirmed',
      confirmedAt: sql`now()`,
      confirmTokenHash: null,
      confirmTokenExpiresAt: null,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(subscriptions.confirmTokenHash, tokenHash(token)),
        eq(subscriptions.status, 'pending'),
        gt(subscriptions.confirmTokenExpiresAt, sql`now()`),
      ),
    )
    .returning({
      market: subscriptions.market,
      language: subscriptions.language,
      shopId: subscriptions.shopId,
      email: subscriptions.email,
    })
  if (!row) return null
  // A confirmed sign-up proves the address: click and reserve and remind-me need no second confirmation.
  await markAddressConfirmed(db, row.shopId, row.email)
  return { market: row.market, language: row.language }
}

/**
 * Deletes sign-ups that were never confirmed and whose link has expired: without consent there is no
 * reason to keep a name and an address (GDPR Art. 5(1)(e)). Answers how many.
 */
export async function purgeUnconfirmedSubscriptions(db: Db): Promise<number> {
  const deleted = await db
    .delete(subscriptions)
    .where(
      and(
        eq(subscriptions.status, 'pending'),
        isNotNull(subscriptions.confirmTokenHash),
        lt(subscriptions.confirmTokenExpiresAt, sql`now()`),
      ),
    )
    .returning({ id: subscriptions.id })
  return deleted.length
}
