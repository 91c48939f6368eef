import { describe, expect, it } from 'vitest'
import { isLoopbackHost, isSecureRequest } from '@/lib/session/rules/cookie'
import { isAccountId, ownsVisitorId, visitorIdOf, type VisitorSession } from '@/lib/session/rules/identity'
import {
  isWellFormedSessionToken,
  newGuestId,
  newSessionToken,
  sessionIdFromToken,
} from '@/lib/session/server/token'
import { userFromSession } from '@/lib/session/rules/user'

const ACCOUNT = 'a'.repeat(64)
const guest: VisitorSession = {
  id: 'h',
  guestId: '0123456789abcdef0123456789abcdef',
  userId: null,
  checkoutGuest: false,
  loggedIn: false,
}
const customer: VisitorSession = { ...guest, userId: ACCOUNT, loggedIn: true }

describe('isAccountId (spec 02 §6, §9: a 64-character id is an account)', () => {
  it.each([
    [ACCOUNT, true],
    ['Zz09-_'.repeat(10) + 'abcd', true],
    ['a'.repeat(63), false],
    ['a'.repeat(65), false],
    [guest.guestId, false],
    ['a'.repeat(63) + ' ', false],
    ['', false],
    [null, false],
    [undefined, false],
  ])('%s → %s', (id, expected) => expect(isAccountId(id)).toBe(expected))
})

describe('ownsVisitorId: the server trusts only ids the session holds (spec 02 §3)', () => {
  it.each([
    ['its guest id', guest, guest.guestId, true],
    ['another guest id', guest, 'ffffffffffffffffffffffffffffffff', false],
    ['an account id while a guest', guest, ACCOUNT, false],
    ['its account id', customer, ACCOUNT, true],
    ['its earlier guest id once logged in', customer, guest.guestId, true],
    ['another account id', customer, 'b'.repeat(64), false],
    ['empty', guest, '', false],
    ['null', guest, null, false],
  ])('%s', (_label, session, id, expected) => expect(ownsVisitorId(session, id)).toBe(expected))
})

describe('the visitor id and the User of spec 02 §3', () => {
  it('is the guest id for a guest and the account id once logged in', () => {
    expect(visitorIdOf(guest)).toBe(guest.guestId)
    expect(visitorIdOf(customer)).toBe(ACCOUNT)
  })

  it('answers every User field, the ones the session does not know as null', () => {
    expect(userFromSession(customer)).toEqual({
      id: ACCOUNT,
      firstName: null,
      lastName: null,
      gender: null,
      email: null,
      phone: null,
      birthDate: null,
      customerNo: null,
      loggedIn: true,
      isGuestCustomer: false,
      registered: false,
    })
    expect(userFromSession(guest)).toMatchObject({ id: guest.guestId, loggedIn: false })
  })
})

describe('session tokens and guest ids', () => {
  it('issues 256-bit base64url tokens that are all different', () => {
    const tokens = new Set(Array.from({ length: 50 }, newSessionToken))
    expect(tokens.size).toBe(50)
    for (const token of tokens) {
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/)
      expect(Buffer.from(token, 'base64url')).toHaveLength(32)
      expect(isWellFormedSessionToken(token)).toBe(true)
    }
  })

  it.each([
    ['too short', 'abc'],
    ['padding', 'A'.repeat(42) + '='],
    ['standard base64', 'A'.repeat(42) + '+'],
    ['too long', 'A'.repeat(44)],
    ['missing', undefined],
  ])('rejects a malformed cookie value (%s)', (_label, value) =>
    expect(isWellFormedSessionToken(value)).toBe(false),
  )

  it('stores only the SHA-256 hex of the token', () => {
    const token = newSessionToken()
    const id = sessionIdFromToken(token)
    expect(id).toMatch(/^[0-9a-f]{64}$/)
    expect(id).not.toContain(token)
    expect(sessionIdFromToken(token)).toBe(id)
  })

  it('makes guest ids of 16 random bytes in hex (spec 02 §3)', () => {
    const a = newGuestId()
    expect(a).toMatch(/^[0-9a-f]{32}$/)
    expect(newGuestId()).not.toBe(a)
    expect(isAccountId(a)).toBe(false)
  })
})

describe('session cookie', () => {
  // Secure whenever NODE_ENV is production, unless plain http on a loopback host (README "Session cookie").
  it.each([
    ['development over https', 'development', 'https', null, 'www.example.de', undefined, false],
    ['test, public host', 'test', null, null, 'www.example.de', undefined, false],
    ['production over https (proxy header)', 'production', 'https', null, 'www.example.de', undefined, true],
    [
      'production, outermost proxy hop https',
      'production',
      'https, http',
      null,
      'localhost:3000',
      undefined,
      true,
    ],
    ['production, https to localhost', 'production', 'https', null, 'localhost:3000', undefined, true],
    ['production, no header, public host', 'production', null, null, 'www.example.de', undefined, true],
    [
      'production, plain http to a public host',
      'production',
      'http',
      null,
      'www.example.de',
      undefined,
      true,
    ],
    [
      'production, http to localhost (npm start)',
      'production',
      'http',
      null,
      'localhost:3000',
      undefined,
      false,
    ],
    [
      'production, http to a market .localhost (e2e)',
      'production',
      'http',
      null,
      'de-ch.localhost:3100',
      undefined,
      false,
    ],
    ['production, http to 127.0.0.1', 'production', 'http', null, '127.0.0.1:3000', undefined, false],
    ['production, http to 127.8.9.10', 'production', 'http', null, '127.8.9.10', undefined, false],
    ['production, http to [::1]', 'production', 'http', null, '[::1]:3000', undefined, false],
    [
      'production, no header, localhost (plain next start)',
      'production',
      null,
      null,
      'localhost:3000',
      undefined,
      false,
    ],
    [
      'production, no header, http URL on localhost',
      'production',
      null,
      null,
      'localhost',
      'http://localhost:3000/api/user/',
      false,
    ],
    [
      'production, no header, https URL on localhost',
      'production',
      null,
      null,
      'localhost',
      'https://localhost/api/user/',
      true,
    ],
    [
      'production, proxy to localhost for a public host',
      'production',
      'http',
      'www.example.de',
      'localhost:3000',
      undefined,
      true,
    ],
    [
      'production, look-alike localhost.evil.example',
      'production',
      'http',
      null,
      'localhost.evil.example',
      undefined,
      true,
    ],
    [
      'production, look-alike 127.0.0.1.evil.example',
      'production',
      'http',
      null,
      '127.0.0.1.evil.example',
      undefined,
      true,
    ],
    ['production, no host at all', 'production', 'http', null, null, undefined, true],
  ] as const)('Secure: %s → %s', (_label, nodeEnv, forwardedProto, forwardedHost, host, url, expected) =>
    expect(isSecureRequest({ nodeEnv, forwardedProto, forwardedHost, host, url })).toBe(expected),
  )

  it.each([
    ['localhost', true],
    ['LOCALHOST:3000', true],
    ['nl-nl.localhost', true],
    ['localhost.', true],
    ['127.0.0.1', true],
    ['[::1]:3100', true],
    ['128.0.0.1', false],
    ['127.0.0.256', false],
    ['mylocalhost', false],
    ['example.de', false],
    ['', false],
  ])('loopback host: %s → %s', (host, expected) => expect(isLoopbackHost(host)).toBe(expected))
})
