/**
 * The `document.cookie` assignment that records a viewed product in the lastSeen cookie: the product
 * first, the oldest falling off (lib/recommendations/rules/last-seen.ts), path /, 30 days, SameSite=Lax,
 * and Secure over https.
 */
import {
  LAST_SEEN_COOKIE,
  LAST_SEEN_COOKIE_OPTIONS,
  lastSeenFromCookieHeader,
  recordLastSeen,
} from '@/lib/recommendations/rules/last-seen'

export function lastSeenCookieAssignment(
  cookieHeader: string,
  productId: number,
  { secure }: { secure: boolean },
): string {
  const value = recordLastSeen(lastSeenFromCookieHeader(cookieHeader).join('.'), productId)
  const { path, maxAge, sameSite } = LAST_SEEN_COOKIE_OPTIONS
  const attributes = [
    `Path=${path}`,
    `Max-Age=${maxAge}`,
    `SameSite=${sameSite === 'lax' ? 'Lax' : sameSite}`,
  ]
  if (secure) attributes.push('Secure')
  return [`${LAST_SEEN_COOKIE}=${encodeURIComponent(value)}`, ...attributes].join('; ')
}
