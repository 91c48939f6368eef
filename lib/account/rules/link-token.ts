/**
 * What the secret of a mailed link looks like (32 random bytes, base64url: the password-reset hash of
 * spec 01 §7 and the registration confirmation token). Pages check it before showing a form that would
 * only fail; the route handlers refuse anything else before it reaches the database.
 */
export const LINK_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/

export const isLinkToken = (value: unknown): value is string =>
  typeof value === 'string' && LINK_TOKEN_PATTERN.test(value)
