/**
 * The auth calls of spec 02 §7 end to end over the route handlers: register (pending, by mail) →
 * activate → login (new session token, old one dead) → validate → logout; no enumeration (ASVS 5.0 V6.3).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { and, eq } from 'drizzle-orm'
import { POST as activate } from '@/app/api/user/auth/activate/route'
import { POST as guest } from '@/app/api/user/auth/guest/route'
import { POST as login } from '@/app/api/user/auth/login/route'
import { POST as logout } from '@/app/api/user/auth/logout/route'
import { POST as register } from '@/app/api/user/auth/register/route'
import { GET as validate } from '@/app/api/user/auth/validate/route'
import { GET as user } from '@/app/api/user/route'
import { POST as addItem } from '@/app/api/shop/basket/addItem/route'
import { GET as getBasket } from '@/app/api/shop/basket/get/[basketKey]/route'
import { setConnection } from '@/lib/db'
import { settleAfterResponse } from '@/lib/http/server/after-response'
import { customers, mailOutbox, pendingRegistrations, visitorSessions } from '@/lib/db/schema'
import { forgetCachedSessions } from '@/lib/session/server/store'
import { sessionIdFromToken } from '@/lib/session/server/token'
import { pickSeedVariants } from '@/tests/helpers/basket-api'
import { createTestDb, testDrivers, type TestDb } from '@/tests/helpers/db'

const scope = vi.hoisted(() => ({ cookies: new Map<string, string>(), market: null }))
vi.mock('next/headers', async () =>
  (await import('@/tests/helpers/next-headers-fake')).fakeNextHeaders(scope),
)
const jar = scope.cookies

const ORIGIN = 'http://localhost:3000'
const post = async (handler: (r: Request) => Promise<Response>, path: string, body?: unknown) => {
  const answer = await handler(
    new Request(`${ORIGIN}/api/user/auth/${path}/?locale=de`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
  )
  // The mails (and the registration row) are written after the answer; the tests look at them.
  await settleAfterResponse()
  return answer
}
const get = (handler: (r: Request) => Promise<Response>, path: string) =>
  handler(new Request(`${ORIGIN}${path}`))

const EMAIL = 'ada.lovelace@example.org'
const PASSWORD = 'Analytical9Engine'
const registration = {
  first_name: 'Ada',
  last_name: 'Lovelace',
  gender: 'f',
  email: ' Ada.Lovelace@Example.org ',
  register_password: PASSWORD,
  newsletter: false,
}

describe.each(testDrivers)('account auth on %s (spec 02 §7 Authentication)', (driver) => {
  let t: TestDb
  beforeAll(async () => {
    t = await createTestDb(driver)
    setConnection(t.connection)
  })
  afterAll(async () => {
    setConnection(null)
    await t?.close()
  })
  beforeEach(() => jar.clear())

  const mailsTo = (to: string, kind: string) =>
    t.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.recipient, to), eq(mailOutbox.kind, kind)))
  const linkToken = (url: unknown, param: string) => new URL(String(url)).searchParams.get(param) ?? ''

  it('registers pending, creates the customer when the mailed link is confirmed, once', async () => {
    const answer = await post(register, 'register', registration)
    expect(answer.status).toBe(200)
    expect(await answer.json()).toMatchObject({
      type: 'success',
      pending: true,
      user: { loggedIn: false, email: null },
    })
    expect(await t.db.select().from(customers)).toHaveLength(0)
    const [pending] = await t.db.select().from(pendingRegistrations)
    expect(pending).toMatchObject({ email: EMAIL, firstName: 'Ada', shopId: 1 })
    expect(pending?.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/)

    const [mail] = await mailsTo(EMAIL, 'register-confirm')
    const token = linkToken((mail?.payload as { confirmUrl: string }).confirmUrl, 'activate')
    expect((await post(activate, 'activate', { token })).status).toBe(200)
    const [customer] = await t.db.select().from(customers)
    expect(customer).toMatchObject({ email: EMAIL, isGuestCustomer: false, customerNo: 1 })
    expect(customer?.id).toMatch(/^[0-9a-f]{64}$/)
    expect(await mailsTo(EMAIL, 'welcome')).toHaveLength(1)
    expect((await post(activate, 'activate', { token })).status).toBe(410)
  })

  it('refuses a leaked password with the key of spec 02 §5, for a new and a taken address alike', async () => {
    for (const email of ['someone.new@example.org', EMAIL]) {
      const answer = await post(register, 'register', {
        ...registration,
        email,
        register_password: 'Password123',
      })
      expect(answer.status).toBe(400)
      expect(await answer.json()).toMatchObject({
        fields: [{ field: 'body.register_password', message: 'reset-password.fields.new-password.leaked' }],
      })
    }
  })

  it('answers a taken address exactly like a new one and mails its owner instead', async () => {
    const answer = await post(register, 'register', { ...registration, first_name: 'Mallory' })
    expect(answer.status).toBe(200)
    expect(await answer.json()).toMatchObject({
      type: 'success',
      pending: true,
      user: { loggedIn: false, email: null },
    })
    expect(await mailsTo(EMAIL, 'register-attempt')).toHaveLength(1)
    expect(await t.db.select().from(pendingRegistrations)).toHaveLength(0)
  })

  it('logs in under a new session token, the old one dead (no session fixation)', async () => {
    await get(user, '/api/user/?locale=de')
    const before = jar.get('sid')!
    const answer = await post(login, 'login', { email: 'ADA.lovelace@example.org', password: PASSWORD })
    expect(answer.status).toBe(200)
    const body = (await answer.json()) as { user: Record<string, unknown> }
    expect(body.user).toMatchObject({ email: EMAIL, loggedIn: true, registered: true, customerNo: '1' })
    const after = jar.get('sid')!
    expect(after).not.toBe(before)
    forgetCachedSessions(t.db)
    const rows = await t.db.select().from(visitorSessions)
    expect(rows.map((r) => r.id)).not.toContain(sessionIdFromToken(before))
    expect(rows.find((r) => r.id === sessionIdFromToken(after))).toMatchObject({
      userId: body.user.id,
      customerId: body.user.id,
    })
    expect(await (await get(validate, '/api/user/auth/validate/')).json()).toEqual({ valid: true })
    expect(await (await get(user, '/api/user/?locale=de')).json()).toMatchObject({
      firstName: 'Ada',
      loggedIn: true,
    })
  })

  it('answers a wrong password, an unknown address and a malformed one with one 401', async () => {
    const wrong = await post(login, 'login', { email: EMAIL, password: 'Wrong-password1' })
    const unknown = await post(login, 'login', { email: 'nobody@example.org', password: PASSWORD })
    expect(wrong.status).toBe(401)
    expect(unknown.status).toBe(401)
    expect(await wrong.json()).toEqual(await unknown.json())
    const bad = await post(login, 'login', { email: 'not-an-address', password: '' })
    expect(bad.status).toBe(400)
    const { fields } = (await bad.json()) as { fields: { field: string; message: string }[] }
    expect(fields).toEqual(
      expect.arrayContaining([
        { field: 'body.email', message: 'newsletter.errors.email' },
        { field: 'body.password', message: 'generic.validation.required' },
      ]),
    )
  })

  it('answers the 11th bad login for one address within 15 minutes with 429 and Retry-After', async () => {
    const attempt = () => post(login, 'login', { email: 'target@example.org', password: 'Guess-number-1' })
    for (let i = 0; i < 10; i++) expect((await attempt()).status).toBe(401)
    const refused = await attempt()
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    // Another address from the same client is still let through: only failures count per client.
    expect((await post(login, 'login', { email: EMAIL, password: PASSWORD })).status).toBe(200)
  })

  it('logs out to a new guest session; the logged-in token no longer works', async () => {
    await post(login, 'login', { email: EMAIL, password: PASSWORD })
    const loggedIn = jar.get('sid')!
    expect((await post(logout, 'logout')).status).toBe(200)
    expect(jar.get('sid')).not.toBe(loggedIn)
    expect(await (await get(user, '/api/user/?locale=de')).json()).toMatchObject({
      loggedIn: false,
      email: null,
    })
    jar.set('sid', loggedIn)
    expect(await (await get(validate, '/api/user/auth/validate/')).json()).toEqual({ valid: false })
  })

  it('refuses a cross-site login with 403 before anything runs', async () => {
    const answer = await login(
      new Request(`${ORIGIN}/api/user/auth/login/?locale=de`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
        body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
      }),
    )
    expect(answer.status).toBe(403)
    expect(jar.has('sid')).toBe(false)
  })

  it('keeps a guest checkout on the session, never on the account of that address', async () => {
    const answer = await post(guest, 'guest', {
      ...registration,
      register_password: undefined,
      first_name: 'Eve',
    })
    expect(answer.status).toBe(200)
    expect(((await answer.json()) as { user: unknown }).user).toMatchObject({
      firstName: 'Eve',
      email: EMAIL,
      loggedIn: false,
      isGuestCustomer: true,
      customerNo: null,
    })
    const [customer] = await t.db.select().from(customers)
    expect(customer?.firstName).toBe('Ada')
  })

  it('lets a second registration of the same new address replace the first link', async () => {
    const other = { ...registration, email: 'grace@example.org' }
    await post(register, 'register', other)
    await post(register, 'register', { ...other, first_name: 'Grace' })
    const pending = await t.db
      .select()
      .from(pendingRegistrations)
      .where(eq(pendingRegistrations.email, 'grace@example.org'))
    expect(pending).toHaveLength(1)
    expect(pending[0]?.firstName).toBe('Grace')
  })

  it('takes the guest basket into the account at login, and a second device sees it (spec 02 §4)', async () => {
    const { plain } = await pickSeedVariants(t.db)
    const guestUser = (await (await get(user, '/api/user/?locale=de')).json()) as { id: string }
    const added = await addItem(
      new Request(`${ORIGIN}/api/shop/basket/addItem/?locale=de`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' },
        body: JSON.stringify({ basketKey: `basket_1_${guestUser.id}`, variantId: plain[0]!.id, quantity: 2 }),
      }),
    )
    expect(added.status).toBe(201)
    const answer = await post(login, 'login', { email: EMAIL, password: PASSWORD })
    const { user: account, merge } = (await answer.json()) as { user: { id: string }; merge: unknown }
    expect(merge).toEqual({ basket: [], wishlistOverLimit: 0 })
    const basketOf = async () => {
      const key = `basket_1_${account.id}`
      const response = await getBasket(new Request(`${ORIGIN}/api/shop/basket/get/${key}/?locale=de`), {
        params: Promise.resolve({ basketKey: key }),
      })
      return (
        (await response.json()) as { basket: { items: { variant: { id: number }; quantity: number }[] } }
      ).basket
    }
    expect((await basketOf()).items).toEqual([
      expect.objectContaining({ variant: expect.objectContaining({ id: plain[0]!.id }), quantity: 2 }),
    ])

    jar.clear()
    await post(login, 'login', { email: EMAIL, password: PASSWORD })
    expect((await basketOf()).items).toEqual([
      expect.objectContaining({ variant: expect.objectContaining({ id: plain[0]!.id }), quantity: 2 }),
    ])
  })
})
