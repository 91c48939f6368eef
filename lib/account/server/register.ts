import 'server-only'

/**
 * Registration with confirmation by mail (spec 02 §7 POST /api/user/auth/register/). Every valid request
 * gets the same answer after the same work — a password hash — and one mail, whether the address has an
 * account or not: a new address gets the link that creates the account, a known one a note to its owner
 * that someone tried (ASVS 5.0 V6.3, no enumeration).
 */
import { and, eq, lt } from 'drizzle-orm'
import { getDb, type Db } from '@/lib/db'
import { fieldError } from '@/lib/http/rules/errors'
import { pendingRegistrations } from '@/lib/db/schema'
import type { ShopContext } from '@/lib/lists/rules/ownership'
import { afterResponse } from '@/lib/http/server/after-response'
import { registerPerIp } from '@/lib/http/server/rate-limits'
import { REGISTRATION_LINK_VALID_HOURS } from '@/lib/mail/rules/kinds'
import { sendMail } from '@/lib/mail/server/send'
import type { RegisterFields } from '../rules/fields'
import { findCustomerByEmail } from './customers'
import { newLinkToken, shopLink } from './links'
import { passwordMessageKey } from '../rules/password'
import { passwordLeakProblem } from './leak-check'
import { hashPassword } from './password-hash'

export async function register(
  ctx: ShopContext,
  fields: RegisterFields,
  client: string,
  now = new Date(),
): Promise<void> {
  await registerPerIp.consume(client)
  // Before the address is looked at, so a leaked password is refused alike for every address.
  const leak = await passwordLeakProblem(fields.register_password)
  if (leak) throw fieldError('body.register_password', passwordMessageKey(leak))
  const passwordHash = await hashPassword(fields.register_password)
  // The rest differs by address: it runs after the answer, so the answer's timing tells nothing.
  afterResponse(() => registerOrNotify(ctx, fields, passwordHash, now))
}

async function registerOrNotify(
  { market, language }: ShopContext,
  fields: RegisterFields,
  passwordHash: string,
  now: Date,
): Promise<void> {
  const db = await getDb()
  const existing = await findCustomerByEmail(db, market.shopId, fields.email)
  const mail = { to: fields.email, language, market: market.code }

  if (existing && !existing.isGuestCustomer) {
    // At most one such note per account and hour, however often someone tries.
    const hour = Math.floor(now.getTime() / 3_600_000)
    await sendMail(db, {
      ...mail,
      kind: 'register-attempt',
      dedupeKey: `${existing.id}:${hour}`,
      data: {
        loginUrl: shopLink(market, language, '/login'),
        resetUrl: shopLink(market, language, '/login', { forgot: '1' }),
      },
    })
    return
  }

  const { token, hash } = newLinkToken()
  await db.transaction(async (tx) => {
    // One open registration per address: the newest form wins.
    await tx
      .delete(pendingRegistrations)
      .where(
        and(eq(pendingRegistrations.shopId, market.shopId), eq(pendingRegistrations.email, fields.email)),
      )
    await tx.insert(pendingRegistrations).values({
      tokenHash: hash,
      shopId: market.shopId,
      email: fields.email,
      firstName: fields.first_name,
      lastName: fields.last_name,
      gender: fields.gender,
      newsletter: fields.newsletter,
      passwordHash,
      language,
      createdAt: now,
      expiresAt: new Date(now.getTime() + REGISTRATION_LINK_VALID_HOURS * 3_600_000),
    })
  })
  await sendMail(db, {
    ...mail,
    kind: 'register-confirm',
    dedupeKey: hash,
    data: {
      firstName: fields.first_name,
      confirmUrl: shopLink(market, language, '/login', { activate: token }),
    },
  })
}

/** Registrations nobody confirmed in time; returns how many were removed. */
export async function purgeExpiredRegistrations(db: Db, now = new Date()): Promise<number> {
  const removed = await db
    .delete(pendingRegistrations)
    .where(lt(pendingRegistrations.expiresAt, now))
    .returning({ hash: pendingRegistrations.tokenHash })
  return removed.length
}
