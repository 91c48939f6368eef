/**
 * The path a shopper asked for, as the 404 page shows it (spec 01 §8 "Page Not Found: {path}").
 *
 * A 404 page is rendered and cached per path, and the path comes from its route params: the cache key,
 * so a cached answer always names the path it was made for. Content pages already are one route per path
 * (`/de/a/b/` → `/{market}/de/content/a/b/`); what the proxy itself knows to be not found goes to the
 * not-found route with the whole path appended (`/xx/a/` → `/{market}/{lang}/not-found/xx/a/`).
 */

/** Longest path shown; anything longer is cut with an ellipsis (the proxy allows 1024 raw characters). */
export const REQUESTED_PATH_MAX_LENGTH = 200

// The proxy's rule: a path gets a trailing slash unless its last segment looks like a file.
const FILE_EXTENSION = /\.[a-z0-9]{1,8}$/i
// Control characters never reach a page (the proxy answers 400); a route param is outside input still.
const CONTROL_CHARS = /[\u0000-\u001f\u007f-\u009f]/g

function bounded(path: string): string {
  const chars = Array.from(path.replace(CONTROL_CHARS, ''))
  return chars.length > REQUESTED_PATH_MAX_LENGTH
    ? `${chars.slice(0, REQUESTED_PATH_MAX_LENGTH - 1).join('')}…`
    : chars.join('')
}

// Next may hand params over still percent-encoded; decode once, never throw.
function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}

/** Where the proxy sends a path it knows is not found: the not-found route plus the path's segments. */
export function notFoundDestination(notFoundRoute: string, decodedPath: string): string {
  const segments = decodedPath.split('/').filter(Boolean).map(encodeURIComponent)
  return `${notFoundRoute.replace(/\/$/, '')}/${segments.join('/')}${segments.length ? '/' : ''}`
}

/**
 * The shopper path from a 404 route's params: the segments in order, a trailing slash unless the last
 * one is a file name (as the proxy normalises paths), text bounded to REQUESTED_PATH_MAX_LENGTH.
 */
export function requestedPathFromSegments(segments: readonly (string | undefined)[]): string {
  const parts = segments.filter((part): part is string => !!part).map(decodeSegment)
  const last = parts.at(-1) ?? ''
  return bounded(`/${parts.join('/')}${parts.length && !FILE_EXTENSION.test(last) ? '/' : ''}`)
}

/** Route params as segments: a catch-all's array or a single param. */
export function paramSegments(value: string | readonly string[] | undefined): string[] {
  return value === undefined ? [] : typeof value === 'string' ? [value] : [...value]
}
