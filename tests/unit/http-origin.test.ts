import { describe, expect, it } from 'vitest'
import { isCrossSiteBrowserRequest, isSameOriginRequest } from '@/lib/http/rules/origin'

const req = (method: string, headers: Record<string, string>, url = 'http://localhost:3000/api/basket/') =>
  new Request(url, { method, headers })

describe('isSameOriginRequest: CSRF guard of the storefront API (spec 02 §7 calls)', () => {
  it.each([
    ['GET with nothing', 'GET', {}, true],
    ['HEAD cross-site', 'HEAD', { 'sec-fetch-site': 'cross-site' }, true],
    ['OPTIONS cross-site', 'OPTIONS', { 'sec-fetch-site': 'cross-site' }, true],
    ['POST same-origin fetch', 'POST', { host: 'localhost:3000', 'sec-fetch-site': 'same-origin' }, true],
    ['POST cross-site fetch', 'POST', { host: 'localhost:3000', 'sec-fetch-site': 'cross-site' }, false],
    // Another market's subdomain is same-site but not ours.
    ['POST same-site fetch', 'POST', { host: 'de-ch.localhost:3000', 'sec-fetch-site': 'same-site' }, false],
    ['POST typed-in navigation', 'POST', { 'sec-fetch-site': 'none' }, false],
    [
      'Sec-Fetch-Site decides even when Origin matches',
      'POST',
      { host: 'localhost:3000', origin: 'http://localhost:3000', 'sec-fetch-site': 'cross-site' },
      false,
    ],
    [
      'POST older browser, own Origin',
      'POST',
      { host: 'localhost:3000', origin: 'http://localhost:3000' },
      true,
    ],
    [
      'DELETE older browser, own Origin',
      'DELETE',
      { host: 'localhost:3000', origin: 'http://localhost:3000' },
      true,
    ],
    [
      'POST older browser, foreign Origin',
      'POST',
      { host: 'localhost:3000', origin: 'http://evil.example' },
      false,
    ],
    [
      'POST Origin of another port',
      'POST',
      { host: 'localhost:3000', origin: 'http://localhost:3001' },
      false,
    ],
    [
      'POST Origin of another scheme',
      'POST',
      { host: 'localhost:3000', origin: 'https://localhost:3000' },
      false,
    ],
    ['POST Origin null (sandboxed frame)', 'POST', { host: 'localhost:3000', origin: 'null' }, false],
    ['POST Origin in upper case', 'POST', { host: 'LOCALHOST:3000', origin: 'http://localhost:3000' }, true],
    ['PUT without Origin or Sec-Fetch-Site', 'PUT', { host: 'localhost:3000' }, false],
    ['PATCH without any header', 'PATCH', {}, false],
  ])('%s → %s', (_label, method, headers, expected) => {
    expect(isSameOriginRequest(req(method, headers))).toBe(expected)
  })

  it('uses the proxy’s scheme behind TLS termination', () => {
    const behindProxy = req('POST', {
      host: 'www.example.de',
      origin: 'https://www.example.de',
      'x-forwarded-proto': 'https',
    })
    expect(isSameOriginRequest(behindProxy)).toBe(true)
  })

  it('treats the default port as written without one', () => {
    const https = req(
      'POST',
      { host: 'www.example.de:443', origin: 'https://www.example.de' },
      'https://www.example.de/api/x/',
    )
    expect(isSameOriginRequest(https)).toBe(true)
  })

  it('compares with the Host header, not a host the URL claims', () => {
    const spoofed = req(
      'POST',
      { host: 'localhost:3000', origin: 'http://evil.example' },
      'http://evil.example/api/x/',
    )
    expect(isSameOriginRequest(spoofed)).toBe(false)
  })
})

describe('isCrossSiteBrowserRequest: endpoints other servers call (issue 13 item 1, the engine route)', () => {
  it.each([
    ['a server (neither header)', {}, false],
    ['a same-origin fetch', { host: 'localhost:3000', 'sec-fetch-site': 'same-origin' }, false],
    ['a typed-in navigation', { 'sec-fetch-site': 'none' }, false],
    ['an older browser on our origin', { host: 'localhost:3000', origin: 'http://localhost:3000' }, false],
    ['a cross-site fetch', { host: 'localhost:3000', 'sec-fetch-site': 'cross-site' }, true],
    ['a sibling market (same-site)', { host: 'localhost:3000', 'sec-fetch-site': 'same-site' }, true],
    ['an older browser, foreign Origin', { host: 'localhost:3000', origin: 'https://evil.example' }, true],
    ['a foreign Origin without a Host', { origin: 'https://evil.example' }, true],
  ])('%s → %s', (_name, headers, expected) => {
    expect(isCrossSiteBrowserRequest(req('POST', headers as Record<string, string>))).toBe(expected)
  })
})
