/**
 * A return address must stay on this shop: only absolute paths, never `//host` or a scheme,
 * so the login page cannot be used as an open redirect.
 */
export function safeReturnPath(candidate: string | null | undefined, fallback = '/'): string {
  if (!candidate || !candidate.startsWith('/') || candidate.startsWith('//') || candidate.startsWith('/\\')) {
    return fallback
  }
  if (/[\u0000-\u001f]/.test(candidate)) return fallback
  return candidate
}
