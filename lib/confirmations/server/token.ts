import 'server-only'

/**
 * The tokens of confirmation links (the newsletter's double opt-in and the address confirmation of issue
 * 13 item 4): 256 random bits in the link, only their SHA-256 in the database, so a leaked table confirms
 * nobody.
 */
import { createHash, randomBytes } from 'node:crypto'

/** 256 random bits, URL-safe: what a confirmation link carries. */
export const newToken = () => randomBytes(32).toString('base64url')
export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex')
