/**
 * Delete account and my data over the route handlers (issue 10 item 7; GDPR Art. 15, 17, 20): the
 * export holds every section and no secret; the deletion removes every row of the account, its basket
 * and wishlist, and leaves the browser a live guest session (spec 02 §4 goodbye redirect).
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { eq, inArray } from 'drizzle-orm'
import { DELETE as deleteAccount } from '@/app/api/user/account/route'
import { GET as exportData } from '@/app/api/user/export/route'
import { GET as user } from '@/app/api/user/route'
import { GET as validate } from '@/app/api/user/auth/validate/route'
import { setConnection } from '@/lib/db'
import {
  accountContactMessages,
  basketItems,
  baskets,
  customerAddresses,
  customerBalanceEntries,
  customers,
  mailOutbox,
  passwordResetTokens,
  visitorSessions,
  wishlistItems,
  wishlists,
  type CustomerRow,
} from '@/lib/db/schema'
import { sessionIdFromToken } from '@/lib/session/server/token'
import { call, createCustomer, logIn, seedAccountRows } from '@/tests/helpers/account-screens'
import { createTestDb, testDrivers, type TestDb } from '@/tests/helpers/db'

const scope = vi.hoisted(() => ({ cookies: new Map<string, string>(), market: null }))
vi.mock('next/headers', async () =>
  (await import('@/tests/helpers/next-headers-fake')).fakeNextHeaders(scope),
)
const jar = scope.cookies

const PASSWORD = 'Analytical9Engine'

describe.each(testDrivers)('my data and delete account on %s (issue 10 item 7)', (driver) => {
  let t: TestDb
  let ada: CustomerRow
  let grace: CustomerRow
  let seeded: Awaited<ReturnType<typeof seedAccountRows>>
  beforeAll(async () => {
    t = await createTestDb(driver)
    setConnection(t.connection)
    ada = await createCustomer(t.db, 'ada@example.org', PASSWORD)
    grace = await createCustomer(t.db, 'grace@example.org', 'Cobol9Compiler', {
      firstName: 'Grace',
      lastName: 'Hopper',
    })
    seeded = await seedAccountRows(t.db, ada)
    await seedAccountRows(t.db, grace)
  })
  afterAll(async () => {
    setConnection(null)
    await t?.close()
  })
  beforeEach(async () => {
    jar.clear()
    await logIn(t.db, ada.id, jar)
  })

  it('exports every section as a private JSON download without a password hash or token hash', async () => {
    const other = await logIn(t.db, ada.id)
    const answer = await call(exportData, 'GET', 'export')
    expect(answer.status).toBe(200)
    expect(answer.headers.get('cache-control')).toBe('private, no-store')
    expect(answer.headers.get('content-type')).toMatch(/^application\/json/)
    expect(answer.headers.get('content-disposition')).toMatch(
      new RegExp(`^attachment; filename="account-data-${ada.customerNo}-\\d{4}-\\d{2}-\\d{2}\\.json"$`),
    )
    const text = await answer.text()
    const data = JSON.parse(text) as Record<string, unknown>
    expect(Object.keys(data)).toEqual(
      expect.arrayContaining([
        'profile',
        'newsletter',
        'addresses',
        'balance',
        'sessions',
        'passwordResets',
        'contactMessages',
        'basket',
        'wishlist',
        'orders',
        'mails',
      ]),
    )
    expect(data).toMatchObject({
      profile: { accountId: ada.id, email: 'ada@example.org', firstName: 'Ada', passwordSet: true },
      newsletter: { subscribed: true },
      addresses: [{ street: 'Unter den Linden', city: 'Berlin', isDefaultBilling: true }],
      balance: {
        entries: [{ amountCents: 1500, currency: 'EUR' }],
        totals: [{ currency: 'EUR', amountCents: 1500 }],
      },
      passwordResets: [{ usedAt: null }],
      contactMessages: [{ subject: 'order', message: 'Wo bleibt meine Bestellung?' }],
      basket: { items: [{ productId: seeded.productId, quantity: 2, productName: expect.any(String) }] },
      wishlist: { items: [{ productId: seeded.productId }] },
      // Issue 11 item 8: orders belong here too (with lines, addresses and payments; see
      // tests/integration/orders-account-screens.test.ts); this customer has none.
      orders: [],
    })
    const sessions = data.sessions as { current: boolean }[]
    expect(sessions.length).toBeGreaterThanOrEqual(2)
    expect(sessions.filter((session) => session.current)).toHaveLength(1)
    // Nothing that opens the account: no hash, no session id (the hash of a cookie), no reset-token hash.
    const [stored] = await t.db.select().from(customers).where(eq(customers.id, ada.id))
    expect(text).not.toContain(stored!.passwordHash!)
    expect(text).not.toContain('$argon2')
    expect(text).not.toContain(seeded.resetTokenHash)
    expect(text).not.toContain(other.row.id)
    expect(text).not.toContain(sessionIdFromToken(jar.get('sid')!))
    expect(text).not.toMatch(/passwordHash|tokenHash/)
    // Another customer's rows stay out.
    expect(text).not.toContain('grace@example.org')
  })

  it('keeps everything when the password is wrong', async () => {
    const answer = await call(deleteAccount, 'DELETE', 'account', { password: 'Wrong9Password' })
    expect(answer.status).toBe(400)
    expect(((await answer.json()) as { fields: unknown }).fields).toEqual([
      { field: 'body.password', message: 'profile.errors.wrongPassword' },
    ])
    expect(await t.db.select().from(customers).where(eq(customers.id, ada.id))).toHaveLength(1)
    expect(await (await call(validate, 'GET', 'auth/validate')).json()).toEqual({ valid: true })
  })

  it('deletes the account with all its rows and leaves the browser a live guest session', async () => {
    const otherDevice = await logIn(t.db, ada.id)
    const before = jar.get('sid')!
    const answer = await call(deleteAccount, 'DELETE', 'account', { password: PASSWORD })
    expect(answer.status).toBe(200)
    const body = (await answer.json()) as { user: { id: string; loggedIn: boolean } }
    expect(body).toMatchObject({ type: 'success', user: { loggedIn: false, email: null } })

    const of = (
      table: typeof customerAddresses | typeof customerBalanceEntries | typeof passwordResetTokens,
    ) => t.db.select().from(table).where(eq(table.customerId, ada.id))
    expect(await t.db.select().from(customers).where(eq(customers.id, ada.id))).toEqual([])
    expect(await of(customerAddresses)).toEqual([])
    expect(await of(customerBalanceEntries)).toEqual([])
    expect(await of(passwordResetTokens)).toEqual([])
    expect(
      await t.db.select().from(accountContactMessages).where(eq(accountContactMessages.customerId, ada.id)),
    ).toEqual([])
    expect(await t.db.select().from(visitorSessions).where(eq(visitorSessions.userId, ada.id))).toEqual([])
    expect(await t.db.select().from(baskets).where(eq(baskets.ownerId, ada.id))).toEqual([])
    expect(
      await t.db
        .select()
        .from(basketItems)
        .where(eq(basketItems.basketKey, `basket_1_${ada.id}`)),
    ).toEqual([])
    expect(await t.db.select().from(wishlists).where(eq(wishlists.ownerId, ada.id))).toEqual([])
    expect(
      await t.db
        .select()
        .from(wishlistItems)
        .where(eq(wishlistItems.wishlistKey, `wishlist_1_${ada.id}`)),
    ).toEqual([])
    // Grace keeps all of hers.
    expect(await t.db.select().from(customers).where(eq(customers.id, grace.id))).toHaveLength(1)
    expect(await t.db.select().from(baskets).where(eq(baskets.ownerId, grace.id))).toHaveLength(1)

    // A new guest cookie naming a live session; neither old token logs anyone in.
    const after = jar.get('sid')!
    expect(after).not.toBe(before)
    expect(
      await t.db
        .select()
        .from(visitorSessions)
        .where(eq(visitorSessions.id, sessionIdFromToken(after))),
    ).toEqual([expect.objectContaining({ userId: null, customerId: null, guestId: body.user.id })])
    expect(await (await call(user, 'GET', '')).json()).toMatchObject({ id: body.user.id, loggedIn: false })
    for (const token of [before, otherDevice.token]) {
      jar.set('sid', token)
      expect(await (await call(validate, 'GET', 'auth/validate')).json()).toEqual({ valid: false })
    }

    const goodbye = await t.db
      .select()
      .from(mailOutbox)
      .where(inArray(mailOutbox.kind, ['account-deleted']))
    expect(goodbye.map((mail) => [mail.recipient, mail.payload])).toEqual([
      ['ada@example.org', { firstName: 'Ada' }],
    ])
  })
})
