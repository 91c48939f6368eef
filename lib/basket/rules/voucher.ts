/**
 * The voucher parameter of spec 02 §2: `?voucher=CODE` on any page is kept as a voucher cookie for 14
 * days (§9) and the shopper is told 'gift code activated'. Browser-safe: the proxy sets the cookie,
 * a client component shows the toast, and both judge the code by this one rule.
 *
 * A code is 3 to 32 letters, digits, hyphens or underscores (the spec names no format; this bound keeps
 * anything that is not plausibly a code, such as markup or a pasted URL, out of the cookie). Codes are
 * compared without regard to case at checkout, so they are kept in capitals.
 */
// zod/mini: the toast's client component imports this rule; full zod would ship with every page.
import * as z from 'zod/mini'
import { VOUCHER_COOKIE, VOUCHER_COOKIE_MAX_AGE_DAYS, VOUCHER_NOTICE_COOKIE } from '@/lib/config/constants'
import { cookieValue } from '@/lib/http/rules/cookie-text'

export const VOUCHER_PARAM = 'voucher'
export const VOUCHER_CODE_LENGTH = { min: 3, max: 32 } as const

export const voucherCodeSchema = z.pipe(
  z
    .string()
    .check(
      z.trim(),
      z.minLength(VOUCHER_CODE_LENGTH.min),
      z.maxLength(VOUCHER_CODE_LENGTH.max),
      z.regex(/^[A-Za-z0-9_-]+$/),
    ),
  z.transform((code: string) => code.toUpperCase()),
)

/** The code, normalised, or null when the value is no acceptable code. */
export function parseVoucherCode(value: string | null | undefined): string | null {
  if (typeof value !== 'string') return null
  const parsed = voucherCodeSchema.safeParse(value)
  return parsed.success ? parsed.data : null
}

/**
 * The code a query string carries (`?voucher=…`, with or without the leading '?'). Given more than once,
 * the parameter is ambiguous and ignored rather than guessed.
 */
export function voucherFromSearch(search: string): string | null {
  const values = new URLSearchParams(search).getAll(VOUCHER_PARAM)
  return values.length === 1 ? parseVoucherCode(values[0]) : null
}

/**
 * The code of the notice cookie the proxy's voucher redirect leaves for the page (issue 13 item 7), read
 * from `document.cookie` text; null without one or with no acceptable code.
 */
export function voucherNoticeFromCookies(cookies: string): string | null {
  return parseVoucherCode(cookieValue(cookies, VOUCHER_NOTICE_COOKIE))
}

/** Deletes the notice cookie: it is announced once. */
export const VOUCHER_NOTICE_CLEAR = `${VOUCHER_NOTICE_COOKIE}=; Path=/; Max-Age=0; SameSite=Lax`

/** The query string without the voucher parameter ('' or '?…'), for the address once it has been read. */
export function searchWithoutVoucher(search: string): string {
  const params = new URLSearchParams(search)
  params.delete(VOUCHER_PARAM)
  const rest = params.toString()
  return rest ? `?${rest}` : ''
}

export const VOUCHER_COOKIE_MAX_AGE_SECONDS = VOUCHER_COOKIE_MAX_AGE_DAYS * 24 * 60 * 60

export interface VoucherCookie {
  name: typeof VOUCHER_COOKIE
  value: string
  maxAge: number
  path: '/'
  sameSite: 'lax'
  /** Only the server reads it (at checkout): no script needs it. */
  httpOnly: true
  secure: boolean
}

export function voucherCookie(code: string, secure: boolean): VoucherCookie {
  return {
    name: VOUCHER_COOKIE,
    value: code,
    maxAge: VOUCHER_COOKIE_MAX_AGE_SECONDS,
    path: '/',
    sameSite: 'lax',
    httpOnly: true,
    secure,
  }
}
