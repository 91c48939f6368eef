/**
 * The browser hardening headers (issue 13 item 9): what next.config.ts sends on every answer, what the
 * proxy sends on the editor preview, and HSTS over https in production builds only.
 */
import { describe, expect, it } from 'vitest'
import {
  contentSecurityPolicy,
  previewCsp,
  securityHeaderRules,
  SHOP_CSP,
  STRICT_TRANSPORT_SECURITY,
} from '@/lib/http/rules/security-headers'
import { previewEditorOriginsFromEnv } from '@/lib/config/preview-editor'

const directives = (policy: string) =>
  Object.fromEntries(
    policy
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .map(([n, ...v]) => [n, v]),
  )

describe('Content-Security-Policy', () => {
  it("the shop's: framed by itself and Storyblok's editor only; no plugins, no foreign base or form target", () => {
    expect(directives(SHOP_CSP)).toEqual({
      'frame-ancestors': ["'self'", 'https://app.storyblok.com'],
      'object-src': ["'none'"],
      'base-uri': ["'self'"],
      'form-action': ["'self'"],
    })
  })

  it('has no script policy: an enforced one needs per-request nonces, which would end cached pages', () => {
    expect(SHOP_CSP).not.toMatch(/script-src|default-src/)
  })

  it("the preview's adds the configured editor origins to the frame ancestors, nothing else", () => {
    const policy = directives(previewCsp(['http://127.0.0.1:*']))
    expect(policy['frame-ancestors']).toEqual(["'self'", 'https://app.storyblok.com', 'http://127.0.0.1:*'])
    expect(policy['object-src']).toEqual(["'none'"])
    expect(contentSecurityPolicy()).toMatch(/^frame-ancestors 'self';/)
  })
})

describe('next.config headers()', () => {
  const keys = (rules: ReturnType<typeof securityHeaderRules>) =>
    rules.flatMap((rule) => rule.headers.map((h) => h.key))

  it('every path gets the base headers, and the policy unless it is an editor request', () => {
    const rules = securityHeaderRules({ production: true })
    expect(rules.every((rule) => rule.source === '/:path*')).toBe(true)
    expect(keys(rules)).toEqual(
      expect.arrayContaining(['X-Content-Type-Options', 'Referrer-Policy', 'Content-Security-Policy']),
    )
    const csp = rules.find((rule) => rule.headers.some((h) => h.key === 'Content-Security-Policy'))
    expect(csp?.missing).toEqual([{ type: 'query', key: '_storyblok' }])
  })

  it('HSTS only in production builds and only for requests that came over https', () => {
    const hsts = securityHeaderRules({ production: true }).find((rule) =>
      rule.headers.some((h) => h.key === 'Strict-Transport-Security'),
    )
    expect(hsts?.has).toEqual([{ type: 'header', key: 'x-forwarded-proto', value: 'https' }])
    expect(hsts?.headers[0]?.value).toBe(STRICT_TRANSPORT_SECURITY)
    expect(STRICT_TRANSPORT_SECURITY).toMatch(/max-age=31536000/)
    expect(keys(securityHeaderRules({ production: false }))).not.toContain('Strict-Transport-Security')
  })
})

describe('PREVIEW_EDITOR_ORIGINS', () => {
  it.each([
    [undefined, []],
    ['', []],
    ['https://editor.example.com', ['https://editor.example.com']],
    [
      ' http://127.0.0.1:*  https://*.example.com:8443 ',
      ['http://127.0.0.1:*', 'https://*.example.com:8443'],
    ],
  ])('%j → %j', (value, origins) => {
    expect(previewEditorOriginsFromEnv({ PREVIEW_EDITOR_ORIGINS: value })).toEqual(origins)
  })

  it.each([
    "'unsafe-inline'",
    '*',
    'https://x.example/path',
    'javascript:alert(1)',
    'https://a.example;script-src',
  ])('refuses %j at start', (value) => {
    expect(() => previewEditorOriginsFromEnv({ PREVIEW_EDITOR_ORIGINS: value })).toThrow(/origin/)
  })
})
