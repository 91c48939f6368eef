import 'server-only'

/**
 * Deleting a customer account (issue 10 item 7, GDPR Art. 17; spec 02 §4 "Logout after account
 * deletion goes to the goodbye redirect"): after the password is proven once more, every session of the
 * customer ends, the customer row goes (its addresses, balance entries, reset tokens and contact
 * messages cascade with it), the account's baskets and wishlists go, a goodbye mail is queued, and the
 * browser goes on as a new guest under a new session cookie. Orders will be kept for the tax retention
 * period once there are any (the next issue): they are not in this database yet.
 */
import { eq, or } from 'drizzle-orm'
import type { Db } from '@/lib/db'
import { baskets, customers, wishlists, type CustomerRow } from '@/lib/db/schema'
import { listKeyOf } from '@/lib/lists/rules/key-format'
import { sendMail } from '@/lib/mail/server/send'
import type { VisitorSession } from '@/lib/session/rules/identity'
import { endCustomerSessions } from '@/lib/session/server/store'
import { PROFILE_MESSAGES, type DeleteAccountInput } from '../rules/profile'
import type { ContactContext } from './contact'
import { verifyPassword } from './password-hash'
import { refusal, type FieldRefusal } from './refusal'
import { signOut } from './sign-in'
import { logFailure } from '@/lib/http/server/failure'

/** Removes the customer's rows; the lists by their spec 02 §7 key and by owner (the same rows today). */
export async function deleteCustomerData(db: Db, customer: CustomerRow): Promise<void> {
  const basketKey = listKeyOf('basket', customer.shopId, customer.id)
  const wishlistKey = listKeyOf('wishlist', customer.shopId, customer.id)
  await db.transaction(async (tx) => {
    // Items cascade with their list.
    await tx.delete(baskets).where(or(eq(baskets.key, basketKey), eq(baskets.ownerId, customer.id)))
    await tx.delete(wishlists).where(or(eq(wishlists.key, wishlistKey), eq(wishlists.ownerId, customer.id)))
    await tx.delete(customers).where(eq(customers.id, customer.id))
  })
}

/** The new guest session the browser goes on with, or the refused password. */
export async function deleteAccount(
  db: Db,
  customer: CustomerRow,
  session: VisitorSession,
  { market, language }: ContactContext,
  input: DeleteAccountInput,
): Promise<VisitorSession | FieldRefusal> {
  const { valid } = await verifyPassword(customer.passwordHash, input.password)
  if (!valid) return refusal('password', PROFILE_MESSAGES.wrongPassword)

  // Through the session store first, not only by the cascade: the store's row cache (embedded database)
  // must forget these sessions too, or a cached row would outlive its customer.
  await endCustomerSessions(customer.id, null, db)
  await deleteCustomerData(db, customer)
  // The old session row is gone already; signOut still issues the new guest cookie.
  const guest = await signOut(session)
  await sendMail(db, {
    kind: 'account-deleted',
    to: customer.email,
    language,
    market: market.code,
    dedupeKey: `account-deleted:${customer.id}`,
    data: { firstName: customer.firstName },
  }).catch((error: unknown) => {
    // The account is gone whatever the mail does; never turn that into an error for the browser.
    logFailure('[account] account-deleted mail not queued', error)
  })
  return guest
}
