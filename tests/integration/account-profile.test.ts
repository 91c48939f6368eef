/**
 * The account screens' calls over the route handlers (issue 10 item 7): personal data (spec 02 §3 User;
 * an email change needs the password), 401 for every call of a visitor who is not logged in, 403 for a
 * cross-site write. Password and contact: account-password-contact.test.ts.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { eq } from 'drizzle-orm'
import { DELETE as deleteAccount } from '@/app/api/user/account/route'
import { POST as contact } from '@/app/api/user/contact/route'
import { GET as exportData } from '@/app/api/user/export/route'
import { POST as changePassword } from '@/app/api/user/password/route'
import { PATCH as personalData } from '@/app/api/user/personal-data/route'
import { setConnection } from '@/lib/db'
import { customers, type CustomerRow } from '@/lib/db/schema'
import { call, createCustomer, logIn } from '@/tests/helpers/account-screens'
import { createTestDb, testDrivers, type TestDb } from '@/tests/helpers/db'

const scope = vi.hoisted(() => ({ cookies: new Map<string, string>(), market: null }))
vi.mock('next/headers', async () =>
  (await import('@/tests/helpers/next-headers-fake')).fakeNextHeaders(scope),
)
const jar = scope.cookies

const PASSWORD = 'Analytical9Engine'
const person = {
  first_name: 'Augusta Ada',
  last_name: 'King',
  gender: 'f',
  email: 'ada@example.org',
  phone: '+44 20 7946 0000',
  birth_date: '1985-12-10',
}
const fieldsOf = async (response: Response) =>
  ((await response.json()) as { fields?: { field: string; message: string }[] }).fields

describe.each(testDrivers)('personal data on %s (issue 10 item 7)', (driver) => {
  let t: TestDb
  let ada: CustomerRow
  beforeAll(async () => {
    t = await createTestDb(driver)
    setConnection(t.connection)
    ada = await createCustomer(t.db, 'ada@example.org', PASSWORD)
    await createCustomer(t.db, 'grace@example.org', 'Cobol9Compiler', {
      firstName: 'Grace',
      lastName: 'Hopper',
    })
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

  it('answers 401 to every call of a visitor who is not logged in, and changes nothing', async () => {
    jar.clear()
    const answers = await Promise.all([
      call(personalData, 'PATCH', 'personal-data', person),
      call(changePassword, 'POST', 'password', { current_password: PASSWORD, new_password: 'Brand9NewOne' }),
      call(contact, 'POST', 'contact', {
        name: 'A',
        email: 'a@example.org',
        subject: 'other',
        message: 'Hi',
      }),
      call(deleteAccount, 'DELETE', 'account', { password: PASSWORD }),
      call(exportData, 'GET', 'export'),
    ])
    expect(answers.map((answer) => answer.status)).toEqual([401, 401, 401, 401, 401])
    expect(await reload()).toMatchObject({ firstName: 'Ada', email: 'ada@example.org' })
  })

  it('updates names, salutation, phone and birth date, and answers the User of spec 02 §3', async () => {
    const answer = await call(personalData, 'PATCH', 'personal-data', {
      ...person,
      first_name: ' Augusta Ada ',
    })
    expect(answer.status).toBe(200)
    expect(((await answer.json()) as { user: unknown }).user).toMatchObject({
      firstName: 'Augusta Ada',
      lastName: 'King',
      phone: '+44 20 7946 0000',
      birthDate: '1985-12-10',
      loggedIn: true,
    })
    expect(await reload()).toMatchObject({ firstName: 'Augusta Ada', birthDate: '1985-12-10' })
    // Empty optional fields clear what was stored.
    await call(personalData, 'PATCH', 'personal-data', { ...person, phone: '', birth_date: '' })
    expect(await reload()).toMatchObject({ phone: null, birthDate: null })
  })

  it('refuses bad personal data with 400 naming each field by its message key', async () => {
    const answer = await call(personalData, 'PATCH', 'personal-data', {
      ...person,
      first_name: 'R2D2',
      gender: 'x',
      phone: 'ring me',
      birth_date: '2999-01-01',
    })
    expect(answer.status).toBe(400)
    expect(await fieldsOf(answer)).toEqual(
      expect.arrayContaining([
        { field: 'body.first_name', message: 'generic.validation.name' },
        { field: 'body.gender', message: 'generic.validation.required' },
        { field: 'body.phone', message: 'profile.errors.phone' },
        { field: 'body.birth_date', message: 'profile.errors.birthDateFuture' },
      ]),
    )
  })

  it('changes the email only with the current password, and never to an address of the shop', async () => {
    const change = (extra: object) =>
      call(personalData, 'PATCH', 'personal-data', { ...person, email: 'Countess@Example.org', ...extra })
    const missing = await change({})
    expect(missing.status).toBe(400)
    expect(await fieldsOf(missing)).toEqual([
      { field: 'body.current_password', message: 'generic.validation.required' },
    ])
    const wrong = await change({ current_password: 'Wrong9Password' })
    expect(await fieldsOf(wrong)).toEqual([
      { field: 'body.current_password', message: 'profile.errors.wrongPassword' },
    ])
    const taken = await call(personalData, 'PATCH', 'personal-data', {
      ...person,
      email: 'GRACE@example.org',
      current_password: PASSWORD,
    })
    expect(await fieldsOf(taken)).toEqual([{ field: 'body.email', message: 'profile.errors.emailTaken' }])
    expect((await reload()).email).toBe('ada@example.org')

    const done = await change({ current_password: PASSWORD })
    expect(done.status).toBe(200)
    expect((await reload()).email).toBe('countess@example.org')
    // Back again: the same address needs no password.
    await call(personalData, 'PATCH', 'personal-data', {
      ...person,
      email: 'ada@example.org',
      current_password: PASSWORD,
    })
    expect((await call(personalData, 'PATCH', 'personal-data', person)).status).toBe(200)
  })

  it('refuses a cross-site write with 403 before it reads the session', async () => {
    const answer = await personalData(
      new Request('http://localhost:3000/api/user/personal-data/?locale=de', {
        method: 'PATCH',
        headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
        body: JSON.stringify(person),
      }),
    )
    expect(answer.status).toBe(403)
  })
})
