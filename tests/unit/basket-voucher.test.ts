import { describe, expect, it } from 'vitest'
import {
  parseVoucherCode,
  searchWithoutVoucher,
  voucherCookie,
  voucherFromSearch,
  VOUCHER_COOKIE_MAX_AGE_SECONDS,
} from '@/lib/basket/rules/voucher'
import { voucherCookieFor } from '@/lib/routing/rules/voucher-cookie'

describe('voucher code (spec 02 §2 "Voucher parameter")', () => {
  it.each([
    ['XMAS24', 'XMAS24'],
    ['xmas24', 'XMAS24'],
    ['  spring-sale_10 ', 'SPRING-SALE_10'],
    ['ABC', 'ABC'],
    ['A'.repeat(32), 'A'.repeat(32)],
  ])('%j is the code %j', (value, code) => {
    expect(parseVoucherCode(value)).toBe(code)
  })

  it.each([
    ['too short', 'AB'],
    ['too long', 'A'.repeat(33)],
    ['a space inside', 'XMAS 24'],
    ['markup', '<script>'],
    ['a URL', 'https://evil.example'],
    ['umlauts', 'GRÜN10'],
    ['empty', ''],
    ['nothing', null],
  ])('%s is no code', (_case, value) => {
    expect(parseVoucherCode(value)).toBeNull()
  })

  it.each([
    ['?voucher=xmas24', 'XMAS24'],
    ['voucher=xmas24&variant=1', 'XMAS24'],
    ['?variant=1&voucher=%20abc%20', 'ABC'],
    ['?voucher=', null],
    ['?voucher=a&voucher=b', null],
    ['?gutschein=xmas24', null],
    ['', null],
  ])('the query %j carries %j', (search, code) => {
    expect(voucherFromSearch(search)).toBe(code)
  })

  it.each([
    ['?voucher=X1Y', ''],
    ['?variant=1&voucher=X1Y&action=addToCart', '?variant=1&action=addToCart'],
    ['?variant=1', '?variant=1'],
  ])('without the parameter %j becomes %j', (search, rest) => {
    expect(searchWithoutVoucher(search)).toBe(rest)
  })
})

describe('voucher cookie (spec 02 §9: 14 days)', () => {
  it('lives 14 days, for the whole shop, out of reach of scripts', () => {
    expect(VOUCHER_COOKIE_MAX_AGE_SECONDS).toBe(1_209_600)
    expect(voucherCookie('XMAS24', true)).toEqual({
      name: 'voucher',
      value: 'XMAS24',
      maxAge: 1_209_600,
      path: '/',
      sameSite: 'lax',
      httpOnly: true,
      secure: true,
    })
  })

  const local = {
    nodeEnv: 'production',
    host: 'de-de.localhost:3000',
    url: 'http://de-de.localhost:3000/de/',
  }
  const deployed = { nodeEnv: 'production', host: 'www.example.de', url: 'http://10.0.0.1:3000/de/' }

  it.each([
    ['a page', 'rewrite', '?voucher=xmas24', local, { value: 'XMAS24', secure: false }],
    ['a page of a deployed shop', 'rewrite', '?voucher=xmas24', deployed, { value: 'XMAS24', secure: true }],
    ['a redirect on the way to a page', 'redirect', '?voucher=xmas24', local, { value: 'XMAS24' }],
    ['an API call', 'pass', '?voucher=xmas24', local, null],
    ['a rejected request', 'reject', '?voucher=xmas24', local, null],
    ['a bad code', 'rewrite', '?voucher=%3Cb%3E', local, null],
    ['no parameter', 'rewrite', '?variant=1', local, null],
  ] as const)('the proxy on %s sets %j', (_case, kind, search, transport, expected) => {
    const cookie = voucherCookieFor(kind, search, transport)
    if (expected === null) expect(cookie).toBeNull()
    else expect(cookie).toMatchObject({ name: 'voucher', maxAge: 1_209_600, ...expected })
  })
})
