/**
 * The embedded payment service end to end (issue 11 item 4), on PGlite and PostgreSQL: a payment is
 * started, decided on its page (card, 3-D Secure, redirect method, authorise-and-capture), expires when
 * left open, refunds at most what was paid, and its signed webhook reaches a real HTTP receiver, which
 * verifies it through the port; a tampered or stale signature is refused.
 */
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest'
import { eq, sql } from 'drizzle-orm'
import { setConnection } from '@/lib/db'
import { pspPayments } from '@/lib/db/schema'
import type { PaymentEvent, PaymentPort } from '@/lib/payment/rules/port'
import { decidePayment } from '@/lib/payment/server/decide'
import { embeddedPaymentPort } from '@/lib/payment/server/embedded'
import { signWebhook } from '@/lib/payment/server/signing'
import { deliverWebhook } from '@/lib/payment/server/webhook-delivery'
import { webhookSecret } from '@/lib/payment/server/webhook-secret'
import { createTestDb, testDrivers, type TestDb } from '@/tests/helpers/db'

describe.each(testDrivers)('embedded payment service on %s (issue 11 item 4)', (driver) => {
  let t: TestDb
  let port: PaymentPort
  let server: http.Server
  let webhookUrl = ''
  const received: (PaymentEvent | null)[] = []
  let failNext = 0

  beforeAll(async () => {
    vi.stubEnv('PSP_WEBHOOK_TIMING', 'before')
    t = await createTestDb(driver)
    setConnection(t.connection)
    port = embeddedPaymentPort(t.db)
    server = http.createServer((request, response) => {
      let body = ''
      request.on('data', (chunk) => (body += chunk))
      request.on('end', async () => {
        if (failNext > 0) {
          failNext--
          response.writeHead(500).end()
          return
        }
        const headers = new Headers(request.headers as Record<string, string>)
        received.push(await port.parseWebhook({ headers, rawBody: body }))
        response.writeHead(200).end()
      })
    })
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
    webhookUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`
  })
  afterAll(async () => {
    vi.unstubAllEnvs()
    server?.close()
    setConnection(null)
    await t?.close()
  })
  beforeEach(() => {
    received.length = 0
  })

  let attempt = 0
  const start = (method: 'KK' | 'PP' | 'KC' | 'IL' = 'KK', amountCents = 4_999) =>
    port.initiate({
      paymentId: crypto.randomUUID(),
      orderNumber: `DE-${++attempt}`,
      method,
      amountCents,
      currency: 'EUR',
      language: 'de',
      description: 'test',
      returnUrl: 'http://de-de.localhost:3000/api/checkout/payment/return/?payment=x',
      webhookUrl,
    })

  it('starts once per attempt, on a page of the shop’s origin', async () => {
    const input = {
      paymentId: crypto.randomUUID(),
      orderNumber: 'DE-1',
      method: 'PP' as const,
      amountCents: 1_000,
      currency: 'EUR' as const,
      language: 'fr' as const,
      description: 'x',
      returnUrl: 'http://de-de.localhost:3000/r/',
      webhookUrl,
    }
    const first = await port.initiate(input)
    const again = await port.initiate(input)
    expect(again.providerRef).toBe(first.providerRef)
    expect(first.redirectUrl).toBe(`http://de-de.localhost:3000/pay/${first.providerRef}/`)
    expect(first.status).toBe('open')
  })

  it('refuses a card with bad fields and charges nothing', async () => {
    const { providerRef } = await start()
    const card = { decision: 'card' as const, holder: 'A', number: '4242', expiry: '01/20', cvc: '1' }
    expect(await decidePayment(t.db, providerRef, card)).toEqual({
      kind: 'invalid',
      problems: ['holder', 'number', 'expiry', 'cvc'],
    })
    expect(await port.status(providerRef)).toBe('open')
    expect(received).toEqual([])
  })

  it('charges an approved card, tells the shop by a verified webhook and sends the shopper back', async () => {
    const { providerRef } = await start()
    const card = {
      decision: 'card' as const,
      holder: 'Ada L',
      number: '4242 4242 4242 4242',
      expiry: '12/40',
      cvc: '123',
    }
    const result = await decidePayment(t.db, providerRef, card)
    expect(result).toMatchObject({ kind: 'done', returnUrl: expect.stringContaining('/return/') })
    expect(await port.status(providerRef)).toBe('paid')
    expect(received).toEqual([{ providerRef, status: 'paid', amountCents: 4_999 }])
    // A second decision (another tab) changes nothing and tells nobody again.
    await decidePayment(t.db, providerRef, { decision: 'fail' })
    expect(await port.status(providerRef)).toBe('paid')
    expect(received).toHaveLength(1)
  })

  it('declines the declined test card and runs the 3-D Secure challenge of its number', async () => {
    const declined = await start()
    const card = { decision: 'card' as const, holder: 'Ada L', expiry: '12/40', cvc: '123' }
    await decidePayment(t.db, declined.providerRef, { ...card, number: '4000 0000 0000 0002' })
    expect(await port.status(declined.providerRef)).toBe('failed')

    const challenged = await start()
    const step = await decidePayment(t.db, challenged.providerRef, { ...card, number: '4000000000003220' })
    expect(step).toEqual({ kind: 'challenge' })
    expect(await port.status(challenged.providerRef)).toBe('pending')
    await decidePayment(t.db, challenged.providerRef, { decision: 'pass-challenge' })
    expect(await port.status(challenged.providerRef)).toBe('paid')
  })

  it('cancels a redirect method, and authorises Klarna pay-later to capture it later', async () => {
    const paypal = await start('PP')
    await decidePayment(t.db, paypal.providerRef, { decision: 'cancel' })
    expect(received.at(-1)).toMatchObject({ status: 'canceled' })

    const klarna = await start('KC')
    await decidePayment(t.db, klarna.providerRef, { decision: 'approve' })
    expect(await port.status(klarna.providerRef)).toBe('authorized')
    expect(await port.capture(klarna.providerRef, 4_999)).toBe('paid')
  })

  it('expires a payment left open for 30 minutes', async () => {
    const { providerRef } = await start('IL')
    await t.db
      .update(pspPayments)
      .set({ createdAt: sql`now() - interval '31 minutes'` })
      .where(eq(pspPayments.ref, providerRef))
    expect(await port.status(providerRef)).toBe('expired')
    expect(await decidePayment(t.db, providerRef, { decision: 'approve' })).toMatchObject({ kind: 'done' })
    expect(await port.status(providerRef)).toBe('expired')
  })

  it('refunds in parts up to what was paid, never more', async () => {
    const { providerRef } = await start('PP', 1_000)
    await decidePayment(t.db, providerRef, { decision: 'approve' })
    await port.refund(providerRef, 300)
    await expect(port.refund(providerRef, 701)).rejects.toThrow()
    await port.refund(providerRef, 700)
    expect(await port.status(providerRef)).toBe('refunded')
    await expect(port.refund(providerRef, 1)).rejects.toThrow()
  })

  it('refuses a webhook with a tampered body or a stale signature', async () => {
    const secret = await webhookSecret(t.db)
    const body = JSON.stringify({ providerRef: `psp_${'a'.repeat(24)}`, status: 'paid' })
    const signed = (header: string, raw = body) =>
      port.parseWebhook({ headers: new Headers({ 'x-psp-signature': header }), rawBody: raw })
    expect(await signed(signWebhook(secret, body))).toMatchObject({ status: 'paid' })
    expect(await signed(signWebhook(secret, body), body.replace('paid', 'refunded'))).toBeNull()
    expect(await signed(signWebhook(secret, body, new Date(Date.now() - 10 * 60_000)))).toBeNull()
    expect(await signed(signWebhook('another-secret-of-length', body))).toBeNull()
  })

  it('delivers again after a failed attempt', async () => {
    failNext = 2
    const event = { providerRef: `psp_${'b'.repeat(24)}`, status: 'paid' as const }
    expect(await deliverWebhook(t.db, webhookUrl, event, { delays: [0, 0, 0] })).toBe(true)
    expect(received).toEqual([event])
    failNext = 3
    expect(await deliverWebhook(t.db, webhookUrl, event, { delays: [0, 0, 0] })).toBe(false)
  })
})
