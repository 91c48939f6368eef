/**
 * The account balance (issue 10 item 7) over the ledger: the sum of one customer's entries in the
 * market's currency, in integer cents, newest entries first. There is no admin tool: rows go in directly.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { insertRegisteredCustomer } from '@/lib/account/server/customers'
import { BALANCE_ENTRIES_SHOWN, customerBalance } from '@/lib/account/server/balance'
import { customerBalanceEntries } from '@/lib/db/schema'
import { createTestDb, testDrivers, type TestDb } from '@/tests/helpers/db'

describe.each(testDrivers)('account balance on %s', (driver) => {
  let t: TestDb
  const customer = (email: string) =>
    t.db.transaction((tx) =>
      insertRegisteredCustomer(tx, {
        shopId: 1,
        email,
        firstName: 'Ada',
        lastName: 'Lovelace',
        gender: 'f',
        newsletter: false,
        passwordHash: 'unused-in-these-tests',
      }),
    )
  beforeAll(async () => {
    t = await createTestDb(driver)
  })
  afterAll(async () => {
    await t?.close()
  })

  it('sums credits and debits in the currency asked for, newest entries first', async () => {
    const ada = await customer('ada@example.org')
    const other = await customer('other@example.org')
    const at = (day: number) => new Date(Date.UTC(2026, 0, day))
    await t.db.insert(customerBalanceEntries).values([
      { customerId: ada.id, amountCents: 2500, currency: 'EUR', reason: 'goodwill', createdAt: at(1) },
      { customerId: ada.id, amountCents: -750, currency: 'EUR', reason: 'order', createdAt: at(3) },
      { customerId: ada.id, amountCents: 1, currency: 'EUR', reason: 'correction', createdAt: at(2) },
      { customerId: ada.id, amountCents: 9900, currency: 'CHF', reason: 'refund', createdAt: at(4) },
      { customerId: other.id, amountCents: 100_000, currency: 'EUR', reason: 'refund', createdAt: at(5) },
    ])
    const balance = await customerBalance(ada.id, 'EUR', t.db)
    expect(balance.totalCents).toBe(1751)
    expect(balance.entryCount).toBe(3)
    expect(balance.entries.map((e) => [e.amountCents, e.reason])).toEqual([
      [-750, 'order'],
      [1, 'correction'],
      [2500, 'goodwill'],
    ])
    expect(balance.entries[0]?.createdAt).toEqual(at(3))
  })

  it('is zero without entries, and totals every entry while listing the newest', async () => {
    const grace = await customer('grace@example.org')
    expect(await customerBalance(grace.id, 'EUR', t.db)).toEqual({
      totalCents: 0,
      entryCount: 0,
      entries: [],
    })
    await t.db.insert(customerBalanceEntries).values(
      Array.from({ length: BALANCE_ENTRIES_SHOWN + 5 }, (_, i) => ({
        customerId: grace.id,
        amountCents: 100,
        currency: 'EUR',
        reason: 'goodwill',
        createdAt: new Date(Date.UTC(2026, 0, 1, 0, i)),
      })),
    )
    const balance = await customerBalance(grace.id, 'EUR', t.db)
    expect(balance).toMatchObject({
      totalCents: (BALANCE_ENTRIES_SHOWN + 5) * 100,
      entryCount: BALANCE_ENTRIES_SHOWN + 5,
    })
    expect(balance.entries).toHaveLength(BALANCE_ENTRIES_SHOWN)
  })
})
