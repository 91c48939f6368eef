import 'server-only'

/**
 * Following the registration link: the waiting registration becomes a customer (or upgrades the guest
 * customer of that address), once, and the guest orders of that address join it. The link is confirmed
 * by a POST from the login page, so a mail scanner that merely fetches it activates nothing.
 */
import { eq } from 'drizzle-orm'
import { getDb } from '@/lib/db'
import { customers, pendingRegistrations } from '@/lib/db/schema'
import type { ShopContext } from '@/lib/lists/rules/ownership'
import { sendMail } from '@/lib/mail/server/send'
import { findCustomerByEmail, insertRegisteredCustomer } from './customers'
import { attachGuestOrders } from '@/lib/orders/server/attach'
import { hashLinkToken, shopLink } from './links'

export type Activation = 'activated' | 'expired'

export async function activateRegistration(
  ctx: ShopContext,
  token: string,
  now = new Date(),
): Promise<Activation> {
  const db = await getDb()
  const tokenHash = hashLinkToken(token)
  const activated = await db.transaction(async (tx) => {
    const [pending] = await tx
      .select()
      .from(pendingRegistrations)
      .where(eq(pendingRegistrations.tokenHash, tokenHash))
      .for('update')
    if (!pending || pending.shopId !== ctx.market.shopId) return null
    await tx.delete(pendingRegistrations).where(eq(pendingRegistrations.tokenHash, tokenHash))
    if (pending.expiresAt <= now) return null

    const profile = {
      firstName: pending.firstName,
      lastName: pending.lastName,
      gender: pending.gender,
      newsletter: pending.newsletter,
      passwordHash: pending.passwordHash,
    }
    const existing = await findCustomerByEmail(tx, pending.shopId, pending.email)
    // Someone registered this address and confirmed first: this link has nothing left to do.
    if (existing && !existing.isGuestCustomer) return { pending, created: false }
    let customerId: string
    if (existing) {
      customerId = existing.id
      await tx
        .update(customers)
        .set({
          ...profile,
          isGuestCustomer: false,
          registeredAt: now,
          passwordChangedAt: now,
          updatedAt: now,
        })
        .where(eq(customers.id, existing.id))
    } else {
      const row = await insertRegisteredCustomer(
        tx,
        { ...profile, shopId: pending.shopId, email: pending.email },
        now,
      )
      customerId = row.id
    }
    // The address is confirmed now: its guest orders (the thank-you page's offer, issue 11 item 7) join it.
    await attachGuestOrders(tx, { id: customerId, shopId: pending.shopId, email: pending.email })
    return { pending, created: true }
  })
  if (!activated) return 'expired'
  if (!activated.created) return 'activated'

  const { pending } = activated
  await sendMail(db, {
    kind: 'welcome',
    to: pending.email,
    language: pending.language,
    market: ctx.market.code,
    dedupeKey: tokenHash,
    data: { firstName: pending.firstName, loginUrl: shopLink(ctx.market, ctx.language, '/login') },
  })
  return 'activated'
}
