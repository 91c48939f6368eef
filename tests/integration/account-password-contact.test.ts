/**
 * Change password and the account contact form over the route handlers (issue 10 items 5, 7): a change
 * ends every other session and keeps this one (ASVS 5.0 V7.4.3); a contact message is stored, then
 * mailed to customer service with a copy to the account's own address.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { and, eq } from 'drizzle-orm'
import { POST as contact } from '@/app/api/user/contact/route'
import { POST as changePassword } from '@/app/api/user/password/route'
import { GET as user } from '@/app/api/user/route'
import { verifyPassword } from '@/lib/account/server/password-hash'
import { setConnection } from '@/lib/db'
import {
  accountContactMessages,
  customers,
  mailOutbox,
  visitorSessions,
  type CustomerRow,
} from '@/lib/db/schema'
import { forgetCachedSessions } from '@/lib/session/server/store'
import { call, createCustomer, logIn } from '@/tests/helpers/account-screens'
import { createTestDb, testDrivers, type TestDb } from '@/tests/helpers/db'

const scope = vi.hoisted(() => ({ cookies: new Map<string, string>(), market: null }))
vi.mock('next/headers', async () =>
  (await import('@/tests/helpers/next-headers-fake')).fakeNextHeaders(scope),
)
const jar = scope.cookies
// The breach index is the leak piece's; here one password stands for a listed one.
const LEAKED = 'Password1234'
vi.mock('@/lib/account/server/leak-check', () => ({
  passwordLeakProblem: async (password: string) => (password === LEAKED ? 'leaked' : undefined),
}))

const PASSWORD = 'Analytical9Engine'
const fieldsOf = async (response: Response) =>
  ((await response.json()) as { fields?: { field: string; message: string }[] }).fields

describe.each(testDrivers)('change password and contact on %s (issue 10 item 7)', (driver) => {
  let t: TestDb
  let ada: CustomerRow
  beforeAll(async () => {
    t = await createTestDb(driver)
    setConnection(t.connection)
    ada = await createCustomer(t.db, 'ada@example.org', PASSWORD)
  })
  afterAll(async () => {
    setConnection(null)
    await t?.close()
  })
  beforeEach(async () => {
    jar.clear()
    await logIn(t.db, ada.id, jar)
  })
  const reload = async () => (await t.db.select().from(customers).where(eq(customers.id, ada.id)))[0]!

  it('changes the password: other sessions end, this one stays, the old password stops working', async () => {
    const phone = await logIn(t.db, ada.id)
    const tablet = await logIn(t.db, ada.id)
    const current = jar.get('sid')!
    const wrong = await call(changePassword, 'POST', 'password', {
      current_password: 'Wrong9Password',
      new_password: 'Brand9NewOne',
    })
    expect(wrong.status).toBe(400)
    expect(await fieldsOf(wrong)).toEqual([
      { field: 'body.current_password', message: 'profile.errors.wrongPassword' },
    ])
    const leaked = await call(changePassword, 'POST', 'password', {
      current_password: PASSWORD,
      new_password: LEAKED,
    })
    expect(await fieldsOf(leaked)).toEqual([
      { field: 'body.new_password', message: 'reset-password.fields.new-password.leaked' },
    ])
    const weak = await call(changePassword, 'POST', 'password', {
      current_password: PASSWORD,
      new_password: 'weak',
    })
    expect(weak.status).toBe(400)

    const answer = await call(changePassword, 'POST', 'password', {
      current_password: PASSWORD,
      new_password: 'Brand9NewOne',
    })
    expect(answer.status).toBe(200)
    expect(await answer.json()).toMatchObject({ type: 'success' })
    forgetCachedSessions(t.db)
    const left = await t.db
      .select({ id: visitorSessions.id })
      .from(visitorSessions)
      .where(eq(visitorSessions.customerId, ada.id))
    expect(left.map((row) => row.id)).toEqual([expect.any(String)])
    expect(left.map((row) => row.id)).not.toContain(phone.row.id)
    expect(left.map((row) => row.id)).not.toContain(tablet.row.id)
    expect(jar.get('sid')).toBe(current)
    expect(await (await call(user, 'GET', '')).json()).toMatchObject({ loggedIn: true, id: ada.id })
    const stored = (await reload()).passwordHash
    expect((await verifyPassword(stored, PASSWORD)).valid).toBe(false)
    expect((await verifyPassword(stored, 'Brand9NewOne')).valid).toBe(true)
    // Put back for the other tests.
    await call(changePassword, 'POST', 'password', {
      current_password: 'Brand9NewOne',
      new_password: PASSWORD,
    })
  })

  it('stores a contact message, mails customer service and sends the copy to the account address only', async () => {
    const answer = await call(contact, 'POST', 'contact', {
      name: 'Ada Lovelace',
      email: 'someone.else@example.org',
      subject: 'delivery',
      message: '  Wo ist mein Paket?  ',
    })
    expect(answer.status).toBe(200)
    const [stored] = await t.db
      .select()
      .from(accountContactMessages)
      .where(eq(accountContactMessages.customerId, ada.id))
    expect(stored).toMatchObject({
      subject: 'delivery',
      message: 'Wo ist mein Paket?',
      replyEmail: 'someone.else@example.org',
      language: 'de',
    })
    const mails = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.dedupeKey, `contact:${stored!.id}`))
    expect(mails).toEqual([
      expect.objectContaining({
        kind: 'contact',
        recipient: 'service@hauswelt.example',
        payload: expect.objectContaining({
          subject: 'Lieferung und Versand',
          email: 'someone.else@example.org',
        }),
      }),
    ])
    const copies = await t.db
      .select()
      .from(mailOutbox)
      .where(and(eq(mailOutbox.kind, 'contact-copy'), eq(mailOutbox.dedupeKey, `contact-copy:${stored!.id}`)))
    expect(copies.map((mail) => [mail.recipient, mail.payload])).toEqual([
      [
        'ada@example.org',
        {
          firstName: (await reload()).firstName,
          subject: 'Lieferung und Versand',
          message: 'Wo ist mein Paket?',
        },
      ],
    ])
  })

  it('refuses a sixth contact message within the hour with 429 and Retry-After, storing nothing more', async () => {
    const send = () =>
      call(contact, 'POST', 'contact', {
        name: 'Ada',
        email: 'ada@example.org',
        subject: 'other',
        message: 'Hallo',
      })
    const before = (await t.db.select().from(accountContactMessages)).length
    const statuses: number[] = []
    for (let i = 0; i < 6; i++) statuses.push((await send()).status)
    // One message went out in the test above: four more are allowed, then the limit answers.
    expect(statuses.filter((s) => s === 200)).toHaveLength(4)
    const refused = await send()
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    expect((await t.db.select().from(accountContactMessages)).length).toBe(before + 4)
  })
})
