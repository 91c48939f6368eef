/**
 * Cookies versus cacheability in the proxy (issue 13 item 7): an answer that sets a cookie is never
 * shared-cacheable, and a page answer (rewrite) sets none. `?voucher=` on a page is a private redirect to
 * the address without it, setting the voucher cookie (spec 02 §2, 14 days) and the toast's notice; the
 * language cookie is left to the browser (spec 01 §2 reads it for paths without a language).
 */
import { describe, expect, it, vi } from 'vitest'
import { NextRequest } from 'next/server'
import { allowsSharedCaching } from '@/lib/routing/rules/voucher-cookie'
import { languageCookieOf, languageCookieUpdate } from '@/lib/routing/rules/language-cookie'

vi.mock('@/lib/redirects/server/table', () => ({
  getRedirectLookup: async () => (path: string) =>
    path === '/de/alt/' ? { target: '/de/neu/', status: 301 as const } : null,
}))
vi.mock('@/lib/catalog/server/slug-index', () => ({ getProductSlugLookup: async () => () => undefined }))
vi.mock('@/lib/catalog/server/variant-index', () => ({ getVariantKeyLookup: async () => () => undefined }))

const { default: proxy } = await import('@/proxy')

const HOST = 'de-de.localhost:3000'
async function answer(path: string, { method = 'GET', cookie = '' } = {}) {
  const headers: Record<string, string> = { host: HOST }
  if (cookie) headers.cookie = cookie
  const response = await proxy(new NextRequest(`http://${HOST}${path}`, { method, headers }))
  return {
    status: response.status,
    location: response.headers.get('location'),
    cacheControl: response.headers.get('cache-control'),
    setCookies: response.headers.getSetCookie(),
    rewrite: response.headers.get('x-middleware-rewrite'),
  }
}

describe('allowsSharedCaching', () => {
  it.each([
    [null, false],
    ['s-maxage=300, stale-while-revalidate=86100', true],
    ['public, max-age=60', true],
    ['max-age=60', true],
    ['private, no-store', false],
    ['private, no-cache, no-store, max-age=0, must-revalidate', false],
    ['max-age=0', false],
  ])('%j: %s', (value, shared) => expect(allowsSharedCaching(value)).toBe(shared))
})

describe('the proxy: cookies only on answers no shared cache keeps', () => {
  it.each([
    ['a page', '/de/', 'rewrite', []],
    ['a page for a visitor whose language cookie says another language', '/de/', 'rewrite', []],
    ['a content page', '/de/impressum/', 'rewrite', []],
    ['an unknown path (404 page)', '/xx/foo/', 'rewrite', []],
    ['the root, chosen by the language cookie', '/', 'redirect', []],
    ['a missing slash', '/de/impressum', 'redirect', []],
    [
      'a page with ?voucher=',
      '/de/impressum/?voucher=spring24&variant=2',
      'redirect',
      ['voucher', 'voucher_notice'],
    ],
    [
      'a missing slash with ?voucher=',
      '/de/impressum?voucher=spring24',
      'redirect',
      ['voucher', 'voucher_notice'],
    ],
    [
      'the redirect table with ?voucher=',
      '/de/alt/?voucher=spring24',
      'redirect',
      ['voucher', 'voucher_notice'],
    ],
    ['a page with a bad voucher code', '/de/?voucher=%3Cb%3E', 'rewrite', []],
  ])('%s (%s): %s, sets %j', async (_case, path, kind, cookies) => {
    const got = await answer(path, { cookie: 'NEXT_LOCALE=fr' })
    expect(
      got.rewrite !== null ? 'rewrite' : got.status >= 300 && got.status < 400 ? 'redirect' : 'other',
    ).toBe(kind)
    expect(got.setCookies.map((c) => c.split('=')[0])).toEqual(cookies)
    // The rule itself: whatever sets a cookie forbids shared caches.
    if (got.setCookies.length) {
      expect(got.cacheControl).toBe('private, no-store')
      expect(allowsSharedCaching(got.cacheControl)).toBe(false)
    }
  })

  it('?voucher= on a page: a private redirect to the same address without it, the cookie for 14 days', async () => {
    const got = await answer('/de/impressum/?variant=2&voucher=spring24&q=x')
    expect(got.status).toBe(307)
    expect(new URL(got.location ?? '').pathname + new URL(got.location ?? '').search).toBe(
      '/de/impressum/?variant=2&q=x',
    )
    const voucher = got.setCookies.find((c) => c.startsWith('voucher='))
    expect(voucher).toMatch(/^voucher=SPRING24;/)
    expect(voucher).toMatch(/Max-Age=1209600/i)
    expect(voucher).toMatch(/HttpOnly/i)
    const notice = got.setCookies.find((c) => c.startsWith('voucher_notice='))
    expect(notice).toMatch(/^voucher_notice=SPRING24;/)
    expect(notice).not.toMatch(/HttpOnly/i)
  })

  it('another method than GET or HEAD to a page with ?voucher= is refused (405), without a cookie', async () => {
    const got = await answer('/de/impressum/?voucher=spring24', { method: 'POST' })
    expect(got.status).toBe(405)
    expect(got.setCookies).toEqual([])
  })
})

describe('the language cookie, written by the page in the browser', () => {
  it.each([
    ['', 'de', true],
    ['NEXT_LOCALE=fr', 'de', true],
    ['a=1; NEXT_LOCALE=de; b=2', 'de', false],
  ])('cookies %j on a %s page: written %s', (cookies, language, written) => {
    const update = languageCookieUpdate(cookies, language, false)
    expect(update !== null).toBe(written)
    if (update) {
      expect(update).toMatch(new RegExp(`^NEXT_LOCALE=${language}; Path=/; Max-Age=31536000; SameSite=Lax$`))
      expect(languageCookieOf(update.split(';')[0]!)).toBe(language)
    }
  })

  it('Secure over https', () => {
    expect(languageCookieUpdate('', 'fr', true)).toMatch(/; Secure$/)
  })
})
