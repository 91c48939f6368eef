import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ZodError } from 'zod'
import { setConnection } from '@/lib/db'
import { getProductsByIds, listProductIds } from '@/lib/catalog/server/store'
import { AVAILABILITY_REMINDER } from '@/lib/catalog/rules/remind-me'
import { acceptReminder } from '@/lib/catalog/server/remind-me-intake'
import { enqueueMail, markMailSent, pendingMail } from '@/lib/mail/server/outbox'
import { createTestDb, testDrivers, type TestDb } from '@/tests/helpers/db'

describe.each(testDrivers)('mail outbox on %s (the mail port’s embedded default)', (driver) => {
  let t: TestDb
  beforeAll(async () => {
    t = await createTestDb(driver)
    setConnection(t.connection)
  })
  afterAll(async () => {
    setConnection(null)
    await t?.close()
  })

  const message = {
    kind: 'test-message',
    recipient: 'anna@example.com',
    language: 'de',
    market: 'de-de',
    dedupeKey: 'one',
    payload: { n: 1 },
  }

  it('queues a message once per kind and dedupe key, oldest first, until it is marked sent', async () => {
    expect(await enqueueMail(t.db, message)).toBe(true)
    expect(await enqueueMail(t.db, { ...message, payload: { n: 2 } })).toBe(false)
    expect(await enqueueMail(t.db, { ...message, dedupeKey: 'two' })).toBe(true)
    const pending = await pendingMail(t.db, 'test-message')
    expect(pending.map((m) => [m.dedupeKey, m.payload])).toEqual([
      ['one', { n: 1 }],
      ['two', { n: 1 }],
    ])
    await markMailSent(t.db, pending[0]!.id)
    expect((await pendingMail(t.db, 'test-message')).map((m) => m.dedupeKey)).toEqual(['two'])
  })

  it('refuses a malformed message before it reaches the table', async () => {
    await expect(enqueueMail(t.db, { ...message, recipient: 'not an address' })).rejects.toBeInstanceOf(
      ZodError,
    )
    await expect(enqueueMail(t.db, { ...message, kind: 'Bad Kind!' })).rejects.toBeInstanceOf(ZodError)
  })

  it('a reminder for a sold-out variant lands in the outbox once (spec 01 §4 remind-when-available)', async () => {
    const ids = await listProductIds(t.db)
    const products = await getProductsByIds(t.db, ids, { language: 'de', currency: 'EUR' })
    const soldOut = products
      .flatMap((p) => p.variants.map((v) => ({ p, v })))
      .find(({ v }) => v.availability.BVC === 4)
    expect(soldOut, 'the seed has a sold-out variant').toBeDefined()
    const request = {
      productId: soldOut!.p.id,
      variant: soldOut!.v.referenceKey,
      email: 'kunde@example.com',
      language: 'de' as const,
    }
    await expect(acceptReminder(request, 'de-de')).resolves.toEqual({ type: 'success' })
    await expect(acceptReminder(request, 'de-de')).resolves.toEqual({ type: 'success' })
    const queued = await pendingMail(t.db, AVAILABILITY_REMINDER)
    expect(queued).toHaveLength(1)
    expect(queued[0]).toMatchObject({
      recipient: 'kunde@example.com',
      market: 'de-de',
      language: 'de',
      payload: { productId: request.productId, variant: request.variant },
    })
  })
})
