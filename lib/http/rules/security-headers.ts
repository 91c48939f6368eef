/**
 * The browser hardening headers of every answer (issue 13 item 9), built here for next.config.ts
 * (pages, API answers, the payment page) and for the proxy (the editor preview, which its editor frames).
 *
 * Content-Security-Policy without a script policy: Next's pages carry inline scripts (the RSC payload,
 * the consent-mode defaults), so an enforced script-src needs a nonce per request, and a nonce makes every
 * page render per request: the cached, shared pages would no longer be static. What the policy holds
 * stops framing by other sites (clickjacking), plugins, `<base>` hijacking and forms posting elsewhere.
 * The embedded payment page (/pay/) posts to /api/pay/…, which redirects to the shop: same origin. Mollie's
 * hosted page is reached by a script navigation (window.location), which form-action does not govern.
 */

/** Storyblok's visual editor, which shows the shop's preview in an iframe (spec 01 §7). */
export const STORYBLOK_EDITOR_ORIGIN = 'https://app.storyblok.com'

/** HSTS for a year, over https only (a browser ignores it over http; http://localhost never gets it). */
export const STRICT_TRANSPORT_SECURITY = 'max-age=31536000; includeSubDomains'

export interface Header {
  key: string
  value: string
}

/** The policy; `frameAncestors` are the origins besides the shop itself that may frame it. */
export function contentSecurityPolicy(frameAncestors: readonly string[] = []): string {
  return [
    `frame-ancestors ${["'self'", ...frameAncestors].join(' ')}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ')
}

/** Every answer: no sniffing, a cut referrer, no camera, microphone or location. */
export const BASE_SECURITY_HEADERS: readonly Header[] = [
  { key: 'X-Content-Type-Options', value: 'nosniff' },
  { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
  { key: 'Permissions-Policy', value: 'camera=(), microphone=(), geolocation=()' },
]

/** Pages and API answers: framed only by the shop itself and by Storyblok's editor. */
export const SHOP_CSP = contentSecurityPolicy([STORYBLOK_EDITOR_ORIGIN])

/**
 * The editor preview's policy: Storyblok's editor plus the configured editor origins
 * (PREVIEW_EDITOR_ORIGINS, lib/config/preview-editor.ts), e.g. the test's stand-in editor.
 */
export function previewCsp(editorOrigins: readonly string[]): string {
  return contentSecurityPolicy([STORYBLOK_EDITOR_ORIGIN, ...editorOrigins])
}

/** The query parameter every visual editor request carries; its answers get previewCsp from the proxy. */
export const EDITOR_QUERY_KEY = '_storyblok'

type HeaderRule = {
  source: string
  headers: Header[]
  has?: { type: 'header' | 'query'; key: string; value?: string }[]
  missing?: { type: 'header' | 'query'; key: string; value?: string }[]
}

/**
 * next.config.ts `headers()`: the base headers everywhere; the shop's policy everywhere but on editor
 * requests (the proxy gives those theirs: two policies would both apply, and the stricter would keep the
 * editor out); HSTS on answers that reached the shop over https, in production builds only.
 */
export function securityHeaderRules({ production }: { production: boolean }): HeaderRule[] {
  return [
    { source: '/:path*', headers: [...BASE_SECURITY_HEADERS] },
    {
      source: '/:path*',
      missing: [{ type: 'query', key: EDITOR_QUERY_KEY }],
      headers: [{ key: 'Content-Security-Policy', value: SHOP_CSP }],
    },
    ...(production
      ? [
          {
            source: '/:path*',
            has: [{ type: 'header' as const, key: 'x-forwarded-proto', value: 'https' }],
            headers: [{ key: 'Strict-Transport-Security', value: STRICT_TRANSPORT_SECURITY }],
          },
        ]
      : []),
  ]
}
