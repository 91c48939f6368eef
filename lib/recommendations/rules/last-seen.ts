/**
 * The `lastSeen` cookie: the product numbers a shopper looked at, most recent first. The product page
 * writes it (recordLastSeen), the recommendation API reads it for the last-seen slots. Everything here
 * is pure; the cookie value is untrusted input and is cut to size before it is split.
 */
export const LAST_SEEN_COOKIE = 'lastSeen'
/** How many products the cookie remembers: one slider's worth and a few more. */
export const LAST_SEEN_MAX = 20
export const LAST_SEEN_MAX_AGE_SECONDS = 30 * 24 * 60 * 60

/** Cookie attributes for the writer; readable by scripts on purpose (the slider may read it client-side). */
export const LAST_SEEN_COOKIE_OPTIONS = {
  path: '/',
  sameSite: 'lax',
  maxAge: LAST_SEEN_MAX_AGE_SECONDS,
} as const

// '.' is a cookie-safe separator (a comma is not, RFC 6265); commas are read too for hand-made values.
const SEPARATOR = '.'
const PRODUCT_NUMBER = /^[1-9]\d{0,9}$/
// 20 ids of at most 10 digits and their separators; anything longer is not ours, and cutting first
// keeps a hostile 4 KB value from being split into thousands of parts.
const MAX_VALUE_LENGTH = LAST_SEEN_MAX * 11 + 16

function decode(value: string): string {
  try {
    return decodeURIComponent(value)
  } catch {
    return value
  }
}

function bounded(ids: Iterable<string>): string[] {
  const kept: string[] = []
  for (const id of ids) {
    if (kept.length === LAST_SEEN_MAX) break
    if (PRODUCT_NUMBER.test(id) && !kept.includes(id)) kept.push(id)
  }
  return kept
}

/** The ids of a cookie value: product numbers only, first occurrence kept, at most LAST_SEEN_MAX. */
export function parseLastSeen(value: string | null | undefined): string[] {
  if (!value) return []
  const text = decode(value.slice(0, MAX_VALUE_LENGTH * 3)).slice(0, MAX_VALUE_LENGTH)
  return bounded(text.split(/[.,]/).map((part) => part.trim()))
}

export function serialiseLastSeen(ids: readonly string[]): string {
  return bounded(ids).join(SEPARATOR)
}

/** The cookie value after viewing `productId`: it moves to the front, the oldest falls off. */
export function recordLastSeen(value: string | null | undefined, productId: string | number): string {
  return serialiseLastSeen([String(productId), ...parseLastSeen(value)])
}

/** The lastSeen ids of a Cookie request header (route handlers without next/headers). */
export function lastSeenFromCookieHeader(header: string | null | undefined): string[] {
  if (!header) return []
  for (const pair of header.split(';')) {
    const at = pair.indexOf('=')
    if (at > 0 && pair.slice(0, at).trim() === LAST_SEEN_COOKIE)
      return parseLastSeen(pair.slice(at + 1).trim())
  }
  return []
}
