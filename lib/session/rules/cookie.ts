/** The session cookie's name and attributes, and when it must be Secure (from how the browser reached the server). */
import { SESSION_COOKIE } from '@/lib/config'

export interface SessionCookie {
  name: string
  value: string
  httpOnly: true
  sameSite: 'lax'
  path: '/'
  secure: boolean
  maxAge: number
}

/** What the server knows of how the browser reached it. */
export interface RequestTransport {
  nodeEnv: string | undefined
  /** X-Forwarded-Proto: set by a TLS-terminating proxy in front of the server. */
  forwardedProto?: string | null
  /** X-Forwarded-Host: the host the browser addressed when a proxy forwards to an internal one. */
  forwardedHost?: string | null
  host?: string | null
  url?: string
}

// A proxy chain lists values outermost (the browser's hop) first.
const firstHop = (value: string | null | undefined) => value?.split(',')[0]?.trim().toLowerCase() || null

/** localhost, *.localhost (RFC 6761), 127.0.0.0/8 and [::1]: names that never leave the machine. */
export function isLoopbackHost(host: string | null | undefined): boolean {
  if (!host) return false
  const name = host.trim().toLowerCase().replace(/:\d+$/, '').replace(/\.$/, '')
  return (
    name === 'localhost' ||
    name.endsWith('.localhost') ||
    name === '[::1]' ||
    /^127(\.(25[0-5]|2[0-4]\d|1?\d?\d)){3}$/.test(name)
  )
}

/**
 * Secure whenever NODE_ENV is production, except over plain http to a loopback host: `npm start` and
 * the e2e suite serve http://localhost and http://{market}.localhost, where a client that is not a
 * browser would never send a Secure cookie back. A deployment terminates TLS in front of the server,
 * so every other host counts as https even when no header says so: the flag is only ever left off for
 * an address that cannot leave the machine.
 */
export function isSecureRequest(transport: RequestTransport): boolean {
  if (transport.nodeEnv !== 'production') return false
  const scheme =
    firstHop(transport.forwardedProto) ??
    (transport.url ? new URL(transport.url).protocol.slice(0, -1) : 'http')
  const host = firstHop(transport.forwardedHost) ?? transport.host
  return !(scheme === 'http' && isLoopbackHost(host))
}

/**
 * Over https the cookie carries the __Host- prefix (ASVS 5.0 V3.3): the browser then accepts it only
 * Secure, for the whole host and without a Domain, so no sibling domain can plant or overwrite it.
 */
export const sessionCookieName = (secure: boolean) => (secure ? `__Host-${SESSION_COOKIE}` : SESSION_COOKIE)

/** The cookie lives as long as its session: `maxAge` from ./lifetime.ts cookieMaxAgeSeconds. */
export function sessionCookie(token: string, secure: boolean, maxAge: number): SessionCookie {
  return {
    name: sessionCookieName(secure),
    value: token,
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure,
    maxAge,
  }
}
