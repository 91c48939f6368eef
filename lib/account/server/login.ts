import 'server-only'

/**
 * Login (spec 02 §7 POST /api/user/auth/login/): the same 401 for an unknown address, a guest customer
 * and a wrong password, after the same argon2 work (no enumeration, ASVS 5.0 V6.3); a hash made with
 * older parameters is renewed on the way; the guest's basket and wishlist join the account's (spec 02 §4);
 * the session token is replaced.
 */
import { getDb } from '@/lib/db'
import { HttpError } from '@/lib/http/rules/errors'
import { accountKey, loginPerAccount, loginPerIp } from '@/lib/http/server/rate-limits'
import type { ShopContext } from '@/lib/lists/rules/ownership'
import { mergeGuestListsInOwnTransaction, type BasketMergeReport } from '@/lib/lists/server/merge'
import type { User } from '@/lib/session/rules/user'
import type { LoginFields } from '../rules/fields'
import { userOfCustomer } from '../rules/user'
import { findCustomerByEmail, setPasswordHash } from './customers'
import { hashPassword, verifyPassword } from './password-hash'
import { signIn } from './sign-in'

/** The answer's error for every failed login: it never says which part was wrong. */
export const INVALID_CREDENTIALS = 'invalid-credentials'

export interface LoginResult {
  user: User
  /** Spec 02 §4: what became of the guest's basket and wishlist (lines capped or refused are told). */
  merge: { basket: BasketMergeReport[]; wishlistOverLimit: number }
}

/**
 * `client` is the rate-limit key of the request's address (lib/http/server/rate-limit.ts clientKey). Both
 * limits are spent before the password is checked, so parallel guesses cannot slip past the count; a
 * success gives its own point back to the address (only failures count there) and clears the account's.
 */
export async function logIn(ctx: ShopContext, fields: LoginFields, client: string): Promise<LoginResult> {
  const account = accountKey(ctx.market.shopId, fields.email)
  await loginPerIp.consume(client)
  await loginPerAccount.consume(account)
  const db = await getDb()
  const customer = await findCustomerByEmail(db, ctx.market.shopId, fields.email)
  const check = await verifyPassword(customer?.passwordHash ?? null, fields.password)
  if (!customer || !check.valid) throw new HttpError(401, INVALID_CREDENTIALS)
  await Promise.all([loginPerAccount.reset(account), loginPerIp.reward(client, 1)])
  if (check.needsRehash) {
    await setPasswordHash(db, customer.id, await hashPassword(fields.password), false)
  }
  const merge = ctx.session.loggedIn
    ? null
    : await mergeGuestListsInOwnTransaction(db, mergeInput(ctx, customer.id))
  await signIn(ctx.session, customer.id)
  return {
    user: userOfCustomer(customer),
    merge: { basket: merge?.basket.reports ?? [], wishlistOverLimit: merge?.wishlist.overLimit ?? 0 },
  }
}

const mergeInput = ({ market, session, language }: ShopContext, accountId: string) => ({
  shopId: market.shopId,
  guestId: session.guestId,
  accountId,
  language,
})
