import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { randomBytes } from 'node:crypto'
import { eq, sql } from 'drizzle-orm'
import { nextCustomerNo } from '@/lib/account/server/customer-number'
import {
  customerAddresses,
  customerBalanceEntries,
  customers,
  passwordResetTokens,
  visitorSessions,
} from '@/lib/db/schema'
import { createSession, setSessionUser } from '@/lib/session/server/store'
import { createTestDb, testDrivers, type TestDb } from '@/tests/helpers/db'

const hex64 = () => randomBytes(32).toString('hex')
const HOUR = 60 * 60 * 1000
const t0 = new Date('2031-03-01T10:00:00.000Z')

type NewCustomer = typeof customers.$inferInsert
type NewAddress = typeof customerAddresses.$inferInsert

let nextNo = 1000
const customer = (over: Partial<NewCustomer> = {}): NewCustomer => ({
  id: hex64(),
  shopId: 1,
  customerNo: nextNo++,
  firstName: 'Erika',
  lastName: 'Muster',
  gender: 'f',
  email: `erika.${randomBytes(4).toString('hex')}@example.com`,
  registeredAt: t0,
  passwordHash: 'hash',
  ...over,
})

const address = (customerId: string, over: Partial<NewAddress> = {}): NewAddress => ({
  customerId,
  kind: 'billing',
  firstName: 'Erika',
  lastName: 'Muster',
  street: 'Hauptstraße',
  houseNumber: '1',
  postcode: '10115',
  city: 'Berlin',
  country: 'DE',
  ...over,
})

describe.each(testDrivers)('account tables on %s (spec 02 §3, §6, §9)', (driver) => {
  let t: TestDb
  beforeAll(async () => {
    t = await createTestDb(driver)
  })
  afterAll(() => t?.close())

  const insertCustomer = async (over: Partial<NewCustomer> = {}) => {
    const [row] = await t.db.insert(customers).values(customer(over)).returning()
    return row!
  }

  it('keep a registered customer and a guest customer', async () => {
    const registered = await insertCustomer({
      phone: '+49 30 1234',
      birthDate: '1980-02-29',
      newsletter: true,
    })
    expect(registered).toMatchObject({ birthDate: '1980-02-29', newsletter: true, isGuestCustomer: false })
    const guest = await insertCustomer({ isGuestCustomer: true, registeredAt: null, passwordHash: null })
    expect(guest.passwordHash).toBeNull()
  })

  it.each([
    ['63 characters', 'a'.repeat(63)],
    ['65 characters', 'a'.repeat(65)],
    ['upper case', 'A'.repeat(64)],
    ['not hex', 'g'.repeat(64)],
  ])('refuse an account id of %s', async (_label, id) => {
    await expect(insertCustomer({ id })).rejects.toThrow()
  })

  it.each([
    ['an upper-case email', { email: 'Erika@Example.com' }],
    ['an unknown gender', { gender: 'x' as 'm' }],
    ['a registered customer without password', { passwordHash: null }],
    ['a guest customer with a password', { isGuestCustomer: true, registeredAt: null }],
  ])('refuse %s', async (_label, over) => {
    await expect(insertCustomer(over)).rejects.toThrow()
  })

  it('keep an email once per shop, and allow it in another shop', async () => {
    const email = 'same@example.com'
    await insertCustomer({ email, shopId: 1 })
    await expect(insertCustomer({ email, shopId: 1 })).rejects.toThrow()
    await expect(insertCustomer({ email, shopId: 2 })).resolves.toMatchObject({ email, shopId: 2 })
  })

  it('keep a customer number once per shop', async () => {
    await insertCustomer({ shopId: 3, customerNo: 7 })
    await expect(insertCustomer({ shopId: 3, customerNo: 7 })).rejects.toThrow()
    await expect(insertCustomer({ shopId: 4, customerNo: 7 })).resolves.toMatchObject({ customerNo: 7 })
  })

  it('hand out customer numbers per shop, each once, also when drawn concurrently', async () => {
    const drawn = await Promise.all(
      Array.from({ length: 8 }, () => t.db.transaction((tx) => nextCustomerNo(tx, 5))),
    )
    expect(drawn.sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8])
    expect(await nextCustomerNo(t.db, 6)).toBe(1)
    // A rolled-back registration gives its number back.
    await expect(
      t.db.transaction(async (tx) => {
        await nextCustomerNo(tx, 5)
        throw new Error('rollback')
      }),
    ).rejects.toThrow('rollback')
    expect(await nextCustomerNo(t.db, 5)).toBe(9)
  })

  it('allow one default billing and one default shipping address per customer', async () => {
    const { id } = await insertCustomer()
    await t.db.insert(customerAddresses).values(address(id, { isDefaultBilling: true }))
    await t.db.insert(customerAddresses).values(address(id, { kind: 'shipping', isDefaultShipping: true }))
    await t.db.insert(customerAddresses).values(address(id))
    await expect(
      t.db.insert(customerAddresses).values(address(id, { isDefaultBilling: true })),
    ).rejects.toThrow()
    await expect(
      t.db.insert(customerAddresses).values(address(id, { kind: 'shipping', isDefaultShipping: true })),
    ).rejects.toThrow()
    const other = await insertCustomer()
    await expect(
      t.db.insert(customerAddresses).values(address(other.id, { isDefaultBilling: true })),
    ).resolves.toBeDefined()
  })

  it.each([
    ['an unknown kind', { kind: 'home' as 'billing' }],
    ['a default shipping flag on a billing address', { isDefaultShipping: true }],
    ['a country outside the markets', { country: 'LU' }],
    ['a lower-case country', { country: 'de' }],
    ['an empty postcode', { postcode: '' }],
  ])('refuse an address with %s', async (_label, over) => {
    const { id } = await insertCustomer()
    await expect(t.db.insert(customerAddresses).values(address(id, over))).rejects.toThrow()
  })

  it('keep credits and debits in cents, and refuse a zero entry', async () => {
    const { id } = await insertCustomer()
    await t.db.insert(customerBalanceEntries).values([
      { customerId: id, amountCents: 1500, currency: 'EUR', reason: 'goodwill' },
      { customerId: id, amountCents: -400, currency: 'EUR', reason: 'order 1' },
    ])
    const [sum] = await t.db
      .select({ cents: sql<number>`sum(${customerBalanceEntries.amountCents})::int` })
      .from(customerBalanceEntries)
      .where(eq(customerBalanceEntries.customerId, id))
    expect(sum?.cents).toBe(1100)
    await expect(
      t.db
        .insert(customerBalanceEntries)
        .values({ customerId: id, amountCents: 0, currency: 'EUR', reason: 'x' }),
    ).rejects.toThrow()
    await expect(
      t.db
        .insert(customerBalanceEntries)
        .values({ customerId: id, amountCents: 1, currency: 'USD', reason: 'x' }),
    ).rejects.toThrow()
  })

  it('keep one open reset token per customer, valid at most 60 minutes', async () => {
    const { id } = await insertCustomer()
    const token = (over: Partial<typeof passwordResetTokens.$inferInsert> = {}) => ({
      tokenHash: hex64(),
      customerId: id,
      createdAt: t0,
      expiresAt: new Date(t0.getTime() + HOUR),
      ...over,
    })
    await t.db.insert(passwordResetTokens).values(token({ usedAt: t0 }))
    await t.db.insert(passwordResetTokens).values(token())
    await expect(t.db.insert(passwordResetTokens).values(token())).rejects.toThrow()
    await expect(
      t.db
        .insert(passwordResetTokens)
        .values(token({ usedAt: t0, expiresAt: new Date(t0.getTime() + HOUR + 1) })),
    ).rejects.toThrow()
    await expect(
      t.db.insert(passwordResetTokens).values(token({ usedAt: t0, tokenHash: 'plain' })),
    ).rejects.toThrow()
  })

  it('link a session to its customer only under the same account id', async () => {
    const { id } = await insertCustomer()
    const { row } = await createSession(t0, t.db)
    await expect(
      t.db.update(visitorSessions).set({ customerId: id }).where(eq(visitorSessions.id, row.id)),
    ).rejects.toThrow()
    await setSessionUser(row.id, id, t.db)
    await t.db.update(visitorSessions).set({ customerId: id }).where(eq(visitorSessions.id, row.id))
    await expect(
      t.db.update(visitorSessions).set({ userId: null }).where(eq(visitorSessions.id, row.id)),
    ).rejects.toThrow()
    // Logout (userId null) drops the link as well.
    await setSessionUser(row.id, null, t.db)
    const [after] = await t.db.select().from(visitorSessions).where(eq(visitorSessions.id, row.id))
    expect(after).toMatchObject({ userId: null, customerId: null })
  })

  it('delete addresses, balance entries, reset tokens and sessions with the customer', async () => {
    const { id } = await insertCustomer()
    const other = await insertCustomer()
    for (const customerId of [id, other.id]) {
      await t.db.insert(customerAddresses).values(address(customerId))
      await t.db
        .insert(customerBalanceEntries)
        .values({ customerId, amountCents: 100, currency: 'EUR', reason: 'welcome' })
      await t.db
        .insert(passwordResetTokens)
        .values({ tokenHash: hex64(), customerId, createdAt: t0, expiresAt: new Date(t0.getTime() + HOUR) })
    }
    const { row } = await createSession(t0, t.db)
    await t.db
      .update(visitorSessions)
      .set({ userId: id, customerId: id })
      .where(eq(visitorSessions.id, row.id))

    await t.db.delete(customers).where(eq(customers.id, id))

    const countFor = async (customerId: string) => ({
      addresses: (
        await t.db.select().from(customerAddresses).where(eq(customerAddresses.customerId, customerId))
      ).length,
      balance: (
        await t.db
          .select()
          .from(customerBalanceEntries)
          .where(eq(customerBalanceEntries.customerId, customerId))
      ).length,
      tokens: (
        await t.db.select().from(passwordResetTokens).where(eq(passwordResetTokens.customerId, customerId))
      ).length,
    })
    expect(await countFor(id)).toEqual({ addresses: 0, balance: 0, tokens: 0 })
    expect(await countFor(other.id)).toEqual({ addresses: 1, balance: 1, tokens: 1 })
    expect(await t.db.select().from(visitorSessions).where(eq(visitorSessions.id, row.id))).toEqual([])
  })

  it('survive migrating again: the rows stay, nothing is re-created', async () => {
    const { id } = await insertCustomer()
    await t.migrate()
    await t.migrate()
    const [row] = await t.db.select().from(customers).where(eq(customers.id, id))
    expect(row?.id).toBe(id)
  })
})
