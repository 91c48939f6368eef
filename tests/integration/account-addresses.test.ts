/**
 * The address book's calls (issue 10 item 2) over the route handlers: CRUD, one default per kind kept
 * through deletes and kind changes, another customer's address id answered 404 and left alone, 401
 * when logged out, 403 cross-site, 400 naming the field with its account.json message key, the limit.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { eq } from 'drizzle-orm'
import { POST as makeDefault } from '@/app/api/user/addresses/[id]/default/route'
import { DELETE as remove, PATCH as update } from '@/app/api/user/addresses/[id]/route'
import { GET as list, POST as create } from '@/app/api/user/addresses/route'
import { MAX_ADDRESSES_PER_CUSTOMER, type AddressView } from '@/lib/account/rules/address-fields'
import { insertRegisteredCustomer } from '@/lib/account/server/customers'
import { setConnection } from '@/lib/db'
import { customerAddresses } from '@/lib/db/schema'
import { createSession } from '@/lib/session/server/store'
import { createTestDb, testDrivers, type TestDb } from '@/tests/helpers/db'

const scope = vi.hoisted(() => ({ cookies: new Map<string, string>(), market: null }))
vi.mock('next/headers', async () =>
  (await import('@/tests/helpers/next-headers-fake')).fakeNextHeaders(scope),
)
const jar = scope.cookies

const ORIGIN = 'http://localhost:3000'
type Handler = (r: Request, c?: { params?: Promise<unknown> }) => Promise<Response>
const SAME_SITE = { 'content-type': 'application/json', 'sec-fetch-site': 'same-origin' }

function send(handler: Handler, method: string, path: string, body?: unknown, headers = SAME_SITE) {
  const id = /^(\w+)\//.exec(path)?.[1]
  return handler(
    new Request(`${ORIGIN}/api/user/addresses/${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    }),
    { params: Promise.resolve(id === undefined ? {} : { id }) },
  )
}
/** The collection, /api/user/addresses/. */
const call = (handler: Handler, method: string, body?: unknown, headers = SAME_SITE) =>
  send(handler, method, '', body, headers)
/** One address, /api/user/addresses/{id}/ or …/{id}/default/. */
const callId = (handler: Handler, method: string, id: number | string, tail = '', body?: unknown) =>
  send(handler, method, `${id}/${tail ? `${tail}/` : ''}`, body)

const ADA = {
  kind: 'billing',
  gender: 'f',
  first_name: 'Ada',
  last_name: 'Lovelace',
  company: '',
  street: 'Hauptstraße',
  house_number: '12a',
  address_extra: '',
  postcode: '10115',
  city: 'Berlin',
  country: 'DE',
  phone: '',
}

interface ListAnswer {
  addresses: AddressView[]
  address?: AddressView
}
const json = async (answer: Response) => (await answer.json()) as ListAnswer
const defaults = (addresses: AddressView[]) =>
  addresses.filter((a) => a.is_default).map((a) => [a.kind, a.street])

describe.each(testDrivers)('address book on %s (issue 10 item 2)', (driver) => {
  let t: TestDb
  let ada: string
  let grace: string
  let graceAddress: number

  const logInAs = async (customerId: string) => {
    const { token } = await createSession(new Date(), t.db, { customerId })
    jar.set('sid', token)
  }
  const newCustomer = (email: string, firstName: string) =>
    t.db.transaction((tx) =>
      insertRegisteredCustomer(tx, {
        shopId: 1,
        email,
        firstName,
        lastName: 'Test',
        gender: 'f',
        newsletter: false,
        passwordHash: 'unused-in-these-tests',
      }),
    )

  beforeAll(async () => {
    t = await createTestDb(driver)
    setConnection(t.connection)
    ada = (await newCustomer('ada@example.org', 'Ada')).id
    grace = (await newCustomer('grace@example.org', 'Grace')).id
    await logInAs(grace)
    const answer = await call(create, 'POST', { ...ADA, first_name: 'Grace', street: 'Graceweg' })
    graceAddress = (await json(answer)).address!.id
  })
  afterAll(async () => {
    setConnection(null)
    await t?.close()
  })
  beforeEach(async () => {
    jar.clear()
    await logInAs(ada)
  })

  it('creates addresses, the first of each kind its default, and lists them', async () => {
    const first = await call(create, 'POST', ADA)
    expect(first.status).toBe(201)
    const body = await json(first)
    expect(body.address).toMatchObject({
      kind: 'billing',
      first_name: 'Ada',
      company: null,
      address_extra: null,
      phone: null,
      is_default: true,
    })
    await call(create, 'POST', { ...ADA, street: 'Zweitweg' })
    await call(create, 'POST', {
      ...ADA,
      kind: 'shipping',
      street: 'Lieferweg',
      gender: '',
      phone: '+49 30 123456',
    })
    const all = await json(await call(list, 'GET'))
    expect(all.addresses.map((a) => [a.kind, a.street])).toEqual([
      ['billing', 'Hauptstraße'],
      ['billing', 'Zweitweg'],
      ['shipping', 'Lieferweg'],
    ])
    expect(defaults(all.addresses)).toEqual([
      ['billing', 'Hauptstraße'],
      ['shipping', 'Lieferweg'],
    ])
    expect(all.addresses[2]).toMatchObject({ gender: null, phone: '+49 30 123456' })
    expect(all.addresses.map((a) => a.street)).not.toContain('Graceweg')
  })

  it('updates an address and moves the default of its kind on request', async () => {
    const { addresses } = await json(await call(list, 'GET'))
    const second = addresses.find((a) => a.street === 'Zweitweg')!
    const answer = await callId(update, 'PATCH', second.id, '', {
      ...ADA,
      street: 'Zweitweg',
      city: 'Potsdam',
      postcode: '14467',
      company: 'Analytical Engines GmbH',
    })
    expect(answer.status).toBe(200)
    expect((await json(answer)).address).toMatchObject({
      city: 'Potsdam',
      company: 'Analytical Engines GmbH',
    })

    const chosen = await json(await callId(makeDefault, 'POST', second.id, 'default'))
    expect(defaults(chosen.addresses)).toEqual([
      ['billing', 'Zweitweg'],
      ['shipping', 'Lieferweg'],
    ])
    // The default comes first in its kind.
    expect(chosen.addresses[0]?.street).toBe('Zweitweg')
  })

  it('hands the default to the newest remaining address when the default is deleted', async () => {
    await call(create, 'POST', { ...ADA, street: 'Drittweg' })
    const { addresses } = await json(await call(list, 'GET'))
    const current = addresses.find((a) => a.kind === 'billing' && a.is_default)!
    expect(current.street).toBe('Zweitweg')
    const answer = await callId(remove, 'DELETE', current.id)
    expect(answer.status).toBe(200)
    const after = (await json(answer)).addresses
    expect(after.map((a) => a.street)).not.toContain('Zweitweg')
    expect(defaults(after)).toEqual([
      ['billing', 'Drittweg'],
      ['shipping', 'Lieferweg'],
    ])
  })

  it('keeps one default per kind when an address changes kind', async () => {
    const { addresses } = await json(await call(list, 'GET'))
    const shipping = addresses.find((a) => a.kind === 'shipping')!
    const moved = await json(
      await callId(update, 'PATCH', shipping.id, '', { ...ADA, street: 'Lieferweg', kind: 'billing' }),
    )
    expect(moved.addresses.filter((a) => a.kind === 'shipping')).toEqual([])
    expect(defaults(moved.addresses)).toEqual([['billing', 'Drittweg']])
    // Deleting the last address of a kind leaves no default behind.
    const billing = moved.addresses.filter((a) => a.kind === 'billing')
    for (const address of billing.slice(1)) await callId(remove, 'DELETE', address.id)
    const last = await json(await callId(remove, 'DELETE', billing[0]!.id))
    expect(last.addresses).toEqual([])
  })

  it("answers 404 for another customer's address and leaves it as it was", async () => {
    const before = await t.db.select().from(customerAddresses).where(eq(customerAddresses.id, graceAddress))
    const answers = [
      await callId(update, 'PATCH', graceAddress, '', { ...ADA, street: 'Gekapert' }),
      await callId(remove, 'DELETE', graceAddress),
      await callId(makeDefault, 'POST', graceAddress, 'default'),
      await callId(remove, 'DELETE', 999_999),
    ]
    expect(answers.map((a) => a.status)).toEqual([404, 404, 404, 404])
    const bodies = await Promise.all(answers.map((a) => a.json()))
    expect(new Set(bodies.map((b) => JSON.stringify(b))).size).toBe(1)
    const after = await t.db.select().from(customerAddresses).where(eq(customerAddresses.id, graceAddress))
    expect(after).toEqual(before)
    expect((await callId(remove, 'DELETE', 'abc')).status).toBe(400)
  })

  it('answers 401 when logged out and 403 to a cross-site write', async () => {
    jar.clear()
    expect((await call(list, 'GET')).status).toBe(401)
    expect((await call(create, 'POST', ADA)).status).toBe(401)
    expect((await callId(remove, 'DELETE', graceAddress)).status).toBe(401)
    await logInAs(ada)
    const crossSite = await call(create, 'POST', ADA, {
      'content-type': 'application/json',
      'sec-fetch-site': 'cross-site',
    })
    expect(crossSite.status).toBe(403)
    expect((await json(await call(list, 'GET'))).addresses).toEqual([])
  })

  it('answers 400 naming each bad field with its message key', async () => {
    const answer = await call(create, 'POST', {
      ...ADA,
      postcode: '1011',
      first_name: 'Ada 2',
      street: '  ',
      phone: 'call me',
    })
    expect(answer.status).toBe(400)
    const { fields } = (await answer.json()) as { fields: { field: string; message: string }[] }
    expect(fields).toEqual(
      expect.arrayContaining([
        { field: 'body.postcode', message: 'addresses.validation.postcode.DE' },
        { field: 'body.first_name', message: 'generic.validation.name' },
        { field: 'body.street', message: 'generic.validation.required' },
        { field: 'body.phone', message: 'addresses.validation.phone' },
      ]),
    )
    // A country of another market: allowed by the database, not by this shop (de-de delivers to DE).
    const abroad = await call(create, 'POST', { ...ADA, country: 'NL', postcode: '1012 AB' })
    expect(abroad.status).toBe(400)
    expect(((await abroad.json()) as { fields: unknown }).fields).toEqual([
      { field: 'body.country', message: 'addresses.validation.country' },
    ])
    expect((await json(await call(list, 'GET'))).addresses).toEqual([])
  })

  it(`refuses the address after the ${MAX_ADDRESSES_PER_CUSTOMER}th with 409`, async () => {
    await t.db.insert(customerAddresses).values(
      Array.from({ length: MAX_ADDRESSES_PER_CUSTOMER - 1 }, (_, i) => ({
        customerId: ada,
        kind: 'shipping' as const,
        firstName: 'Ada',
        lastName: 'Lovelace',
        street: `Weg ${i}`,
        houseNumber: '1',
        postcode: '10115',
        city: 'Berlin',
        country: 'DE',
      })),
    )
    expect((await call(create, 'POST', ADA)).status).toBe(201)
    const refused = await call(create, 'POST', ADA)
    expect(refused.status).toBe(409)
    expect(await refused.json()).toEqual({ type: 'error', error: 'address-limit-reached' })
    const { addresses } = await json(await call(list, 'GET'))
    expect(addresses).toHaveLength(MAX_ADDRESSES_PER_CUSTOMER)
  })
})
