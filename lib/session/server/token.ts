import 'server-only'

/** Session cookie tokens, the hashes stored as session row ids in their place, and guest ids. */
import { createHash, randomBytes } from 'node:crypto'

const TOKEN_BYTES = 32 // 256 bits: far above the 128 a session id needs
const GUEST_ID_BYTES = 16
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/

/** The secret the browser keeps in the session cookie. */
export function newSessionToken(): string {
  return randomBytes(TOKEN_BYTES).toString('base64url')
}

/** Rejects anything we could not have issued before it reaches the database. */
export function isWellFormedSessionToken(value: string | undefined | null): value is string {
  return typeof value === 'string' && TOKEN_PATTERN.test(value)
}

/** The row id: a hash, so a leaked table does not leak working cookies. */
export function sessionIdFromToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}

/** Spec 02 §3: a guest is a random hex string (the client keeps it in localStorage `userId`). */
export function newGuestId(): string {
  return randomBytes(GUEST_ID_BYTES).toString('hex')
}
