import { describe, expect, it } from 'vitest'
import { clientAddress, normaliseAddress } from '@/lib/http/rules/client-address'
import { rateLimitSettingsFromEnv } from '@/lib/config/rate-limit-env'

// The address behind the per-address rate limits (issue 10 item 5): counted from the right of
// X-Forwarded-For, one entry per trusted proxy (TRUST_PROXY), never the client's own claims.
describe('clientAddress(X-Forwarded-For, trusted proxies)', () => {
  it.each([
    // Reached directly: Next's server wrote the socket address (there was no header).
    ['203.0.113.5', 0, '203.0.113.5'],
    // One proxy that appends: the client's claim on the left is ignored.
    ['6.6.6.6, 203.0.113.5', 1, '203.0.113.5'],
    ['6.6.6.6,203.0.113.5', 1, '203.0.113.5'],
    // Two proxies (CDN, then load balancer): the entry the outer one appended.
    ['6.6.6.6, 203.0.113.5, 10.0.0.2', 2, '203.0.113.5'],
    // A proxy that replaces the header (one entry) read with TRUST_PROXY=1.
    ['203.0.113.5', 1, '203.0.113.5'],
    // Fewer entries than proxies: the leftmost is still the best known.
    ['203.0.113.5', 3, '203.0.113.5'],
    // Without a trusted proxy the last entry counts, also when the client sent a list.
    ['6.6.6.6, 203.0.113.5', 0, '203.0.113.5'],
  ])('%s with %i trusted proxies is %s', (header, proxies, expected) => {
    expect(clientAddress(header, proxies)).toBe(expected)
  })

  it.each([[null], [''], [' , '], ['unknown'], ['6.6.6.6, not-an-address']])(
    'names no address for %j',
    (header) => {
      expect(clientAddress(header, 1)).toBeNull()
    },
  )
})

describe('normaliseAddress: one key per client', () => {
  it.each([
    ['198.51.100.23', '198.51.100.23'],
    ['198.51.100.23:51234', '198.51.100.23'],
    ['"198.51.100.23"', '198.51.100.23'],
    ['010.001.000.009', '10.1.0.9'],
    // IPv4 on a dual-stack socket.
    ['::ffff:198.51.100.23', '198.51.100.23'],
    ['::FFFF:c633:6417', '198.51.100.23'],
    // IPv6 keyed by its /64: one subscriber, one key.
    ['2001:db8:85a3:8d3:1319:8a2e:370:7348', '2001:db8:85a3:8d3::/64'],
    ['2001:db8:85a3:8d3::1', '2001:db8:85a3:8d3::/64'],
    ['[2001:DB8:85A3:8D3::ffff]:443', '2001:db8:85a3:8d3::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
  ])('%s → %s', (raw, expected) => {
    expect(normaliseAddress(raw)).toBe(expected)
  })

  it.each([
    ['256.1.1.1'],
    ['1.2.3'],
    ['1.2.3.4.5'],
    ['2001:db8::1::2'],
    ['2001:db8:1:2:3:4:5:6:7'],
    ['12345::1'],
    ['1.2.3.4::'],
    ['example.com'],
    [''],
  ])('refuses %j', (raw) => {
    expect(normaliseAddress(raw)).toBeNull()
  })
})

describe('rate-limit settings from the environment', () => {
  it('defaults to the database, no trusted proxy and no secret', () => {
    expect(rateLimitSettingsFromEnv({})).toEqual({ redisUrl: null, trustedProxies: 0, secret: null })
    expect(rateLimitSettingsFromEnv({ REDIS_URL: '', TRUST_PROXY: '', RATE_LIMIT_SECRET: '' })).toEqual({
      redisUrl: null,
      trustedProxies: 0,
      secret: null,
    })
  })

  it('reads Redis, the proxy count (true meaning one) and the secret', () => {
    expect(
      rateLimitSettingsFromEnv({
        REDIS_URL: 'redis://127.0.0.1:6379',
        TRUST_PROXY: '2',
        RATE_LIMIT_SECRET: 'sixteen-chars-at-least',
      }),
    ).toEqual({ redisUrl: 'redis://127.0.0.1:6379', trustedProxies: 2, secret: 'sixteen-chars-at-least' })
    expect(rateLimitSettingsFromEnv({ TRUST_PROXY: 'true' }).trustedProxies).toBe(1)
  })

  it.each([
    ['REDIS_URL', { REDIS_URL: 'http://127.0.0.1:6379' }],
    ['TRUST_PROXY', { TRUST_PROXY: 'yes' }],
    ['TRUST_PROXY', { TRUST_PROXY: '-1' }],
    ['RATE_LIMIT_SECRET', { RATE_LIMIT_SECRET: 'short' }],
  ])('refuses a wrong %s, naming it', (name, env) => {
    expect(() => rateLimitSettingsFromEnv(env)).toThrow(name)
  })
})
