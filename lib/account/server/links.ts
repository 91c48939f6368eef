import 'server-only'

/** Absolute links into the shop for mails (spec 01 §7): the market's origin, the localised path, a slash. */
import { marketOrigin } from '@/lib/config/origin'
import type { Language, Market } from '@/lib/config'
import { getPathname } from '@/lib/i18n/navigation'
import { withTrailingSlash } from '@/lib/i18n/trailing-slash'
import { createHash, randomBytes } from 'node:crypto'

type Href = Parameters<typeof getPathname>[0]['href']

export function shopLink(
  market: Market,
  language: Language,
  href: Href,
  query?: Record<string, string>,
): string {
  const path = getPathname({ locale: language, href })
  const slashed = withTrailingSlash(path.endsWith('/') ? path : `${path}/`)
  const search = query ? `?${new URLSearchParams(query)}` : ''
  return `${marketOrigin(market)}${slashed}${search}`
}

/**
 * The secret of a link sent by mail (password reset, registration) and the hash stored in its place: a
 * leaked table holds no working link.
 */
export function newLinkToken(): { token: string; hash: string } {
  const token = randomBytes(32).toString('base64url')
  return { token, hash: hashLinkToken(token) }
}

export const hashLinkToken = (token: string) => createHash('sha256').update(token).digest('hex')

/** What a link token looks like: anything else is refused before it reaches the database. */
export { LINK_TOKEN_PATTERN } from '../rules/link-token'
