import { afterEach, describe, expect, it, vi } from 'vitest'
import {
  activateAccount,
  failureOf,
  login,
  logout,
  resetPassword,
  waitMinutes,
} from '@/lib/account/client/auth-api'
import { isLinkToken } from '@/lib/account/rules/link-token'
import { ApiRequestError, callJson } from '@/lib/http/client/json'

afterEach(() => {
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

const answer = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => new Response(JSON.stringify(body), { status, headers })),
  )

describe('callJson refusals carry the fields and Retry-After (spec 02 §7 error shape)', () => {
  it('keeps the named fields of a 400', async () => {
    answer(400, { type: 'error', error: 'bad', fields: [{ field: 'body.email', message: 'k' }, { nope: 1 }] })
    const error = await callJson('/x/').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiRequestError)
    expect((error as ApiRequestError).details).toEqual({ fields: [{ field: 'body.email', message: 'k' }] })
  })

  it.each([
    ['120', 120],
    ['Wed, 21 Oct 2026 07:29:00 GMT', 60],
    ['soon', undefined],
  ])('reads Retry-After %j as %s seconds', async (header, seconds) => {
    vi.useFakeTimers({ toFake: ['Date'] })
    vi.setSystemTime(new Date('2026-10-21T07:28:00Z'))
    answer(429, { type: 'error', error: 'slow down' }, { 'Retry-After': header })
    const error = (await callJson('/x/').catch((e: unknown) => e)) as ApiRequestError
    expect(error.details.retryAfterSeconds).toBe(seconds)
  })
})

describe('auth answers as form problems (spec 02 §5 keys, §7)', () => {
  it.each([
    [0, 1],
    [1, 1],
    [60, 1],
    [61, 2],
    [900, 15],
    [undefined, 1],
  ])('waits %s s → %s minute(s)', (seconds, minutes) => {
    expect(waitMinutes(seconds)).toBe(minutes)
  })

  it('puts 400 problems on the group’s fields only; none known is a form problem', () => {
    const error = new ApiRequestError(400, 'bad', {
      fields: [
        { field: 'body.register_password', message: 'reset-password.fields.new-password.noSpaces' },
        { field: 'body.register_password', message: 'reset-password.fields.new-password.minLength' },
        { field: 'body.shopId', message: 'x' },
      ],
    })
    expect(failureOf('register', error)).toEqual({
      ok: false,
      fields: { register_password: 'reset-password.fields.new-password.noSpaces' },
      problem: null,
    })
    expect(failureOf('login', error)).toEqual({ ok: false, fields: {}, problem: { kind: 'invalid' } })
  })

  it.each([
    [new ApiRequestError(401, 'invalid-credentials'), { kind: 'invalid-credentials' }],
    [new ApiRequestError(429, 'x', { retryAfterSeconds: 601 }), { kind: 'rate-limited', minutes: 11 }],
    [new ApiRequestError(500, 'x'), { kind: 'failed' }],
    [new ApiRequestError(0, 'network error'), { kind: 'failed' }],
  ])('%s → %j', (error, problem) => {
    expect(failureOf('login', error).problem).toEqual(problem)
  })

  it('treats a 200 without a readable user as a failure', async () => {
    answer(200, { type: 'success' })
    expect(await login('de', { email: 'a@b.de', password: 'x' })).toEqual({
      ok: false,
      fields: {},
      problem: { kind: 'failed' },
    })
  })

  it('logout: 200 is success, anything else false', async () => {
    answer(200, { type: 'success' })
    expect(await logout('nl')).toBe(true)
    answer(503, {})
    expect(await logout('nl')).toBe(false)
  })
})

describe('mailed links: new password (spec 01 §7) and registration confirmation', () => {
  const hash = 'a'.repeat(43)
  const leaked = 'reset-password.fields.new-password.leaked'

  it.each([
    ['a'.repeat(43), true],
    ['Ab_-9'.repeat(8) + 'xyz', true],
    ['a'.repeat(42), false],
    ['a'.repeat(44), false],
    [`${'a'.repeat(42)}=`, false],
    [`${'a'.repeat(42)}+`, false],
    [undefined, false],
    [['a'.repeat(43)], false],
  ])('link token %j → %s', (value, ok) => {
    expect(isLinkToken(value)).toBe(ok)
  })

  it.each([
    [200, { type: 'success' }, { ok: true }],
    [
      410,
      { type: 'error', error: 'expired-link' },
      { ok: false, fields: {}, problem: { kind: 'expired-link' } },
    ],
    [
      400,
      { type: 'error', fields: [{ field: 'body.hash', message: 'x' }] },
      { ok: false, fields: {}, problem: { kind: 'expired-link' } },
    ],
    [
      400,
      { type: 'error', fields: [{ field: 'body.password', message: leaked }] },
      { ok: false, fields: { password: leaked }, problem: null },
    ],
    [500, { type: 'error' }, { ok: false, fields: {}, problem: { kind: 'failed' } }],
  ])('reset-password answering %s', async (status, body, outcome) => {
    answer(status, body)
    expect(await resetPassword('de', { hash, password: 'Sommer-Regen7' })).toEqual(outcome)
  })

  it.each([
    [200, {}, { ok: true }],
    [410, {}, { ok: false, problem: { kind: 'expired-link' } }],
    [
      400,
      { fields: [{ field: 'body.token', message: 'x' }] },
      { ok: false, problem: { kind: 'expired-link' } },
    ],
    [429, {}, { ok: false, problem: { kind: 'rate-limited', minutes: 2 } }],
    [502, {}, { ok: false, problem: { kind: 'failed' } }],
  ])('activate answering %s', async (status, body, outcome) => {
    answer(status, body, status === 429 ? { 'Retry-After': '90' } : {})
    expect(await activateAccount('fr', hash)).toEqual(outcome)
  })
})
