/**
 * CSRF guard for state-changing requests. Browsers send Sec-Fetch-Site (and Origin) on every POST,
 * PUT, PATCH and DELETE and a cross-site page cannot forge either; a request carrying neither did not
 * come from our pages, so it is refused.
 */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS'])

export function isSameOriginRequest(request: Request): boolean {
  if (SAFE_METHODS.has(request.method.toUpperCase())) return true

  const fetchSite = request.headers.get('sec-fetch-site')
  if (fetchSite !== null) return fetchSite === 'same-origin'

  const origin = request.headers.get('origin')
  if (origin === null) return false
  const own = ownOrigin(request)
  return own !== null && origin.toLowerCase() === own
}

/**
 * For endpoints other servers call (they send neither header): true only when a browser tells us the
 * call comes from another site, by Sec-Fetch-Site (`cross-site`, `same-site`) or by a foreign Origin.
 * Same checks as isSameOriginRequest, but a request without either header passes.
 */
export function isCrossSiteBrowserRequest(request: Request): boolean {
  const fetchSite = request.headers.get('sec-fetch-site')
  if (fetchSite !== null && fetchSite !== 'same-origin' && fetchSite !== 'none') return true
  const origin = request.headers.get('origin')
  if (origin === null) return false
  const own = ownOrigin(request)
  return own === null || origin.toLowerCase() !== own
}

/** scheme://host[:port] of the request itself, from the Host header (what the browser addressed). */
function ownOrigin(request: Request): string | null {
  const host = request.headers.get('host')
  if (!host) return null
  const forwarded = request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim().toLowerCase()
  const scheme =
    forwarded === 'https' || forwarded === 'http' ? forwarded : new URL(request.url).protocol.slice(0, -1)
  try {
    // Through URL so default ports and letter case compare the way browsers write Origin.
    return new URL(`${scheme}://${host}`).origin.toLowerCase()
  } catch {
    return null
  }
}
