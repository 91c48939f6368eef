/**
 * The Mollie adapter of the payment port (issue 11 item 4) against recorded Payments API answers
 * (tests/fixtures/mollie, after docs.mollie.com): what it sends, how it reads statuses, refunds and
 * webhooks, and that a forged webhook id is refused.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import created from '@/tests/fixtures/mollie/payment-created.json'
import paid from '@/tests/fixtures/mollie/payment-paid.json'
import refunded from '@/tests/fixtures/mollie/payment-refunded.json'
import canceled from '@/tests/fixtures/mollie/payment-canceled.json'
import refundCreated from '@/tests/fixtures/mollie/refund-created.json'
import notFound from '@/tests/fixtures/mollie/payment-not-found.json'
import { molliePaymentPort } from '@/lib/payment/server/mollie'

const API = 'https://api.mollie.com/v2'
const server = setupServer()
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }))
afterEach(() => server.resetHandlers())
afterAll(() => server.close())

const port = molliePaymentPort('test_dHar4XY7LxsDOtmnkVtjNVWXLSlXsM')
const INPUT = {
  paymentId: '0b6f3b0e-8f8a-4c3e-9d2a-2f1f0c9a7e11',
  orderNumber: 'DE-1000001',
  method: 'KK' as const,
  amountCents: 4_999,
  currency: 'EUR' as const,
  language: 'de' as const,
  description: 'DE-1000001',
  returnUrl:
    'https://www.example.de/api/checkout/payment/return/?payment=0b6f3b0e-8f8a-4c3e-9d2a-2f1f0c9a7e11',
  webhookUrl: 'https://www.example.de/api/checkout/payment/webhook/',
}

describe('Mollie payment port', () => {
  it('creates the payment with amount, method, locale and the attempt as idempotency key', async () => {
    let sent: Record<string, unknown> = {}
    let headers = new Headers()
    server.use(
      http.post(`${API}/payments`, async ({ request }) => {
        sent = (await request.json()) as Record<string, unknown>
        headers = request.headers
        return HttpResponse.json(created, { status: 201 })
      }),
    )
    const started = await port.initiate(INPUT)
    expect(sent).toMatchObject({
      amount: { currency: 'EUR', value: '49.99' },
      method: 'creditcard',
      locale: 'de_DE',
      redirectUrl: INPUT.returnUrl,
      webhookUrl: INPUT.webhookUrl,
      metadata: { paymentId: INPUT.paymentId, orderNumber: 'DE-1000001' },
    })
    expect(headers.get('idempotency-key')).toBe(INPUT.paymentId)
    expect(headers.get('authorization')).toBe('Bearer test_dHar4XY7LxsDOtmnkVtjNVWXLSlXsM')
    expect(started).toEqual({
      providerRef: 'tr_7UhSN1zuXS',
      redirectUrl: 'https://www.mollie.com/checkout/select-method/7UhSN1zuXS',
      status: 'open',
    })
  })

  it('reads paid, fully refunded and cancelled payments', async () => {
    let answer: object = paid
    server.use(http.get(`${API}/payments/tr_7UhSN1zuXS`, () => HttpResponse.json(answer)))
    expect(await port.status('tr_7UhSN1zuXS')).toBe('paid')
    answer = refunded
    expect(await port.status('tr_7UhSN1zuXS')).toBe('refunded')
    server.use(http.delete(`${API}/payments/tr_7UhSN1zuXS`, () => HttpResponse.json(canceled)))
    expect(await port.cancel('tr_7UhSN1zuXS')).toBe('canceled')
  })

  it('refunds an amount in the payment’s currency', async () => {
    let sent: Record<string, unknown> = {}
    server.use(
      http.get(`${API}/payments/tr_7UhSN1zuXS`, () => HttpResponse.json(paid)),
      http.post(`${API}/payments/tr_7UhSN1zuXS/refunds`, async ({ request }) => {
        sent = (await request.json()) as Record<string, unknown>
        return HttpResponse.json(refundCreated, { status: 201 })
      }),
    )
    expect(await port.refund('tr_7UhSN1zuXS', 1_000)).toEqual({ refundRef: 're_4qqhO89gsT' })
    expect(sent).toMatchObject({ amount: { currency: 'EUR', value: '10.00' } })
  })

  it('verifies a webhook by fetching its payment; a forged or malformed id is refused', async () => {
    server.use(
      http.get(`${API}/payments/tr_7UhSN1zuXS`, () => HttpResponse.json(paid)),
      http.get(`${API}/payments/tr_forged123`, () => HttpResponse.json(notFound, { status: 404 })),
    )
    const hook = (rawBody: string) => port.parseWebhook({ headers: new Headers(), rawBody })
    expect(await hook('id=tr_7UhSN1zuXS')).toEqual({
      providerRef: 'tr_7UhSN1zuXS',
      status: 'paid',
      amountCents: 4_999,
    })
    expect(await hook('id=tr_forged123')).toBeNull()
    expect(await hook('id=../../payments')).toBeNull()
    expect(await hook('')).toBeNull()
  })
})
