import { SESSION_COOKIE, SESSION_MAX_AGE_DAYS } from '@/lib/config'

export const SESSION_MAX_AGE_SECONDS = SESSION_MAX_AGE_DAYS * 24 * 60 * 60

export interface SessionCookie {
  name: string
  value: string
  httpOnly: true
  sameSite: 'lax'
  path: '/'
  secure: boolean
  maxAge: number
}

/**
 * Secure only in production over https: the e2e suite runs the production server on plain
 * http://localhost, where a Secure cookie would never come back.
 */
export function isSecureRequest(
  nodeEnv: string | undefined,
  forwardedProto: string | null,
  url?: string,
): boolean {
  if (nodeEnv !== 'production') return false
  // A proxy chain lists protocols outermost first.
  const proto = forwardedProto?.split(',')[0]?.trim().toLowerCase()
  if (proto) return proto === 'https'
  return url ? url.startsWith('https:') : false
}

export function sessionCookie(token: string, secure: boolean): SessionCookie {
  return {
    name: SESSION_COOKIE,
    value: token,
    httpOnly: true,
    sameSite: 'lax',
    path: '/',
    secure,
    maxAge: SESSION_MAX_AGE_SECONDS,
  }
}
