/**
 * Scrubbing what error reports carry (issue 12 item 5): no e-mail addresses, no tokens, no query strings
 * or hashes. Pure and free of dependencies: the browser's Sentry client uses it too.
 */
import { withoutQuery } from './vitals'

/** How many frames of a stack are kept: where it broke, not the whole program. */
export const STACK_FRAMES_KEPT = 5

const EMAIL = /[^\s@"'<>()[\]{}]+@[^\s@"'<>()[\]{}]+\.[a-z]{2,}/gi
// Long hex / base64url runs are tokens, reset hashes, session ids.
const TOKEN = /\b[A-Za-z0-9_-]{32,}\b/g

/** A text without e-mail addresses, tokens or query strings, at most `max` characters. */
export function scrubText(text: string, max = 500): string {
  return text
    .replace(/(https?:\/\/[^\s?#"']+)[?#][^\s"']*/g, '$1')
    .replace(EMAIL, '[email]')
    .replace(TOKEN, '[token]')
    .slice(0, max)
}

/** The path of an address (absolute or not), without query or hash. */
export function pathOf(address: string | undefined): string | null {
  if (!address) return null
  try {
    return withoutQuery(new URL(address, 'http://x').pathname).slice(0, 512)
  } catch {
    return null
  }
}
