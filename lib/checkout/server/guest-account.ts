import 'server-only'

/**
 * A guest turns the order just placed into a customer account (issue 11 item 7). The address was typed by
 * whoever ordered and never proven, so the account is not created here: the guest's password goes the
 * registration's way (lib/account/server/register.ts: leaked-password check, argon2id, the same answer for
 * every address, a confirmation link by mail, a note instead when the address already has an account).
 * Only the mailbox's owner can follow that link; then the account exists and the address's guest orders
 * join it (lib/orders/server/attach.ts). Someone ordering with another's address gains no account.
 */
import { register } from '@/lib/account/server/register'
import type { Db } from '@/lib/db'
import { HttpError } from '@/lib/http/rules/errors'
import type { ShopContext } from '@/lib/lists/rules/ownership'
import { orderOfSession } from '@/lib/orders/server/queries'
import type { GuestAccountFields } from '../rules/guest-account'

export async function offerGuestAccount(
  db: Db,
  ctx: ShopContext,
  input: GuestAccountFields,
  client: string,
): Promise<{ email: string }> {
  const order = await orderOfSession(db, ctx.session.id, input.orderNumber)
  // Only the session that placed a guest order, in this shop: anything else is simply not found.
  if (!order || order.customerId !== null || order.shopId !== ctx.market.shopId) {
    throw new HttpError(404, 'order not found')
  }
  const { email, firstName, lastName, gender } = order.customer
  await register(
    ctx,
    {
      email,
      first_name: firstName,
      last_name: lastName,
      gender: gender ?? 'n',
      newsletter: false,
      register_password: input.password,
    },
    client,
  )
  return { email }
}
