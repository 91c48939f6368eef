import 'server-only'

/**
 * Password reset by mail (spec 02 §7 send-reset-email; spec 01 §7 the link to the new-password page with
 * its hash). The token is good for 60 minutes and once; a new one voids older ones; a reset ends every
 * session of the account (ASVS 5.0 V6.4, V7.4). The request answers before any of this runs, the same
 * way for every address (no enumeration). A new password passes the leaked-password check (spec 02 §5).
 */
import { and, eq, isNull } from 'drizzle-orm'
import { getDb } from '@/lib/db'
import { passwordResetTokens } from '@/lib/db/schema'
import { fieldError, HttpError, RateLimitedError } from '@/lib/http/rules/errors'
import { afterResponse } from '@/lib/http/server/after-response'
import { accountKey, resetMailPerAddress, resetMailPerIp } from '@/lib/http/server/rate-limits'
import type { ShopContext } from '@/lib/lists/rules/ownership'
import { RESET_LINK_VALID_MINUTES } from '@/lib/mail/rules/kinds'
import { sendMail } from '@/lib/mail/server/send'
import { endCustomerSessions } from '@/lib/session/server/store'
import { findCustomerByEmail, setPasswordHash } from './customers'
import { hashLinkToken, newLinkToken, shopLink } from './links'
import { passwordMessageKey } from '../rules/password'
import { passwordLeakProblem } from './leak-check'
import { hashPassword } from './password-hash'

/**
 * Queues the reset mail when the address has an account; answers nothing either way. Too many requests
 * from one client address are refused (429); too many for one mail address are answered alike and mail
 * nothing more, so nobody can flood a stranger's inbox nor learn anything from the answer.
 */
export async function requestPasswordReset(
  ctx: ShopContext,
  email: string,
  client: string,
  now = new Date(),
): Promise<void> {
  await resetMailPerIp.consume(client)
  afterResponse(() => mailResetLink(ctx, email, now), 'reset mail')
}

async function mailResetLink({ market, language }: ShopContext, email: string, now: Date): Promise<void> {
  try {
    await resetMailPerAddress.consume(accountKey(market.shopId, email))
  } catch (error) {
    if (error instanceof RateLimitedError) return
    throw error
  }
  const db = await getDb()
  const customer = await findCustomerByEmail(db, market.shopId, email)
  // A guest customer has no password to reset: registering gives it one.
  if (!customer || customer.isGuestCustomer) return
  const { token, hash } = newLinkToken()
  await db.transaction(async (tx) => {
    await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.customerId, customer.id))
    await tx.insert(passwordResetTokens).values({
      tokenHash: hash,
      customerId: customer.id,
      createdAt: now,
      expiresAt: new Date(now.getTime() + RESET_LINK_VALID_MINUTES * 60_000),
    })
  })
  await sendMail(db, {
    kind: 'password-reset',
    to: customer.email,
    language,
    market: market.code,
    dedupeKey: hash,
    data: {
      firstName: customer.firstName,
      resetUrl: shopLink(market, language, '/account/new-password', { hash: token }),
    },
  })
}

/** The answer for a link that is unknown, used, expired or was replaced by a newer one. */
export const EXPIRED_LINK = 'expired-link'

/**
 * Sets the new password for the link's account and ends all its sessions; 410 when the link no longer
 * works. The password has passed the rules of spec 02 §5 before it gets here.
 */
export async function resetPassword(token: string, password: string, now = new Date()): Promise<void> {
  const leak = await passwordLeakProblem(password)
  if (leak) throw fieldError('body.password', passwordMessageKey(leak))
  const db = await getDb()
  const passwordHash = await hashPassword(password)
  const customerId = await db.transaction(async (tx) => {
    const [used] = await tx
      .update(passwordResetTokens)
      .set({ usedAt: now })
      .where(and(eq(passwordResetTokens.tokenHash, hashLinkToken(token)), isNull(passwordResetTokens.usedAt)))
      .returning()
    if (!used || used.expiresAt <= now) return null
    await setPasswordHash(tx, used.customerId, passwordHash, true, now)
    return used.customerId
  })
  if (!customerId) throw new HttpError(410, EXPIRED_LINK)
  await endCustomerSessions(customerId, null)
}
