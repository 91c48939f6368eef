/**
 * The session cookie's name and attributes by scheme, and the session's idle and absolute lifetimes
 * (issue 13 item 10; ASVS 5.0 V3.3 cookie prefixes, V7.3 session timeouts).
 */
import { describe, expect, it } from 'vitest'
import { isSecureRequest, sessionCookie, sessionCookieName } from '@/lib/session/rules/cookie'
import {
  absoluteEndOf,
  cookieMaxAgeSeconds,
  SESSION_ABSOLUTE_MS,
  SESSION_IDLE_MS,
  slidingExpiry,
} from '@/lib/session/rules/lifetime'

const DAY = 24 * 60 * 60 * 1000
const t0 = new Date('2031-03-01T10:00:00.000Z')
const at = (days: number) => new Date(t0.getTime() + days * DAY)

describe('session cookie by scheme (issue 13 item 10)', () => {
  it.each([
    [
      'https behind a proxy',
      { nodeEnv: 'production', forwardedProto: 'https', host: 'www.example.de' },
      '__Host-sid',
    ],
    [
      'production to a public host without a header',
      { nodeEnv: 'production', host: 'www.example.de' },
      '__Host-sid',
    ],
    [
      'http to localhost (npm start, e2e)',
      { nodeEnv: 'production', forwardedProto: 'http', host: 'de-ch.localhost:3100' },
      'sid',
    ],
    ['development', { nodeEnv: 'development', forwardedProto: 'https', host: 'www.example.de' }, 'sid'],
  ] as const)('%s → %s, Secure exactly with the prefix', (_label, transport, name) => {
    const secure = isSecureRequest(transport)
    expect(sessionCookieName(secure)).toBe(name)
    const cookie = sessionCookie('t', secure, 60)
    // __Host- is accepted by browsers only Secure, with Path=/ and no Domain.
    expect(cookie).toEqual({
      name,
      value: 't',
      httpOnly: true,
      sameSite: 'lax',
      path: '/',
      secure,
      maxAge: 60,
    })
    expect(cookie).not.toHaveProperty('domain')
  })
})

describe('session lifetime: idle 30 days, absolute 90 days (issue 13 item 10)', () => {
  it('fixes the two numbers', () => {
    expect(SESSION_IDLE_MS).toBe(30 * DAY)
    expect(SESSION_ABSOLUTE_MS).toBe(90 * DAY)
    expect(absoluteEndOf(t0)).toEqual(at(90))
  })

  it.each([
    ['a new session', 0, 30],
    ['used after 10 days', 10, 40],
    ['used after 59 days: idle end = absolute end', 60, 90],
    ['used after 70 days: capped at the absolute end', 70, 90],
    ['used after 89 days', 89, 90],
    ['used after the absolute end (never extends it)', 95, 90],
  ])('%s (day %d) expires on day %d', (_label, usedOn, expiresOn) => {
    expect(slidingExpiry(at(usedOn), absoluteEndOf(t0))).toEqual(at(expiresOn))
  })

  it.each([
    ['30 days ahead', at(30), at(0), 30 * 86_400],
    ['a second and a half ahead', new Date(t0.getTime() + 1500), t0, 1],
    ['now', t0, t0, 0],
    ['past', at(-1), t0, 0],
  ])('cookie Max-Age for an expiry %s', (_label, expiresAt, now, seconds) => {
    expect(cookieMaxAgeSeconds(expiresAt, now)).toBe(seconds)
  })
})
