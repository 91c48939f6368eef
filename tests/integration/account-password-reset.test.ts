/**
 * Password reset by mail (spec 02 §7 send-reset-email, spec 01 §7 the new-password link): one answer for
 * every address, a token good once and for 60 minutes, a newer token voids the older, and a reset ends
 * every session of the account (ASVS 5.0 V6.4, V7.4).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { eq } from 'drizzle-orm'
import { POST as login } from '@/app/api/user/auth/login/route'
import { POST as resetPasswordRoute } from '@/app/api/user/auth/reset-password/route'
import { POST as sendResetEmail } from '@/app/api/user/auth/send-reset-email/route'
import { insertRegisteredCustomer } from '@/lib/account/server/customers'
import { hashPassword } from '@/lib/account/server/password-hash'
import { setConnection } from '@/lib/db'
import { mailOutbox, passwordResetTokens, visitorSessions } from '@/lib/db/schema'
import { settleAfterResponse } from '@/lib/http/server/after-response'
import { createSession, forgetCachedSessions } from '@/lib/session/server/store'
import { createTestDb, testDrivers, type TestDb } from '@/tests/helpers/db'

const scope = vi.hoisted(() => ({ cookies: new Map<string, string>(), market: null }))
vi.mock('next/headers', async () =>
  (await import('@/tests/helpers/next-headers-fake')).fakeNextHeaders(scope),
)
const jar = scope.cookies

const ORIGIN = 'http://localhost:3000'
async function post(handler: (r: Request) => Promise<Response>, path: string, body: unknown) {
  const answer = await handler(
    new Request(`${ORIGIN}/api/user/auth/${path}/?locale=fr`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
      body: JSON.stringify(body),
    }),
  )
  await settleAfterResponse()
  return answer
}

const EMAIL = 'grace.hopper@example.org'
const OLD = 'Cobol-Compiler59'
const NEW = 'Nanosecond-Wire11'

describe.each(testDrivers)('password reset on %s (spec 02 §7, spec 01 §7)', (driver) => {
  let t: TestDb
  let customerId = ''
  beforeAll(async () => {
    t = await createTestDb(driver)
    setConnection(t.connection)
    const passwordHash = await hashPassword(OLD)
    const customer = await t.db.transaction((tx) =>
      insertRegisteredCustomer(tx, {
        shopId: 1,
        email: EMAIL,
        firstName: 'Grace',
        lastName: 'Hopper',
        gender: 'f',
        newsletter: false,
        passwordHash,
      }),
    )
    customerId = customer.id
  })
  afterAll(async () => {
    setConnection(null)
    await t?.close()
  })
  beforeEach(() => jar.clear())

  const resetMails = () => t.db.select().from(mailOutbox).where(eq(mailOutbox.kind, 'password-reset'))
  const tokenOf = (mail: { payload: unknown } | undefined) =>
    new URL((mail?.payload as { resetUrl: string }).resetUrl).searchParams.get('hash') ?? ''

  it('answers a known and an unknown address identically, and mails only the known one', async () => {
    const known = await post(sendResetEmail, 'send-reset-email', { email: 'Grace.Hopper@example.org' })
    const unknown = await post(sendResetEmail, 'send-reset-email', { email: 'nobody@example.org' })
    expect([known.status, unknown.status]).toEqual([200, 200])
    expect(await known.json()).toEqual(await unknown.json())
    const mails = await resetMails()
    expect(mails.map((m) => m.recipient)).toEqual([EMAIL])
    const url = new URL((mails[0]?.payload as { resetUrl: string }).resetUrl)
    expect(url.pathname).toBe('/fr/compte/nouveau-mot-de-passe/')
    expect(tokenOf(mails[0])).toMatch(/^[A-Za-z0-9_-]{43}$/)
  })

  it('refuses a password that breaks the rules of spec 02 §5 with its message key', async () => {
    const [mail] = await resetMails()
    const answer = await post(resetPasswordRoute, 'reset-password', {
      hash: tokenOf(mail),
      password: 'short',
    })
    expect(answer.status).toBe(400)
    expect(await answer.json()).toMatchObject({
      fields: expect.arrayContaining([
        { field: 'body.password', message: 'reset-password.fields.new-password.minLength' },
        { field: 'body.password', message: 'reset-password.fields.new-password.uppercaseLetter' },
      ]),
    })
  })

  it('refuses a leaked new password (spec 02 §5) and keeps the link usable', async () => {
    const [mail] = await resetMails()
    const answer = await post(resetPasswordRoute, 'reset-password', {
      hash: tokenOf(mail),
      password: 'Password123',
    })
    expect(answer.status).toBe(400)
    expect(await answer.json()).toMatchObject({
      fields: [{ field: 'body.password', message: 'reset-password.fields.new-password.leaked' }],
    })
    expect(await t.db.select().from(passwordResetTokens)).toEqual([expect.objectContaining({ usedAt: null })])
  })

  it('a newer link voids the older one', async () => {
    const [first] = await resetMails()
    await t.db.delete(mailOutbox).where(eq(mailOutbox.kind, 'password-reset'))
    await post(sendResetEmail, 'send-reset-email', { email: EMAIL })
    const answer = await post(resetPasswordRoute, 'reset-password', { hash: tokenOf(first), password: NEW })
    expect(answer.status).toBe(410)
    expect(await t.db.select().from(passwordResetTokens)).toHaveLength(1)
  })

  it('sets the password once, ends every session of the account, and the old password stops working', async () => {
    const other = await createSession(new Date(), t.db, { customerId })
    const [mail] = await resetMails()
    const token = tokenOf(mail)
    expect((await post(resetPasswordRoute, 'reset-password', { hash: token, password: NEW })).status).toBe(
      200,
    )
    forgetCachedSessions(t.db)
    const left = await t.db.select().from(visitorSessions).where(eq(visitorSessions.customerId, customerId))
    expect(left).toHaveLength(0)
    expect(other.row.id).toBeTruthy()
    expect((await post(resetPasswordRoute, 'reset-password', { hash: token, password: NEW })).status).toBe(
      410,
    )
    expect((await post(login, 'login', { email: EMAIL, password: OLD })).status).toBe(401)
    expect((await post(login, 'login', { email: EMAIL, password: NEW })).status).toBe(200)
  })

  it('refuses a link older than 60 minutes', async () => {
    await post(sendResetEmail, 'send-reset-email', { email: EMAIL })
    const [mail] = (await resetMails()).slice(-1)
    await t.db
      .update(passwordResetTokens)
      .set({ createdAt: new Date(Date.now() - 61 * 60_000), expiresAt: new Date(Date.now() - 60_000) })
    const answer = await post(resetPasswordRoute, 'reset-password', { hash: tokenOf(mail), password: NEW })
    expect(answer.status).toBe(410)
    expect(await answer.json()).toMatchObject({ error: 'expired-link' })
  })
})
